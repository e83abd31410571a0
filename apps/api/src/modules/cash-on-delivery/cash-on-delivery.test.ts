// Cash on delivery: off until the owner turns it on; then offered in checkout's quote where the
// pincode, the order's value and the customer's record allow (with its fee on the total); such an
// order is confirmed without paying, its cash shown as to collect (apart from revenue) until the
// desk records it collected or refused; two refusals and the customer pays online.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, products, refunds } from '../../db/schema';
import { bearer, registerCustomer } from '../../test/app';
import { addToCart, checkoutBody, testClock } from '../../test/commerce';
import { setUpOrderingSuite } from '../../test/orders';

const clock = testClock();
const t = setUpOrderingSuite(clock);

const COD = { enabled: true, maxOrderValue: 1500, fee: 30, pincodes: ['560003', '5601'] };
const setCod = (cashOnDelivery: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(t.adminToken), payload: { cashOnDelivery } });

async function customerWith(product: string, quantity = 1) {
  const customer = await registerCustomer(t.app);
  await addToCart(t.app, customer.token, t.fixture.products[product]!, quantity);
  return customer;
}
const quote = (token: string, pincode: string, payment?: 'online' | 'cod') =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: bearer(token),
    payload: { pincode, slotId: t.delivery.evening.id, date: clock.today(), ...(payment ? { payment } : {}) },
  });
const placeCash = (token: string, pincode = '560003', phone?: string) => {
  const body = checkoutBody({ slotId: t.delivery.evening.id, date: clock.today(), pincode });
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/cash-on-delivery',
    headers: bearer(token),
    payload: { ...body, shippingAddress: { ...body.shippingAddress, ...(phone && { phone }) } },
  });
};
const desk = (orderId: string, path: string, payload: object) =>
  t.app.inject({ method: path === 'delivery' ? 'PUT' : 'POST', url: `/api/admin/orders/${orderId}/${path}`, headers: bearer(t.adminToken), payload });
const dashboard = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(t.adminToken) })).json().totals;

