// A newsletter link that no longer works, said in the page's language: the web app names it in
// Accept-Language ('hi' on the Hindi pages); without it, word for word the English as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

const HINDI = { 'accept-language': 'hi' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const follow = (action: 'confirm' | 'unsubscribe', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/newsletter/${action}`, headers, payload: { token: 'z'.repeat(43) } });

describe('newsletter refusals in the page’s language', () => {
  it.each(['confirm', 'unsubscribe'] as const)('says a %s link is not valid in Hindi, on the field too', async (action) => {
    expect((await follow(action)).json()).toMatchObject({
      code: 'LINK_INVALID',
      message: 'This link is invalid or has expired',
      errors: [{ path: 'token', message: 'This link is invalid or has expired' }],
    });
    const hindi = await follow(action, HINDI);
    expect(hindi.statusCode).toBe(400);
    const invalid = 'यह लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है';
    expect(hindi.json()).toMatchObject({ code: 'LINK_INVALID', message: invalid, errors: [{ path: 'token', message: invalid }] });
  });
});
