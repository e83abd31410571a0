// Checking out without an account: a visitor's guest cart becomes an order under the same rules as
// an account's, reachable only through that visitor's cookie, its confirmation mailed to the e-mail
// they gave with the tracking link; signing in later by a code to the number they gave moves their
// orders to the account, once, and signing in by e-mail never does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailOutbox, orderHistory, orders, products, users } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { checkoutBody, setUpDelivery, testClock } from '../../test/commerce';
import { GUEST_CART_COOKIE } from '../cart/guest-cart';

const clock = testClock();
let t: TestApp;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
let delivery: Awaited<ReturnType<typeof setUpDelivery>>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ DEMO_SHOW_SIGN_IN_CODE: 'true', UNPAID_ORDERS_PER_IP: '3' }, { clock });
  fixture = await insertTestCatalogue(t.database.db);
  delivery = await setUpDelivery(t.database.db);
  adminToken = await loginAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-11-23T04:30:00Z')); // 10:00 in the shop

const id = (name: string) => fixture.products[name]!;
const stockOf = async (productId: string) => (await t.database.db.query.products.findFirst({ where: eq(products.id, productId) }))!.stock;
const orderRow = async (orderId: string) => (await t.database.db.query.orders.findFirst({ where: eq(orders.id, orderId) }))!;
const countOrders = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

/** A visitor who has put `product` in their guest cart: their cookie, as the browser sends it back. */
async function visitorWith(product: string, ip = '10.1.0.1') {
  const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { productId: id(product), quantity: 1 }, remoteAddress: ip });
  expect(res.statusCode, res.body).toBe(200);
  const set = res.headers['set-cookie'];
  const line = (Array.isArray(set) ? set : [set]).find((c): c is string => typeof c === 'string' && c.startsWith(`${GUEST_CART_COOKIE}=`));
  return line!.split(';')[0]!;
}
const guestId = (cookie: string) => cookie.split('=')[1]!.split('.')[0]!;

const guest = (phone = '98123 45678', email = 'asha.guest@example.in') => ({ name: 'Asha Guest', phone, email });
const body = (extra: Record<string, unknown> = {}) => ({ ...checkoutBody({ slotId: delivery.standard.id, date: clock.today() }), ...extra });
const asVisitor = (cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object, ip = '10.1.0.1') =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: ip, ...(payload ? { payload } : {}) });

/** The visitor's order placed and paid with the simulated gateway: the verified order. */
async function guestPaidOrder(cookie: string, contact = guest()) {
  const created = await asVisitor(cookie, 'POST', '/api/payment/create-order', body({ guest: contact }));
  expect(created.statusCode, created.body).toBe(200);
  const { razorpayOrderId, orderId } = created.json();
  const sim = await asVisitor(cookie, 'POST', '/api/payment/simulate', { razorpayOrderId, outcome: 'success' });
  expect(sim.statusCode, sim.body).toBe(200);
  const verified = await asVisitor(cookie, 'POST', '/api/payment/verify-payment', { ...sim.json(), razorpayOrderId, orderId });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().order as { _id: string; orderStatus: string; trackingPath?: string | null };
}

async function signInByPhone(phone: string, cookie?: string) {
  const code = await asVisitor(cookie, 'POST', '/api/auth/phone/code', { phone });
  expect(code.statusCode, code.body).toBe(200);
  const verified = await asVisitor(cookie, 'POST', '/api/auth/phone/verify', { phone, code: code.json().demoCode });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().token as string;
}
const myOrders = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })).json().orders.map((o: { _id: string }) => o._id) as string[];

