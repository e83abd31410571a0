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
const setCod = (cashOnDelivery: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(t.adminToken), payload: { cashOnDelivery } });

async function customerWith(product: string, quantity = 1) {
  const customer = await registerCustomer(t.app);
  await addToCart(t.app, customer.token, t.fixture.products[product]!, quantity);
  return customer;
}
const quote = (token: string, pincode: string, payment?: 'online' | 'cod') =>
  t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: bearer(token), payload: { pincode, slotId: t.delivery.evening.id, date: clock.today(), ...(payment ? { payment } : {}) } });
const placeCash = (token: string, pincode = '560003') =>
  t.app.inject({ method: 'POST', url: '/api/orders/cash-on-delivery', headers: bearer(token), payload: checkoutBody({ slotId: t.delivery.evening.id, date: clock.today(), pincode }) });
const desk = (orderId: string, path: string, payload: object) => t.app.inject({ method: path === 'delivery' ? 'PUT' : 'POST', url: `/api/admin/orders/${orderId}/${path}`, headers: bearer(t.adminToken), payload });
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
    expect((await quote(token, '560001')).json().cashOnDelivery).toEqual({ offered: false, fee: 30, reason: 'Cash on delivery is not offered in 560001; please pay online.' });
    const refused = await placeCash(token, '560001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'COD_NOT_AVAILABLE', message: 'Cash on delivery is not offered in 560001; please pay online.' });

    const big = await customerWith('Pink Rose Box', 2);
    expect((await quote(big.token, '560003')).json().cashOnDelivery).toMatchObject({ offered: false, reason: 'Cash on delivery is for orders up to ₹1,500; please pay online.' });
  });

  it('confirms without payment, shows the cash to collect apart from revenue, and records it collected at the door', async () => {
    const before = await dashboard();
    const productId = t.fixture.products['Mogra Gajra']!;
    const stock = (await t.database.db.query.products.findFirst({ where: eq(products.id, productId) }))!.stock;
    const customer = await customerWith('Mogra Gajra', 2);
    const placed = await placeCash(customer.token);
    expect(placed.statusCode).toBe(200);
    const order = placed.json().order;
    expect(order).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'cod_pending', paymentMethod: 'cod', totals: { codFee: 30 }, cancellableUntil: expect.any(String), refundableAmount: 0 });
    expect((await t.database.db.query.products.findFirst({ where: eq(products.id, productId) }))!.stock).toBe(stock - 2);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(customer.token) })).json().cart.items).toEqual([]);
    const mail = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, order._id)))[0]!;
    expect(mail.text).toContain(`Please keep ₹${order.totalAmount.toLocaleString('en-IN')} in cash ready`);

    const owed = await dashboard();
    expect(owed.cashToCollect).toBeCloseTo(before.cashToCollect + order.totalAmount, 2);
    expect(owed.revenue).toBeCloseTo(before.revenue, 2);

    const early = await desk(order._id, 'cash', { outcome: 'collected' });
    expect(early.statusCode).toBe(409);
    expect((await desk(order._id, 'delivery', { deliveryStatus: 'shipped' })).statusCode).toBe(200);
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
      await desk(order._id, 'delivery', { deliveryStatus: 'shipped' });
      const refused = await desk(order._id, 'cash', { outcome: 'refused', note: 'Not at home, would not pay' });
      expect(refused.json().order).toMatchObject({ orderStatus: 'cancelled', deliveryStatus: 'failed', paymentStatus: 'failed' });
    }
    await addToCart(t.app, customer.token, t.fixture.products['Genda Phool Toran']!, 1);
    expect((await quote(customer.token, '560003')).json().cashOnDelivery).toEqual({ offered: false, fee: 30, reason: 'Please pay online for this order.' });
    expect((await placeCash(customer.token)).json().code).toBe('COD_NOT_AVAILABLE');
  });
});
