// The admin's customer list and account switch on a real database: admin only, search and pages,
// order figures equal to direct counts over orders placed and paid through the real checkout, and
// disabling that ends every session at once.
import { and, count, eq, notLike, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema';
import { newId } from '../../db/ids';
import { DEMO_DESIGN_OWNER } from '../../seed/demo-designs';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { addToCart, checkoutBody, createPaymentOrder, payOrder, setUpDelivery, testClock } from '../../test/commerce';

interface ListedUser {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  disabled: boolean;
  disabledAt: string | null;
  orderCount: number;
  totalSpent: number;
  createdAt: string;
}
interface UserList {
  users: ListedUser[];
  total: number;
  page: number;
  totalPages: number;
}

const clock = testClock();
let t: TestApp;
let adminToken: string;
let adminId: string;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
let delivery: Awaited<ReturnType<typeof setUpDelivery>>;
// Unique per run so searches see only this file's accounts whatever else the database holds.
const tag = `zq${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  fixture = await insertTestCatalogue(t.database.db);
  delivery = await setUpDelivery(t.database.db);
  adminToken = await loginAdmin(t);
  adminId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(adminToken) })).json().user._id;
});
afterAll(() => t.close());

const list = async (query = '', token = adminToken) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserList>();
};
const setDisabled = (id: string, disabled: boolean, token = adminToken) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/status`, headers: bearer(token), payload: { disabled } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

/** Places one order for `productName` through the real cart and checkout; pays it when asked. */
async function placeOrder(token: string, productName: string, quantity: number, paid: boolean) {
  await addToCart(t.app, token, fixture.products[productName]!, quantity);
  const created = await createPaymentOrder(t.app, token, checkoutBody({ slotId: delivery.standard.id, date: clock.today() }));
  if (paid) return (await payOrder(t.app, token, created)).totalAmount;
  else {
    // A failed payment: the order stays unpaid (and the cart is emptied for the next order).
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/simulate',
      headers: bearer(token),
      payload: { razorpayOrderId: created.razorpayOrderId, outcome: 'failure' },
    });
    await t.app.inject({ method: 'DELETE', url: '/api/cart/clear', headers: bearer(token) });
  }
  return 0;
}