describe('checking out as a guest', () => {
  it('places and pays the guest cart as an order of the guest, mailed to the given e-mail with its tracking link', async () => {
    const cookie = await visitorWith('Genda Phool Toran');
    const stock = await stockOf(id('Genda Phool Toran'));
    const quote = await asVisitor(cookie, 'POST', '/api/checkout/quote', { pincode: '560003', slotId: delivery.standard.id, date: clock.today() });
    expect(quote.statusCode, quote.body).toBe(200);

    const created = await asVisitor(cookie, 'POST', '/api/payment/create-order', body({ guest: guest() }));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().customer).toEqual({ name: 'Asha Guest', email: 'asha.guest@example.in', phone: '9812345678' });
    // The server priced it as it quoted it, and took the stock.
    expect(created.json().amount).toBe(Math.round(quote.json().totals.total * 100));
    expect(await stockOf(id('Genda Phool Toran'))).toBe(stock - 1);
    const row = await orderRow(created.json().orderId);
    expect(row).toMatchObject({ userId: guestId(cookie), guestPhone: '+919812345678', guestEmail: 'asha.guest@example.in' });

    const order = await guestPaidOrder(cookie);
    expect(order).toMatchObject({ _id: row.id, orderStatus: 'confirmed' });
    const token = (await orderRow(order._id)).trackingToken!;
    expect(order.trackingPath).toBe(`/track/${token}`);
    // The tracking link opens the order without an account.
    expect((await t.app.inject({ method: 'GET', url: `/api/track/${token}` })).statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, order._id));
    expect(mail).toMatchObject({ to: 'asha.guest@example.in' });
    expect(mail!.subject).toContain(row.orderNumber);
    // The mail carries the tracking link (sealed until sent).
    expect(mail!.text).toContain('{{trackLink}}');
    // The guest's cart was emptied by the payment.
    expect((await asVisitor(cookie, 'GET', '/api/cart')).json().cart.items).toEqual([]);
    // The stand-in carries the name and number the shop's texts and staff read.
    const standIn = await t.database.db.query.users.findFirst({ where: eq(users.id, guestId(cookie)) });
    expect(standIn).toMatchObject({ name: 'Asha Guest', phone: '9812345678', isGuest: true, email: null });
  });

  it('lets only that visitor’s cookie read or pay the order', async () => {
    const cookie = await visitorWith('Mogra Gajra');
    const created = (await asVisitor(cookie, 'POST', '/api/payment/create-order', body({ guest: guest('9812300001') }))).json();
    expect((await asVisitor(cookie, 'GET', `/api/payment/order/${created.orderId}`)).statusCode).toBe(200);

    const other = await visitorWith('Genda Phool Toran', '10.1.0.2');
    expect((await asVisitor(other, 'GET', `/api/payment/order/${created.orderId}`)).statusCode).toBe(404);
    expect((await asVisitor(other, 'POST', '/api/payment/simulate', { razorpayOrderId: created.razorpayOrderId, outcome: 'success' })).statusCode).toBe(404);
    expect((await asVisitor(undefined, 'GET', `/api/payment/order/${created.orderId}`)).statusCode).toBe(401);
    const [, value] = cookie.split('=');
    const forged = `${GUEST_CART_COOKIE}=${value!.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await asVisitor(forged, 'GET', `/api/payment/order/${created.orderId}`)).statusCode).toBe(401);
    const customer = await registerCustomer(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/payment/order/${created.orderId}`, headers: bearer(customer.token) })).statusCode).toBe(404);
    // A guest has no list of orders: that needs an account.
    expect((await asVisitor(cookie, 'GET', '/api/orders')).statusCode).toBe(401);
    // Staff read it as any order.
    expect((await t.app.inject({ method: 'GET', url: `/api/payment/order/${created.orderId}`, headers: bearer(adminToken) })).statusCode).toBe(200);
  });

  it('refuses a checkout without the guest’s details, or with bad ones, with a 4xx that changes nothing', async () => {
    const cookie = await visitorWith('Genda Phool Toran', '10.1.0.3');
    const before = { orders: await countOrders(), stock: await stockOf(id('Genda Phool Toran')) };

    const missing = await asVisitor(cookie, 'POST', '/api/payment/create-order', body(), '10.1.0.3');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'guest', message: expect.stringContaining('e-mail') }]);
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: { cookie, 'accept-language': 'hi' },
      payload: body(),
    });
    expect(hindi.json().message).toContain('मेहमान');

    for (const bad of [guest('12345'), guest(undefined, 'not-an-email'), { ...guest(), name: '' }]) {
      const res = await asVisitor(cookie, 'POST', '/api/orders/cash-on-delivery', body({ guest: bad }), '10.1.0.3');
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // No cookie: no cart to check out.
    expect((await asVisitor(undefined, 'POST', '/api/payment/create-order', body({ guest: guest() }))).statusCode).toBe(401);
    expect({ orders: await countOrders(), stock: await stockOf(id('Genda Phool Toran')) }).toEqual(before);
    expect((await asVisitor(cookie, 'GET', '/api/cart')).json().cart.totalItems).toBe(1);
  });

  it('places a cash-on-delivery order where the shop takes cash, confirmed with its tracking link', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(adminToken),
      payload: { cashOnDelivery: { enabled: true, maxOrderValue: 1500, fee: 30, pincodes: ['560003'] } },
    });
    expect(set.statusCode, set.body).toBe(200);
    const cookie = await visitorWith('Genda Phool Toran', '10.1.0.4');
    const placed = await asVisitor(cookie, 'POST', '/api/orders/cash-on-delivery', body({ guest: guest('9812300002') }), '10.1.0.4');
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().order).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'cod_pending', trackingPath: expect.stringMatching(/^\/track\//) });
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(adminToken), payload: { cashOnDelivery: { enabled: false } } });
  });

  it('holds guests to the unpaid orders one network address may have', async () => {
    const ip = '10.9.9.9';
    for (let n = 0; n < 3; n++) {
      const cookie = await visitorWith('Genda Phool Toran', ip);
      expect((await asVisitor(cookie, 'POST', '/api/payment/create-order', body({ guest: guest(`98123001${n}0`) }), ip)).statusCode).toBe(200);
    }
    const fourth = await visitorWith('Genda Phool Toran', ip);
    const refused = await asVisitor(fourth, 'POST', '/api/payment/create-order', body({ guest: guest('9812300199') }), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_UNPAID_ORDERS');
  });
});

