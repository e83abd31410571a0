// The saved-addresses page's refusals in the page's language: the web app names it in
// Accept-Language ('hi' on the Hindi pages); without it, word for word the English as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '@phoolwari/contracts';
import { bearer, createTestApp, registerCustomer, type TestApp } from '../../test/app';

const HINDI = { 'accept-language': 'hi' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = {
  label: 'Home',
  name: 'Asha Rao',
  street: '14 Temple Street, Malleshwaram',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560003',
  phone: '9876543210',
};
const save = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/account/addresses', headers: { ...bearer(token), ...headers }, payload: home });

describe('saved-address refusals in the page’s language', () => {
  it('tells of the limit in Hindi', async () => {
    const { token } = await registerCustomer(t.app);
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) expect((await save(token)).statusCode).toBe(201);
    expect((await save(token)).json().message).toBe(`You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use first.`);
    const hindi = await save(token, HINDI);
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json()).toMatchObject({
      code: 'ADDRESS_LIMIT',
      message: `आप ज़्यादा से ज़्यादा ${MAX_SAVED_ADDRESSES} पते सेव कर सकते हैं। पहले कोई ऐसा पता हटाएँ जिसकी अब ज़रूरत नहीं है।`,
    });
  });

  it('says an address is not found, and asks a guest to log in, in Hindi', async () => {
    const { token } = await registerCustomer(t.app);
    const missing = '0123456789abcdef01234567';
    const remove = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'DELETE', url: `/api/account/addresses/${missing}`, headers: { ...bearer(token), ...headers } });
    expect((await remove()).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Address not found' });
    expect((await remove(HINDI)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'पता नहीं मिला' });
    const guest = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/account/addresses', headers });
    expect((await guest()).json().message).toBe('Please login to manage your addresses');
    const hindi = await guest(HINDI);
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json().message).toBe('अपने पते देखने और बदलने के लिए कृपया लॉग इन करें');
  });
});