describe('cash on delivery', () => {
  it('is not offered until the owner turns it on', async () => {
    const { token } = await customerWith('Genda Phool Toran');
    expect((await quote(token, '560003')).json().cashOnDelivery).toBeNull();
    const refused = await placeCash(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('COD_NOT_AVAILABLE');
    expect((await setCod({ ...COD, pincodes: ['12x'] })).statusCode).toBe(400);
    expect((await setCod(COD)).statusCode).toBe(200);
  });

  it('is offered where the pincode and the order’s value allow, with its fee on the total', async () => {
    const { token } = await customerWith('Genda Phool Toran', 2);
    const online = (await quote(token, '560003')).json();
    expect(online.cashOnDelivery).toEqual({ offered: true, fee: 30, reason: null });
    expect(online.totals.codFee).toBeUndefined();
    const cash = (await quote(token, '560003', 'cod')).json();
    expect(cash.totals).toMatchObject({ codFee: 30, total: online.totals.total + 30 });
    expect((await quote(token, '560001')).json().cashOnDelivery).toEqual({
      offered: false,
      fee: 30,
      reason: 'Cash on delivery is not offered in 560001; please pay online.',
    });
    const refused = await placeCash(token, '560001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'COD_NOT_AVAILABLE', message: 'Cash on delivery is not offered in 560001; please pay online.' });

    const big = await customerWith('Pink Rose Box', 2);
    expect((await quote(big.token, '560003')).json().cashOnDelivery).toMatchObject({
      offered: false,
      reason: 'Cash on delivery is for orders up to ₹1,500; please pay online.',
    });
  });

  it('confirms without payment, shows the cash to collect apart from revenue, and records it collected at the door', async () => {
    const before = await dashboard();
    const productId = t.fixture.products['Mogra Gajra']!;
    const stock = (await t.database.db.query.products.findFirst({ where: eq(products.id, productId) }))!.stock;
    const customer = await customerWith('Mogra Gajra', 2);
    const placed = await placeCash(customer.token);
    expect(placed.statusCode).toBe(200);
    const order = placed.json().order;
    expect(order).toMatchObject({
      orderStatus: 'confirmed',
      paymentStatus: 'cod_pending',
      paymentMethod: 'cod',
      totals: { codFee: 30 },
      cancellableUntil: expect.any(String),
      refundableAmount: 0,
    });
    expect((await t.database.db.query.products.findFirst({ where: eq(products.id, productId) }))!.stock).toBe(stock - 2);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(customer.token) })).json().cart.items).toEqual([]);
    const mail = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, order._id)))[0]!;
    expect(mail.text).toContain(`Please keep ₹${order.totalAmount.toLocaleString('en-IN')} in cash ready`);

    const owed = await dashboard();
    expect(owed.cashToCollect).toBeCloseTo(before.cashToCollect + order.totalAmount, 2);
    expect(owed.revenue).toBeCloseTo(before.revenue, 2);

    const early = await desk(order._id, 'cash', { outcome: 'collected' });
    expect(early.statusCode).toBe(409);
    expect((await desk(order._id, 'delivery', { deliveryStatus: 'shipped', reason: 'Sent straight from the desk' })).statusCode).toBe(200);
    const collected = await desk(order._id, 'cash', { outcome: 'collected', note: 'Paid in ₹500 notes' });
    expect(collected.statusCode).toBe(200);
    expect(collected.json().order).toMatchObject({ orderStatus: 'delivered', deliveryStatus: 'delivered', paymentStatus: 'paid' });
    expect(collected.json().history.at(-1).note).toMatch(/^Cash collected: ₹[\d,]+ · Paid in ₹500 notes$/);
    const after = await dashboard();
    expect(after.cashToCollect).toBeCloseTo(before.cashToCollect, 2);
    expect(after.revenue).toBeCloseTo(before.revenue + order.totalAmount, 2);
    expect((await desk(order._id, 'cash', { outcome: 'collected' })).statusCode).toBe(409);
  });

  it('lets the customer cancel in the window with nothing to refund', async () => {
    const customer = await customerWith('Genda Phool Toran');
    const order = (await placeCash(customer.token)).json().order;
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: bearer(customer.token), payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'failed', refunds: [] });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
  });

  it('offers online payment only to a customer who refused two cash deliveries', async () => {
    const customer = await registerCustomer(t.app);
    for (let i = 0; i < 2; i++) {
      await addToCart(t.app, customer.token, t.fixture.products['Genda Phool Toran']!, 1);
      const order = (await placeCash(customer.token)).json().order;
      expect((await desk(order._id, 'cash', { outcome: 'refused' })).statusCode).toBe(409); // not on its way yet
      await desk(order._id, 'delivery', { deliveryStatus: 'shipped', reason: 'Sent straight from the desk' });
      const refused = await desk(order._id, 'cash', { outcome: 'refused', note: 'Not at home, would not pay' });
      expect(refused.json().order).toMatchObject({ orderStatus: 'cancelled', deliveryStatus: 'failed', paymentStatus: 'failed' });
    }
    await addToCart(t.app, customer.token, t.fixture.products['Genda Phool Toran']!, 1);
    expect((await quote(customer.token, '560003')).json().cashOnDelivery).toEqual({ offered: false, fee: 30, reason: 'Please pay online for this order.' });
    expect((await placeCash(customer.token)).json().code).toBe('COD_NOT_AVAILABLE');

    // A new account with the same phone number is the same payer.
    const again = await registerCustomer(t.app, { phone: '9000000002' });
    await addToCart(t.app, again.token, t.fixture.products['Genda Phool Toran']!, 1);
    expect((await placeCash(again.token)).json().code).toBe('COD_NOT_AVAILABLE');
    const other = await registerCustomer(t.app, { phone: '9000000003' });
    await addToCart(t.app, other.token, t.fixture.products['Genda Phool Toran']!, 1);
    expect((await placeCash(other.token, '560003', '9000000003')).statusCode).toBe(200);
  });

  it('holds at most the set number of open cash orders per account and per phone number, even placed at once', async () => {
    const orderOf = async (customer: { token: string }, phone: string) => {
      await addToCart(t.app, customer.token, t.fixture.products['Genda Phool Toran']!, 1);
      return placeCash(customer.token, '560003', phone);
    };
    // Two open cash orders (the default), the third is online only, in the quote and when placed.
    const hoarder = await registerCustomer(t.app, { phone: '9000000010' });
    for (let i = 0; i < 2; i++) expect((await orderOf(hoarder, '9000000011')).statusCode).toBe(200);
    await addToCart(t.app, hoarder.token, t.fixture.products['Genda Phool Toran']!, 1);
    expect((await quote(hoarder.token, '560003')).json().cashOnDelivery).toEqual({
      offered: false,
      fee: 30,
      reason: 'You have 2 cash orders still to be delivered; please pay online for this one.',
    });
    const third = await placeCash(hoarder.token, '560003', '9000000012');
    expect([third.statusCode, third.json().code]).toEqual([409, 'COD_NOT_AVAILABLE']);

    // A fresh sign-up giving the same delivery phone, or with the same phone on the account, is refused too.
    const sameDeliveryPhone = await registerCustomer(t.app, { phone: '9000000020' });
    expect((await orderOf(sameDeliveryPhone, '9000000011')).json().code).toBe('COD_NOT_AVAILABLE');
    const sameAccountPhone = await registerCustomer(t.app, { phone: '9000000011' });
    expect((await orderOf(sameAccountPhone, '9000000021')).json().code).toBe('COD_NOT_AVAILABLE');

    // Delivered and paid, or cancelled, an order is no longer open.
    const first = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(hoarder.token) }))
      .json()
      .orders.find((o: { paymentMethod: string }) => o.paymentMethod === 'cod');
    await t.app.inject({ method: 'POST', url: `/api/orders/${first._id}/cancel`, headers: bearer(hoarder.token), payload: {} });
    expect((await placeCash(hoarder.token, '560003', '9000000012')).statusCode).toBe(200);

    // The owner's setting; several placed at once by one account still stop at it.
    expect((await setCod({ ...COD, maxOpenOrders: 3 })).statusCode).toBe(200);
    expect((await setCod({ ...COD, maxOpenOrders: 0 })).statusCode).toBe(400);
    const rush = await registerCustomer(t.app, { phone: '9000000030' });
    const carts = await Promise.all(Array.from({ length: 6 }, () => registerCustomer(t.app, { phone: '9000000030' })));
    for (const c of [rush, ...carts]) await addToCart(t.app, c.token, t.fixture.products['Genda Phool Toran']!, 1);
    const placed = await Promise.all([rush, ...carts].map((c) => placeCash(c.token, '560003', '9000000031')));
    expect(placed.map((p) => p.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409, 409]);
    expect((await setCod(COD)).statusCode).toBe(200);
  });
});
