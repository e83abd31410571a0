// A visitor's cart before signing in: kept on the server under a signed cookie, with the same
// rules and prices as an account's, and merged into the account's cart on every way of signing in
// (a new account, a password, a code by phone), each line capped by the stock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart } from '@phoolwari/contracts';
import { products, users } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, newCustomer, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { addToCart } from '../../test/commerce';
import { GUEST_CART_COOKIE } from './guest-cart';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
beforeAll(async () => {
  t = await createTestApp({ DEMO_SHOW_SIGN_IN_CODE: 'true' });
  fixture = await insertTestCatalogue(t.database.db);
});
afterAll(() => t.close());

const id = (name: string) => fixture.products[name]!;
/** The cookie a reply set, as the browser sends it back. */
const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const set = res.headers['set-cookie'];
  const line = (Array.isArray(set) ? set : [set]).find((c): c is string => typeof c === 'string' && c.startsWith(`${GUEST_CART_COOKIE}=`));
  return line?.split(';')[0];
};
const guestCall = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/cart${path}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A visitor who has added `quantity` of `product`: their cookie. */
async function guestWith(product: string, quantity = 1) {
  const res = await guestCall(undefined, 'POST', '/add', { productId: id(product), quantity });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieOf(res);
  expect(cookie).toBeDefined();
  return cookie!;
}

describe('a guest’s cart', () => {
  it('keeps what a visitor adds, priced by the server, under a signed cookie only the server can read', async () => {
    const first = await guestCall(undefined, 'POST', '/add', { productId: id('Genda Phool Toran'), quantity: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json().cart).toMatchObject({ totalItems: 2, totalAmount: 498, items: [{ quantity: 2, price: 249 }] });
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Path=/api');
    expect(setCookie).toContain('SameSite=Lax');
    const cookie = cookieOf(first)!;

    const again = await guestCall(cookie, 'POST', '/add', { productId: id('Genda Phool Toran') });
    expect(again.json().cart.totalItems).toBe(3);
    // The same visitor keeps one cart: no new cookie.
    expect(cookieOf(again)).toBeUndefined();
    expect((await guestCall(cookie, 'GET', '')).json().cart.totalItems).toBe(3);
    expect((await guestCall(cookie, 'PUT', '/update', { productId: id('Genda Phool Toran'), quantity: 1 })).json().cart.totalItems).toBe(1);
    expect((await guestCall(cookie, 'DELETE', '/remove', { productId: id('Genda Phool Toran') })).json().cart.totalItems).toBe(0);

    // Another visitor, or one without a cookie, sees an empty cart and changes nothing.
    const nobody = await guestCall(undefined, 'GET', '');
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json().cart.items).toEqual([]);
    expect(nobody.headers['cache-control']).toBe('private, no-store');
    expect((await guestCall(undefined, 'PUT', '/update', { productId: id('Genda Phool Toran'), quantity: 1 })).statusCode).toBe(404);
    expect((await guestCall(undefined, 'DELETE', '/clear')).json().cart.items).toEqual([]);
  });

  it('refuses a forged cookie: the cart it names stays unread', async () => {
    const cookie = await guestWith('Mogra Gajra', 2);
    const [, value] = cookie.split('=');
    const [guestId] = value!.split('.');
    const forged = `${GUEST_CART_COOKIE}=${guestId}.${'A'.repeat(43)}`;
    expect((await guestCall(forged, 'GET', '')).json().cart.items).toEqual([]);
    // The real cookie still reads it.
    expect((await guestCall(cookie, 'GET', '')).json().cart.totalItems).toBe(2);
  });

  it('applies the same stock rules as an account’s cart, and a stale session is still a 401', async () => {
    const refused = await guestCall(undefined, 'POST', '/add', { productId: id('Yellow Rose Bunch') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
    const stale = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: bearer('no-such-session'), payload: { productId: id('Mogra Gajra') } });
    expect(stale.statusCode).toBe(401);
  });

  it('joins the new account’s cart on sign-up, and is gone from the cookie', async () => {
    const cookie = await guestWith('Red Rose Bouquet', 2);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { cookie }, payload: newCustomer() });
    expect(res.statusCode).toBe(201);
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${GUEST_CART_COOKIE}=; Max-Age=0`));
    const token = res.json().token as string;
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json().cart as Cart;
    expect(cart.items.map((i) => [i.product.name, i.quantity])).toEqual([['Red Rose Bouquet', 2]]);
    // The stand-in is gone, and its cookie opens nothing.
    expect((await guestCall(cookie, 'GET', '')).json().cart.items).toEqual([]);
    const [, value] = cookie.split('=');
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.id, value!.split('.')[0]!)),
    ).toHaveLength(0);
  });

  it('adds to what the account already holds on login, capped by the stock', async () => {
    const { body, token } = await registerCustomer(t.app);
    const [row] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, id('Pink Rose Box')));
    const stock = row!.stock;
    expect(stock).toBeGreaterThan(3);
    await addToCart(t.app, token, id('Pink Rose Box'), stock - 1);
    await addToCart(t.app, token, id('Mogra Gajra'), 1);
    const cookie = await guestWith('Pink Rose Box', 3);
    await guestCall(cookie, 'POST', '/add', { productId: id('Mogra Gajra'), quantity: 2 });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { cookie }, payload: { email: body.email, password: body.password } });
    expect(login.statusCode).toBe(200);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(login.json().token) })).json().cart as Cart;
    expect(Object.fromEntries(cart.items.map((i) => [i.product.name, i.quantity]))).toEqual({ 'Pink Rose Box': stock, 'Mogra Gajra': 3 });
  });

  it('joins the account a code by phone signs in, and a wrong password merges nothing', async () => {
    const cookie = await guestWith('White Rose Vase', 1);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie },
      payload: { email: 'nobody@example.in', password: 'not-it-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await guestCall(cookie, 'GET', '')).json().cart.totalItems).toBe(1);

    const code = (await t.app.inject({ method: 'POST', url: '/api/auth/phone/code', payload: { phone: '9822200001' } })).json().demoCode as string;
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', headers: { cookie }, payload: { phone: '9822200001', code } });
    expect(signedIn.statusCode).toBe(200);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(signedIn.json().token) })).json().cart as Cart;
    expect(cart.items.map((i) => [i.product.name, i.quantity])).toEqual([['White Rose Vase', 1]]);
  });

  it('leaves guests out of the admin’s list of customers', async () => {
    await guestWith('Mogra Gajra');
    const owner = await loginAdmin(t);
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/users?limit=100', headers: bearer(owner) })).json();
    expect(list.users.length).toBeGreaterThan(0);
    expect(list.users.every((u: { name: string; email: string | null }) => u.name !== '' || u.email !== null)).toBe(true);
    const guests = await t.database.db.select({ id: users.id }).from(users).where(eq(users.isGuest, true));
    expect(guests.length).toBeGreaterThan(0);
    const listed = new Set(list.users.map((u: { _id: string }) => u._id));
    expect(guests.some((g) => listed.has(g.id))).toBe(false);
  });
});
