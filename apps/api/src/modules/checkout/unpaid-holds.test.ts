// Unpaid orders hold stock and slot places until they are paid or expire, so no one may hold a
// product's whole stock: at most MAX_LINE_QUANTITY of a product per order, one unpaid order per
// account (a new checkout releases the previous one), and a few per network address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@phoolwari/contracts';
import { cartItems, orders, products } from '../../db/schema';
import { bearer, createTestApp, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { addToCart, checkoutBody, payOrder, setUpDelivery, testClock } from '../../test/commerce';

const clock = testClock();
let t: TestApp;
let productId: string;
let delivery: Awaited<ReturnType<typeof setUpDelivery>>;

beforeAll(async () => {
  t = await createTestApp({ UNPAID_ORDERS_PER_IP: '3' }, { clock });
  productId = (await insertTestCatalogue(t.database.db)).products['Red Rose Bouquet']!;
  await t.database.db.update(products).set({ stock: 500 }).where(eq(products.id, productId));
  delivery = await setUpDelivery(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-11-23T04:30:00Z'));

const stock = async () => (await t.database.db.query.products.findFirst({ where: eq(products.id, productId) }))!.stock;
const checkout = (token: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/create-order',
    headers: bearer(token),
    remoteAddress,
    payload: checkoutBody({ slotId: delivery.standard.id, date: clock.today() }),
  });

async function customerWithRoses(quantity = 1) {
  const customer = await registerCustomer(t.app);
  await addToCart(t.app, customer.token, productId, quantity);
  return customer;
}

describe('unpaid orders cannot hold the stock', () => {
  it(`allows at most ${MAX_LINE_QUANTITY} of one product in a cart and an order`, async () => {
    const { token, user } = await registerCustomer(t.app);
    const add = (quantity: number) => t.app.inject({ method: 'POST', url: '/api/cart/add', headers: bearer(token), payload: { productId, quantity } });
    const tooMany = await add(MAX_LINE_QUANTITY + 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(`At most ${MAX_LINE_QUANTITY} of one product per order`);
    expect((await add(30)).statusCode).toBe(200);
    const past = await add(30);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'LINE_QUANTITY_LIMIT', message: expect.stringContaining('Red Rose Bouquet') });

    // A cart line from before the limit is refused at checkout, taking nothing.
    await t.database.db.update(cartItems).set({ quantity: 400 }).where(eq(cartItems.userId, user._id));
    const before = await stock();
    const res = await checkout(token, '198.51.100.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LINE_QUANTITY_LIMIT');
    expect(await stock()).toBe(before);
  });

  it('lets one network address hold only a few unpaid orders, counting its own replacement once', async () => {
    const address = '203.0.113.7';
    const held = [];
    for (let i = 0; i < 3; i++) {
      const customer = await customerWithRoses();
      const res = await checkout(customer.token, address);
      expect(res.statusCode).toBe(200);
      held.push({ ...customer, order: res.json<{ orderId: string; razorpayOrderId: string }>() });
    }
    const before = await stock();
    const fourth = await customerWithRoses();
    const refused = await checkout(fourth.token, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_UNPAID_ORDERS', message: expect.stringContaining('Too many unpaid orders') });
    expect(await stock()).toBe(before);

    // Another network is not held back.
    expect((await checkout(fourth.token, '203.0.113.99')).statusCode).toBe(200);
    // A customer already holding one replaces it: still three from the address.
    await addToCart(t.app, held[0]!.token, productId, 1);
    const replaced = await checkout(held[0]!.token, address);
    expect(replaced.statusCode).toBe(200);
    expect((await t.database.db.query.orders.findFirst({ where: eq(orders.id, held[0]!.order.orderId) }))!.status).toBe('cancelled');

    // A paid order holds nothing more: room for one again.
    await payOrder(t.app, held[1]!.token, held[1]!.order);
    const fifth = await customerWithRoses();
    expect((await checkout(fifth.token, address)).statusCode).toBe(200);
    const sixth = await customerWithRoses();
    expect((await checkout(sixth.token, address)).statusCode).toBe(429);

    // Once the unpaid ones have expired, the address may order again.
    clock.advanceMinutes(31);
    expect((await checkout(sixth.token, address)).statusCode).toBe(200);
  });

  it('keeps a hash of the address on the order, never the address', async () => {
    const customer = await customerWithRoses();
    const { orderId } = (await checkout(customer.token, '192.0.2.45')).json();
    const row = (await t.database.db.query.orders.findFirst({ where: eq(orders.id, orderId) }))!;
    expect(row.placedFrom).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain('192.0.2.45');
  });
});
