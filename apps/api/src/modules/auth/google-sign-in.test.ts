// Signing in with Google, against a local fake OpenID provider speaking discovery, authorize, token
// and JWKS with real RS256 ID tokens: hidden unless configured; the whole flow makes an account,
// finds it again, links a matching verified e-mail, merges the guest's cart; a bad state, refused
// consent, an unverified e-mail and a used or late handover code are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart } from '@phoolwari/contracts';
import { users } from '../../db/schema';
import { ConfigError, loadConfig } from '../../config';
import { bearer, createTestApp, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { testClock } from '../../test/commerce';
import { startFakeOpenIdProvider, type FakeOpenIdProvider } from '../../test/fake-openid-provider';
import { GUEST_CART_COOKIE } from '../cart/guest-cart';
import { GOOGLE_FLOW_COOKIE } from './google-sign-in';

let provider: FakeOpenIdProvider;
let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  provider = await startFakeOpenIdProvider();
  t = await createTestApp(
    { GOOGLE_CLIENT_ID: provider.clientId, GOOGLE_CLIENT_SECRET: provider.clientSecret, OIDC_ISSUER_URL: provider.issuer, DEMO_SHOW_SIGN_IN_CODE: 'true' },
    { clock },
  );
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** The cookie named `name` that a reply set, as the browser sends it back. */
function cookieOf(res: { headers: Record<string, unknown> }, name: string) {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : [set]).find((c): c is string => typeof c === 'string' && c.startsWith(`${name}=`))?.split(';')[0];
}

/**
 * A browser going through the flow: the shop sends it to the provider, the provider straight back
 * to the callback (with `tamper` applied to the callback's address), and the callback to the sign-in page.
 */
async function throughGoogle(opts: { returnTo?: string; cookie?: string; tamper?: (callback: URL) => void } = {}) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google', query: opts.returnTo ? { returnTo: opts.returnTo } : {} });
  expect(start.statusCode, start.body).toBe(302);
  const flowCookie = cookieOf(start, GOOGLE_FLOW_COOKIE);
  expect(start.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Lax/);
  const atProvider = await fetch(start.headers.location!, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  expect(callback.origin + callback.pathname).toBe(`${t.config.publicUrl}/api/auth/google/callback`);
  opts.tamper?.(callback);
  const cookie = [flowCookie, opts.cookie].filter(Boolean).join('; ');
  const back = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie } });
  expect(back.statusCode).toBe(302);
  const landing = new URL(back.headers.location as string, t.config.publicUrl);
  const fragment = new URLSearchParams(landing.hash.slice(1));
  return { landing, code: fragment.get('google'), to: fragment.get('to'), error: fragment.get('google-error') };
}

const exchange = (code: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: { code }, headers: cookie ? { cookie } : {} });

