// A festival evening's worst minute on one slot (on PostgreSQL when TEST_DATABASE_URL is set, where
// the transactions truly run at once): checkouts of the same products for the same slot, while
// customers cancel paid orders (refunded), the desk cancels others and unpaid orders expire. Every
// transaction takes its locks in the one order transitions.ts documents, so none deadlocks: every
// answer is 200, none a 500, stock adds up, and PostgreSQL counts no deadlock.
import { describe, expect, it } from 'vitest';
import { eq, inArray, ne, sql } from 'drizzle-orm';
import { newId } from '../../db/ids';
import { deliverySlots, orderItems, orders, products } from '../../db/schema';
import { shopDateTime } from '../../platform/clock';
import { bearer, registerCustomer } from '../../test/app';
import { addToCart, checkoutBody, createPaymentOrder, payOrder, testClock } from '../../test/commerce';
import { setUpOrderingSuite } from '../../test/orders';

const clock = testClock();
const t = setUpOrderingSuite(clock);
const EACH = 16;
const STOCK = 1000;

/** Deadlocks PostgreSQL has detected in this database so far (PGlite runs one transaction at a time: none). */
async function deadlocks(): Promise<number> {
  if (t.database.kind !== 'postgres') return 0;
  // The counters are flushed by each backend when it goes idle; this asks for a fresh snapshot.
  await t.database.db.execute(sql`SELECT pg_stat_clear_snapshot()`);
  const { rows } = (await t.database.db.execute(sql`SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database()`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]!.n;
}

describe('checkouts, cancellations, refunds, expiry and the desk on one slot at once', () => {
  it('answers every request without a 500 and leaves stock exact', { timeout: 240_000 }, async () => {
    const db = t.database.db;
    const productIds = [newId(), newId(), newId()].sort();
    await db.insert(products).values(
      productIds.map((id, i) => ({
        id,
        name: `Diwali Toran ${i}`,
        slug: `diwali-toran-${i}`,
        description: 'For the rush',
        pricePaise: 40_000 + i * 5_000,
        categoryId: t.fixture.categories.roses,
        stock: STOCK,
      })),
    );
    const slotId = t.delivery.evening.id;
    await db.update(deliverySlots).set({ capacity: 10_000 }).where(eq(deliverySlots.id, slotId));
    const date = shopDateTime(new Date(clock().getTime() + 86_400_000)).date;
    const fill = async (token: string, reversed: boolean) => {
      for (const productId of reversed ? [...productIds].reverse() : productIds) await addToCart(t.app, token, productId, 1);
    };

    // Before the minute: paid orders (some the customers cancel, some the desk), unpaid ones past their window, full carts.
    const paid = [];
    for (let i = 0; i < EACH * 2; i++) {
      const customer = await registerCustomer(t.app);
      await fill(customer.token, i % 2 === 1);
      const created = await createPaymentOrder(t.app, customer.token, checkoutBody({ slotId, date }));
      await payOrder(t.app, customer.token, created);
      paid.push({ token: customer.token, orderId: created.orderId });
    }
    for (let i = 0; i < EACH / 2; i++) {
      const customer = await registerCustomer(t.app);
      await fill(customer.token, false);
      await createPaymentOrder(t.app, customer.token, checkoutBody({ slotId, date }));
    }
    const buyers = [];
    for (let i = 0; i < EACH * 2; i++) {
      const customer = await registerCustomer(t.app);
      await fill(customer.token, i % 2 === 0);
      buyers.push(customer.token);
    }
    const before = await deadlocks();

    const requests = [
      ...buyers.map((token) =>
        t.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: bearer(token), payload: checkoutBody({ slotId, date }) }),
      ),
      ...paid
        .slice(0, EACH)
        .map((p) => t.app.inject({ method: 'POST', url: `/api/orders/${p.orderId}/cancel`, headers: bearer(p.token), payload: { reason: 'Plans changed' } })),
      ...paid.slice(EACH).map((p) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${p.orderId}/cancel`,
          headers: bearer(t.adminToken),
          payload: { reason: 'Out of marigolds' },
        }),
      ),
    ];
    // The expiry job runs in the same minute (the unpaid orders placed above are past their window by then).
    const [answers, expired] = await Promise.all([Promise.all(requests), t.app.shop.checkout.expirePendingOrders(new Date(clock().getTime() + 31 * 60_000))]);

    const failures = answers.filter((res) => res.statusCode !== 200).map((res) => `${res.statusCode} ${res.body}`);
    expect(failures).toEqual([]);
    expect(expired).toBeGreaterThanOrEqual(EACH / 2);
    // Stock taken equals what the orders still standing hold.
    const standing = await db.select({ id: orders.id }).from(orders).where(ne(orders.status, 'cancelled'));
    const items = standing.length
      ? await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              standing.map((o) => o.id),
            ),
          )
      : [];
    for (const productId of productIds) {
      const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      expect(row!.stock).toBe(STOCK - items.filter((i) => i.productId === productId).reduce((n, i) => n + i.quantity, 0));
    }
    // Idle backends report their counters within a moment.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await deadlocks()).toBe(before);
  });
});