describe('claiming a guest’s orders', () => {
  it('moves the orders placed with a number to the account that proves it by a code, once, and no one else’s', async () => {
    const mineCookie = await visitorWith('Genda Phool Toran', '10.2.0.1');
    const mine = await guestPaidOrder(mineCookie, guest('9876500001'));
    const mineToo = await guestPaidOrder(await visitorWith('Mogra Gajra', '10.2.0.2'), guest('+91 98765 00001'));
    const someoneElses = await guestPaidOrder(await visitorWith('Mogra Gajra', '10.2.0.3'), guest('9876500002'));

    // Signed in from the browser that placed it: its stand-in, left with no order, goes with its cookie.
    const token = await signInByPhone('9876500001', mineCookie);
    expect(await t.database.db.query.users.findFirst({ where: eq(users.id, guestId(mineCookie)) })).toBeUndefined();
    expect((await myOrders(token)).sort()).toEqual([mine._id, mineToo._id].sort());
    const account = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user._id;
    expect((await orderRow(mine._id)).userId).toBe(account);
    expect((await orderRow(someoneElses._id)).userId).not.toBe(account);
    const history = await t.database.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, mine._id), eq(orderHistory.actorUserId, account)));
    expect(history.map((h) => h.note)).toEqual([expect.stringContaining('Claimed')]);
    // The claimed order reads as the account's own, and its mails still go where the guest asked.
    expect((await t.app.inject({ method: 'GET', url: `/api/payment/order/${mine._id}`, headers: bearer(token) })).statusCode).toBe(200);

    // Signing in again claims nothing twice.
    await signInByPhone('9876500001');
    expect(
      await t.database.db
        .select()
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, mine._id), eq(orderHistory.actorUserId, account))),
    ).toHaveLength(1);
  });

  it('does not claim by phone when someone signs in by e-mail with that number on their account', async () => {
    const order = await guestPaidOrder(await visitorWith('Genda Phool Toran', '10.3.0.1'), guest('9876500003'));
    const customer = await registerCustomer(t.app, { phone: '9876500003' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.body.email, password: customer.body.password } });
    expect(login.statusCode, login.body).toBe(200);
    expect(await myOrders(login.json().token)).toEqual([]);
    expect(await myOrders(customer.token)).toEqual([]);
    expect((await orderRow(order._id)).guestPhone).toBe('+919876500003');
    expect((await t.database.db.query.users.findFirst({ where: eq(users.id, (await orderRow(order._id)).userId) }))!.isGuest).toBe(true);
  });
});
