// Checkouts racing each other (on PostgreSQL when TEST_DATABASE_URL is set, where they truly run in
// parallel): 50 customers at once with two- and three-product carts in shuffled line orders, some
// with a promo code of limited uses, over several slots. Every answer is 200 or a 409 with a code,
// never a 500 or a deadlock; stock, slot bookings and promo uses add up exactly. Then the catalogue
// shows the stock that is left.
import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../db/ids';
import { deliverySlots, orderItems, orders, products, promoCodes, promoRedemptions } from '../../db/schema';
import { shopDateTime } from '../../platform/clock';
import { bearer, registerCustomer } from '../../test/app';
import { addToCart, checkoutBody, testClock } from '../../test/commerce';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';

const clock = testClock();
const t = setUpOrderingSuite(clock);
const CUSTOMERS = 50;

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

async function race(stock: number, promoUses: number) {
  const db = t.database.db;
  const productIds = [newId(), newId(), newId()];
  await db.insert(products).values(
    productIds.map((id, i) => ({
      id,
      name: `Race Bouquet ${stock}-${i}`,
      slug: `race-bouquet-${stock}-${i}`,
      description: 'For the race',
      pricePaise: 50_000 + i * 10_000,
      categoryId: t.fixture.categories.roses,
      stock,
    })),
  );
  const promoId = newId();
  const code = `RACE${stock}`;
  await db.insert(promoCodes).values({ id: promoId, code, description: 'Race', kind: 'percent', value: 10, minOrderPaise: 0, usageLimit: promoUses });
  await db.update(deliverySlots).set({ capacity: 1000 });
  const tomorrow = shopDateTime(new Date(clock().getTime() + 86_400_000)).date;
  const slots = t.delivery.slots.filter((s) => s.isActive).map((s) => s.id);

  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const customer = await registerCustomer(t.app);
    const lines = shuffled(productIds).slice(0, 2 + (i % 2));
    for (const productId of lines) await addToCart(t.app, customer.token, productId, 1 + (i % 2));
    const usesPromo = i % 3 === 0;
    if (usesPromo) await t.app.inject({ method: 'POST', url: '/api/cart/promo', headers: bearer(customer.token), payload: { code } });
    customers.push({ token: customer.token, slotId: slots[i % slots.length]! });
  }

  const answers = await Promise.all(
    customers.map((c) =>
      t.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: bearer(c.token), payload: checkoutBody({ slotId: c.slotId, date: tomorrow }) }),
    ),
  );
  for (const res of answers) {
    expect([200, 409], res.body).toContain(res.statusCode);
    if (res.statusCode === 409) expect(['OUT_OF_STOCK', 'PROMO_USED_UP', 'PROMO_INVALID']).toContain(res.json().code);
  }
  const created = answers.filter((r) => r.statusCode === 200).map((r) => r.json<{ orderId: string }>().orderId);

  // Stock taken equals what the created orders hold, product by product, and never below zero.
  const items = created.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, created)) : [];
  for (const productId of productIds) {
    const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    const sold = items.filter((i) => i.productId === productId).reduce((n, i) => n + i.quantity, 0);
    expect(row!.stock).toBe(stock - sold);
    expect(row!.stock).toBeGreaterThanOrEqual(0);
  }
  // Promo uses: the counter, the redemptions and the orders carrying the code agree, within the limit.
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.id, promoId));
  const redemptions = await db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, promoId));
  const withCode = created.length
    ? await db
        .select({ id: orders.id })
        .from(orders)
        .where(sql`${orders.id} in ${created} and ${orders.promoCodeId} = ${promoId}`)
    : [];
  expect(promo!.usedCount).toBe(redemptions.length);
  expect(withCode).toHaveLength(redemptions.length);
  expect(promo!.usedCount).toBeLessThanOrEqual(promoUses);
  // Slot bookings: every created order holds one place in its slot.
  const perSlot = created.length
    ? await db
        .select({ slotId: orders.slotId, n: sql<number>`cast(count(*) as integer)` })
        .from(orders)
        .where(inArray(orders.id, created))
        .groupBy(orders.slotId)
    : [];
  expect(perSlot.reduce((n, s) => n + s.n, 0)).toBe(created.length);
  return { created: created.length, productIds };
}

const RACE_TIMEOUT_MS = 180_000;

describe('checkout races', () => {
  it(
    'takes 50 parallel checkouts of shuffled carts with plentiful stock: all succeed, promo uses capped',
    async () => {
      const { created } = await race(1000, 10);
      // Only the promo's limit may turn a checkout away.
      expect(created).toBeGreaterThanOrEqual(CUSTOMERS - Math.ceil(CUSTOMERS / 3));
      // Fifty sign-ups and checkouts at once: minutes on a busy two-core machine, not seconds.
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'takes 50 parallel checkouts with scarce stock: some sell out with a 409, nothing oversells',
    async () => {
      const { created, productIds } = await race(6, 50);
      expect(created).toBeGreaterThan(0);
      expect(created).toBeLessThan(CUSTOMERS);
      // The catalogue's next answer shows what is left (its cache was dropped by the checkouts).
      const res = await t.app.inject({ method: 'GET', url: `/api/admin-public/products/${productIds[0]}` });
      const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productIds[0]!));
      expect(res.json().product.stock).toBe(row!.stock);
    },
    RACE_TIMEOUT_MS,
  );

  it('shows stock given back by a cancellation or an expiry in the catalogue’s next answer', async () => {
    const productId = t.fixture.products['Rose Varmala Pair']!;
    const stockShown = async () => (await t.app.inject({ method: 'GET', url: `/api/admin-public/products/${productId}` })).json().product.stock as number;
    const before = await stockShown();
    const { orderId } = await placePaidOrder(t.app, { productId, slotId: t.delivery.evening.id, date: clock.today(), quantity: 2 });
    expect(await stockShown()).toBe(before - 2);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: bearer(t.adminToken),
      payload: { reason: 'Out of varmalas today' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockShown()).toBe(before);

    const customer = await registerCustomer(t.app);
    await addToCart(t.app, customer.token, productId, 1);
    const unpaid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: bearer(customer.token),
      payload: checkoutBody({ slotId: t.delivery.evening.id, date: clock.today() }),
    });
    expect(unpaid.statusCode).toBe(200);
    expect(await stockShown()).toBe(before - 1);
    expect(await t.app.shop.checkout.expirePendingOrders(new Date(clock().getTime() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await stockShown()).toBe(before);
  });
});