describe('signing in with Google', { timeout: 60_000 }, () => {
  it('is hidden, and its paths answer nothing, in a shop that has not configured it', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' })).json()).toEqual({ phone: 'unavailable', google: false });
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/google' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' })).json()).toEqual({ phone: 'demo', google: true });
  });

  it('refuses half a client at boot', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, GOOGLE_CLIENT_ID: 'only-the-id' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, GOOGLE_CLIENT_ID: 'only-the-id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('makes an account on the first sign-in, finds it on the second, and hands each session over once', async () => {
    provider.next = { sub: 'google-new-1', email: 'Meera.Iyer@Example.com', email_verified: true, name: 'Meera Iyer' };
    const first = await throughGoogle({ returnTo: '/hi/cart' });
    expect(first.error).toBeNull();
    // A Hindi visitor lands on the Hindi sign-in page and returns to the cart.
    expect(first.landing.pathname).toBe('/hi/login');
    expect(first.to).toBe('/cart');
    const answer = await exchange(first.code!);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().user).toMatchObject({ name: 'Meera Iyer', email: 'meera.iyer@example.com', role: 'customer' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(answer.json().token) });
    expect(me.json().user.email).toBe('meera.iyer@example.com');
    // The code works once.
    expect((await exchange(first.code!)).statusCode).toBe(401);

    const second = await throughGoogle();
    expect(second.landing.pathname).toBe('/login');
    const again = await exchange(second.code!);
    expect(again.json().user._id).toBe(answer.json().user._id);
    expect(await t.database.db.select().from(users).where(eq(users.googleSubject, 'google-new-1'))).toHaveLength(1);
  });

  it('links a verified e-mail to the account that already has it', async () => {
    const { user, token } = await registerCustomer(t.app);
    provider.next = { sub: 'google-link-1', email: user.email, email_verified: true, name: 'Someone Else' };
    const { code } = await throughGoogle();
    const answer = (await exchange(code!)).json();
    expect(answer.user._id).toBe(user._id);
    // The account keeps its own name; the password still works beside Google.
    expect(answer.user.name).not.toBe('Someone Else');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.googleSubject).toBe('google-link-1');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('refuses an e-mail Google has not verified, and makes no account', async () => {
    provider.next = { sub: 'google-unverified', email: 'unverified@example.com', email_verified: false, name: 'Nobody' };
    const { code, error, landing } = await throughGoogle();
    expect(code).toBeNull();
    expect(error).toBe('unverified');
    expect(landing.pathname).toBe('/login');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'unverified@example.com'))).toHaveLength(0);
  });

  it('refuses a callback whose state is not this browser’s, or that comes without the flow cookie', async () => {
    provider.next = { sub: 'google-state', email: 'state@example.com', email_verified: true };
    const asked = provider.tokenRequests.length;
    const forged = await throughGoogle({ tamper: (u) => u.searchParams.set('state', 'someone-elses-state') });
    expect(forged).toMatchObject({ code: null, error: 'state' });
    // Refused before the code was spent at the provider.
    expect(provider.tokenRequests.length).toBe(asked);

    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const atProvider = await fetch(start.headers.location!, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    const noCookie = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(noCookie.headers.location).toBe('/login#google-error=state');
    // The flow cookie is cleared whatever the outcome.
    expect(noCookie.headers['set-cookie']).toMatch(new RegExp(`^${GOOGLE_FLOW_COOKIE}=; Max-Age=0`));
  });

  it('says so when consent is refused', async () => {
    provider.next = 'deny';
    expect(await throughGoogle({ returnTo: '/orders' })).toMatchObject({ code: null, error: 'denied' });
  });

  it('never returns anywhere but inside the shop', async () => {
    provider.next = { sub: 'google-redirect', email: 'redirect@example.com', email_verified: true };
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const { landing, to } = await throughGoogle({ returnTo });
      expect(landing.origin).toBe(t.config.publicUrl);
      expect(to).toBe('/');
    }
  });

  it('refuses a handover code after a minute', async () => {
    provider.next = { sub: 'google-late', email: 'late@example.com', email_verified: true };
    const { code } = await throughGoogle();
    clock.advanceMinutes(2);
    const late = await exchange(code!);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/expired or was already used/);
  });

  it('takes the guest’s cart into the account it signs in to', async () => {
    const fixture = await insertTestCatalogue(t.database.db);
    const added = await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { productId: fixture.products['Mogra Gajra']!, quantity: 2 } });
    const guest = cookieOf(added, GUEST_CART_COOKIE)!;
    provider.next = { sub: 'google-cart', email: 'cart@example.com', email_verified: true, name: 'Cart Person' };
    const { code } = await throughGoogle({ cookie: guest });
    const answer = await exchange(code!, guest);
    expect(answer.statusCode).toBe(200);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(answer.json().token) })).json().cart as Cart;
    expect(cart.items.map((i) => [i.product.name, i.quantity])).toEqual([['Mogra Gajra', 2]]);
  });
});
