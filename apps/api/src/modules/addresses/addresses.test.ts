// Saved addresses through the real HTTP stack: CRUD, ownership, the limit, and the one default;
// and the page's refusals in its language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@phoolwari/contracts';
import { bearer, createTestApp, registerCustomer, type TestApp } from '../../test/app';

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
const office = { ...home, label: 'Office', street: '2nd Floor, 80 Feet Road, Koramangala', pincode: '560034' };

const list = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/addresses', headers: bearer(token) })).json<{ addresses: SavedAddress[] }>().addresses;
async function create(token: string, body: object): Promise<SavedAddress> {
  const res = await t.app.inject({ method: 'POST', url: '/api/account/addresses', headers: bearer(token), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().address;
}
const update = (token: string, id: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/account/addresses/${id}`, headers: bearer(token), payload: body });
const remove = (token: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/account/addresses/${id}`, headers: bearer(token) });
const defaults = (addresses: SavedAddress[]) => addresses.filter((a) => a.isDefault).map((a) => a.label);

describe('saved addresses', () => {
  it('creates, lists, edits and deletes, the first one becoming the default', async () => {
    const { token } = await registerCustomer(t.app);
    expect(await list(token)).toEqual([]);
    const first = await create(token, home);
    expect(first).toMatchObject({ ...home, country: 'India', relation: null, isDefault: true });
    const second = await create(token, office);
    expect(second.isDefault).toBe(false);
    expect((await list(token)).map((a) => a.label)).toEqual(['Home', 'Office']);

    const edited = await update(token, second._id, { ...office, street: '3rd Floor, 80 Feet Road, Koramangala' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().address).toMatchObject({ street: '3rd Floor, 80 Feet Road, Koramangala', isDefault: false });

    expect((await remove(token, second._id)).statusCode).toBe(204);
    expect((await list(token)).map((a) => a._id)).toEqual([first._id]);
  });

  it('keeps who the recipient is to the customer, changes and clears it, and refuses a relation not on the list', async () => {
    const { token } = await registerCustomer(t.app);
    const amma = await create(token, { ...home, label: 'Amma', relation: 'mother' });
    expect(amma.relation).toBe('mother');
    expect((await list(token))[0]).toMatchObject({ label: 'Amma', relation: 'mother' });

    expect((await update(token, amma._id, { ...home, label: 'Amma', relation: 'relative' })).json().address.relation).toBe('relative');
    // An edit that leaves the relation out says the customer no longer gives one.
    expect((await update(token, amma._id, { ...home, label: 'Amma' })).json().address.relation).toBeNull();

    const bad = await update(token, amma._id, { ...home, relation: 'landlord' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(['relation']);
    expect((await list(token))[0]!.relation).toBeNull();
  });

  it('keeps exactly one default: choosing another moves it, an edit without the flag keeps it, deleting it passes it on', async () => {
    const { token } = await registerCustomer(t.app);
    const a = await create(token, home);
    const b = await create(token, { ...office, isDefault: true });
    expect(defaults(await list(token))).toEqual(['Office']);
    // The default comes first in the list.
    expect((await list(token))[0]!._id).toBe(b._id);

    expect((await update(token, b._id, { ...office, label: 'Work' })).json().address.isDefault).toBe(true);
    expect(defaults(await list(token))).toEqual(['Work']);

    expect((await update(token, a._id, { ...home, isDefault: true })).statusCode).toBe(200);
    expect(defaults(await list(token))).toEqual(['Home']);

    const c = await create(token, { ...home, label: 'Parents' });
    expect((await remove(token, a._id)).statusCode).toBe(204);
    const left = await list(token);
    expect(left).toHaveLength(2);
    expect(defaults(left)).toEqual(['Work']);
    expect(left.find((x) => x._id === c._id)!.isDefault).toBe(false);
  });

  it(`refuses more than ${MAX_SAVED_ADDRESSES} addresses with 409`, async () => {
    const { token } = await registerCustomer(t.app);
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) await create(token, { ...home, label: `Place ${i}` });
    const res = await t.app.inject({ method: 'POST', url: '/api/account/addresses', headers: bearer(token), payload: home });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ADDRESS_LIMIT', message: expect.stringContaining(`up to ${MAX_SAVED_ADDRESSES} addresses`) });
    expect(await list(token)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('keeps the limit and a single default when requests race', async () => {
    const { token } = await registerCustomer(t.app);
    const results = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/account/addresses', headers: bearer(token), payload: { ...home, label: `Race ${i}`, isDefault: true } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(defaults(await list(token))).toHaveLength(1);
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const mine = await create(owner.token, home);
    expect((await update(other.token, mine._id, { ...office, relation: 'friend' })).statusCode).toBe(404);
    expect((await remove(other.token, mine._id)).statusCode).toBe(404);
    expect(await list(other.token)).toEqual([]);
    expect((await list(owner.token))[0]).toMatchObject({ _id: mine._id, street: home.street, relation: null });
  });

  it('validates the address and needs a signed-in customer', async () => {
    const { token } = await registerCustomer(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      headers: bearer(token),
      payload: { ...home, pincode: '12345', phone: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['pincode', 'phone']));
    expect((await t.app.inject({ method: 'GET', url: '/api/account/addresses' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/addresses', payload: home })).statusCode).toBe(401);
    expect((await update(token, 'not-an-id', home)).statusCode).toBe(400);
  });
});

// The saved-addresses page's refusals in the page's language: the web app names it in
// Accept-Language ('hi' on the Hindi pages); without it, word for word the English as before.
const HINDI = { 'accept-language': 'hi' };
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