describe('who may manage accounts', () => {
  it('refuses guests (401) and customers (403) on the list and the switch, changing nothing', async () => {
    const customer = await registerCustomer(t.app, { name: `Guard ${tag}` });
    const before = await t.database.db.select().from(users).orderBy(users.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(customer.token) })).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${adminId}/status`, payload: { disabled: true } });
    expect(anon.statusCode).toBe(401);
    const asCustomer = await setDisabled(adminId, true, customer.token);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ message: 'Your role in the shop does not allow this', code: 'FORBIDDEN' });
    expect(await t.database.db.select().from(users).orderBy(users.id)).toEqual(before);
    expect((await me(adminToken)).statusCode).toBe(200);
  });
});

describe('the list', () => {
  it('searches name, e-mail and phone case-insensitively, newest accounts first, in pages', async () => {
    const meera = await registerCustomer(t.app, { name: `Meera ${tag}`, email: `meera.${tag}@example.in`, phone: '9000011111' });
    const ravi = await registerCustomer(t.app, { name: `Ravi ${tag}`, email: `ravi.${tag}@Example.in`, phone: '9000022222' });
    const sita = await registerCustomer(t.app, { name: `Sita ${tag}`, email: `sita.${tag}@example.in`, phone: '9000033333' });

    const all = await list(`?search=${tag.toUpperCase()}&limit=100`);
    const names = all.users.map((u) => u.name).filter((n) => /^(Meera|Ravi|Sita) /.test(n));
    expect(names).toEqual([`Sita ${tag}`, `Ravi ${tag}`, `Meera ${tag}`]);
    expect(all.users.find((u) => u._id === ravi.user._id)).toMatchObject({
      email: `ravi.${tag}@example.in`,
      phone: '9000022222',
      role: 'customer',
      disabled: false,
      disabledAt: null,
      orderCount: 0,
      totalSpent: 0,
    });

    expect((await list(`?search=MEERA.${tag}`)).users.map((u) => u._id)).toEqual([meera.user._id]);
    expect((await list('?search=9000033333')).users.map((u) => u._id)).toEqual([sita.user._id]);
    expect((await list('?search=00022')).users.map((u) => u._id)).toEqual([ravi.user._id]);
    expect((await list('?search=%25%25%25')).total).toBe(0);
    expect((await list('?search=no-such-person-anywhere')).users).toEqual([]);

    const page1 = await list(`?search=${tag}&limit=2&page=1`);
    const page2 = await list(`?search=${tag}&limit=2&page=2`);
    expect(page1.total).toBe(all.total);
    expect(page1.totalPages).toBe(Math.ceil(all.total / 2));
    expect([...page1.users, ...page2.users].map((u) => u._id)).toEqual(all.users.slice(0, 4).map((u) => u._id));
  });

  it.each([['?page=0'], ['?limit=500'], ['?limit=abc'], [`?search=${'x'.repeat(101)}`]])('answers 400 for %s', async (query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: bearer(adminToken) });
    expect(res.statusCode).toBe(400);
  });

  it('counts every order and sums paid ones only, equal to direct counts on the orders table', async () => {
    const buyer = await registerCustomer(t.app, { name: `Buyer ${tag}` });
    const browser = await registerCustomer(t.app, { name: `Browser ${tag}` });
    const paidTotals = [await placeOrder(buyer.token, 'Red Rose Bouquet', 2, true), await placeOrder(buyer.token, 'Mogra Gajra', 1, true)];
    await placeOrder(buyer.token, 'Genda Phool Toran', 3, false);

    const [direct] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.user._id));
    const [paid] = await t.database.db
      .select({ paise: sum(orders.totalPaise).mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.userId, buyer.user._id), eq(orders.paymentStatus, 'paid')));
    expect(direct!.n).toBe(3);
    expect(paid!.paise).toBeGreaterThan(0);

    const listed = (await list(`?search=${tag}&limit=100`)).users;
    const buyerRow = listed.find((u) => u._id === buyer.user._id)!;
    expect(buyerRow.orderCount).toBe(direct!.n);
    expect(buyerRow.totalSpent).toBe(paid!.paise / 100);
    // And equal to what the two verified payments said they charged.
    expect(buyerRow.totalSpent).toBeCloseTo(paidTotals[0]! + paidTotals[1]!, 2);
    expect(listed.find((u) => u._id === browser.user._id)).toMatchObject({ orderCount: 0, totalSpent: 0 });
  });
});

describe('disabling an account', () => {
  it('stops every token of the account at once, keeps it out, and lets it back in when enabled', async () => {
    const customer = await registerCustomer(t.app, { name: `Disabled ${tag}` });
    const secondLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.body.email, password: customer.body.password },
    });
    const otherToken = secondLogin.json().token as string;
    expect((await me(customer.token)).statusCode).toBe(200);

    const off = await setDisabled(customer.user._id, true);
    expect(off.statusCode).toBe(200);
    expect(off.json().user).toMatchObject({ _id: customer.user._id, disabled: true, disabledAt: expect.any(String) });
    for (const token of [customer.token, otherToken]) expect((await me(token)).statusCode).toBe(401);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(customer.token) });
    expect(cart.statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.body.email, password: customer.body.password } });
    expect(login.statusCode).toBe(401);
    expect((await list(`?search=Disabled ${tag}`)).users[0]).toMatchObject({ disabled: true });

    // Disabling twice keeps the first time.
    const again = await setDisabled(customer.user._id, true);
    expect(again.json().user.disabledAt).toBe(off.json().user.disabledAt);

    const on = await setDisabled(customer.user._id, false);
    expect(on.json().user).toMatchObject({ disabled: false, disabledAt: null });
    // Old tokens stay dead (their sessions were revoked); a fresh login works.
    expect((await me(customer.token)).statusCode).toBe(401);
    const back = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.body.email, password: customer.body.password } });
    expect(back.statusCode).toBe(200);
    expect((await me(back.json().token)).statusCode).toBe(200);
  });

  it('refuses an admin disabling themself (409), and their token keeps working', async () => {
    const res = await setDisabled(adminId, true);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CANNOT_DISABLE_SELF', message: 'You cannot disable your own account' });
    expect((await me(adminToken)).statusCode).toBe(200);
    const row = await t.database.db.query.users.findFirst({ where: eq(users.id, adminId) });
    expect(row?.disabledAt).toBeNull();
  });

  it('can disable another admin, whose admin token then stops working', async () => {
    const otherAdminToken = await loginAdmin(t);
    const otherId = (await me(otherAdminToken)).json().user._id as string;
    expect((await setDisabled(otherId, true)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(otherAdminToken) });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown account and 400 for a bad id or body', async () => {
    const missing = await setDisabled('0123456789abcdef01234567', true);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
    expect((await setDisabled('not-an-id', true)).statusCode).toBe(400);
    const noBody = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${adminId}/status`,
      headers: bearer(adminToken),
      payload: { disabled: 'yes' },
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().errors[0].path).toBe('disabled');
  });
});

describe("the shop's own seed accounts", () => {
  it("leaves the demo designs' owner out of the Users list, its search and the dashboard count", async () => {
    await t.database.db
      .insert(users)
      .values({ id: newId(), email: DEMO_DESIGN_OWNER.email, name: DEMO_DESIGN_OWNER.name, passwordHash: '!', disabledAt: new Date() });
    const everyone = await list('?limit=100');
    expect(everyone.users.map((u) => u.email)).not.toContain(DEMO_DESIGN_OWNER.email);
    expect((await list('?search=Demo%20customer')).total).toBe(0);
    const [people] = await t.database.db.select({ n: count() }).from(users).where(notLike(users.email, '%.invalid'));
    expect(everyone.total).toBe(people!.n);
    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(adminToken) })).json<{ totals: { users: number } }>();
    expect(dashboard.totals.users).toBe(people!.n);
  });
});
