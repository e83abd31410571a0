// The order desk on a real database: admin-only routes, filters and search, every legal and
// illegal move, concurrent moves, history, cancellation with stock back, deliveries, dashboard,
// and the customer's e-mails in the outbox.
import { describe, expect, it } from 'vitest';
import { count, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { categories, mailOutbox, orders, products, refunds, users } from '../../db/schema';
import { bearer, loginAdmin, registerCustomer } from '../../test/app';
import { testClock } from '../../test/commerce';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';
import { plannedMove } from './service';

const clock = testClock();
const t = setUpOrderingSuite(clock);

const place = (name = 'Genda Phool Toran', quantity = 1) =>
  placePaidOrder(t.app, { productId: t.fixture.products[name]!, slotId: t.delivery.evening.id, date: clock.today(), quantity });
const move = (orderId: string, body: object, token = t.adminToken) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/delivery`, headers: bearer(token), payload: body });

describe('access', () => {
  it('refuses every desk route to guests (401) and customers (403)', async () => {
    const { orderId, customer } = await place();
    const routes = [
      { method: 'GET' as const, url: '/api/admin/orders' },
      { method: 'GET' as const, url: `/api/admin/orders/${orderId}` },
      { method: 'PUT' as const, url: `/api/admin/orders/${orderId}/delivery`, payload: { deliveryStatus: 'shipped' } },
      { method: 'POST' as const, url: `/api/admin/orders/${orderId}/cancel`, payload: { reason: 'testing access' } },
      { method: 'GET' as const, url: '/api/admin/deliveries' },
      { method: 'GET' as const, url: '/api/admin/dashboard' },
      { method: 'GET' as const, url: '/api/admin/outbox' },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
      expect((await t.app.inject({ ...route, headers: bearer(customer.token) })).statusCode, route.url).toBe(403);
    }
    expect((await t.database.db.query.orders.findFirst({ where: eq(orders.id, orderId) }))!.status).toBe('confirmed');
  });
});

describe('moves', () => {
  it('plans only legal moves', () => {
    expect(plannedMove({ status: 'confirmed', deliveryStatus: 'pending' }, 'confirmed')).toEqual({ status: 'processing', deliveryStatus: 'pending' });
    expect(plannedMove({ status: 'processing', deliveryStatus: 'pending' }, 'shipped')).toEqual({ status: 'shipped', deliveryStatus: 'out_for_delivery' });
    expect(plannedMove({ status: 'confirmed', deliveryStatus: 'pending' }, 'picked_up')).toEqual({ status: 'shipped', deliveryStatus: 'picked_up' });
    expect(plannedMove({ status: 'shipped', deliveryStatus: 'picked_up' }, 'in_transit')).toEqual({ status: 'shipped', deliveryStatus: 'in_transit' });
    expect(plannedMove({ status: 'shipped', deliveryStatus: 'out_for_delivery' }, 'delivered')).toMatchObject({
      status: 'delivered',
      deliveryStatus: 'delivered',
    });
    expect(plannedMove({ status: 'shipped', deliveryStatus: 'out_for_delivery' }, 'failed')).toEqual({ status: 'shipped', deliveryStatus: 'failed' });
    // A failed delivery goes out again.
    expect(plannedMove({ status: 'shipped', deliveryStatus: 'failed' }, 'out_for_delivery')).toEqual({ status: 'shipped', deliveryStatus: 'out_for_delivery' });
    const illegal: [Parameters<typeof plannedMove>[0], Parameters<typeof plannedMove>[1]][] = [
      [{ status: 'pending', deliveryStatus: 'pending' }, 'confirmed'],
      [{ status: 'pending', deliveryStatus: 'pending' }, 'shipped'],
      [{ status: 'processing', deliveryStatus: 'pending' }, 'confirmed'],
      [{ status: 'confirmed', deliveryStatus: 'pending' }, 'delivered'],
      [{ status: 'shipped', deliveryStatus: 'in_transit' }, 'picked_up'],
      [{ status: 'shipped', deliveryStatus: 'out_for_delivery' }, 'shipped'],
      [{ status: 'delivered', deliveryStatus: 'delivered' }, 'failed'],
      [{ status: 'cancelled', deliveryStatus: 'pending' }, 'shipped'],
      [{ status: 'shipped', deliveryStatus: 'failed' }, 'delivered'],
      [{ status: 'confirmed', deliveryStatus: 'pending' }, 'pending'],
    ];
    for (const [from, to] of illegal) expect(() => plannedMove(from, to), `${from.status}/${from.deliveryStatus} → ${to}`).toThrow(/cannot move/);
  });

  it('confirms, ships with a tracking number and delivers, keeping history and mailing the customer', async () => {
    const { orderId, orderNumber, customer } = await place();
    const confirm = await move(orderId, { deliveryStatus: 'confirmed' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().order).toMatchObject({ orderStatus: 'processing', deliveryStatus: 'pending' });
    // Not marked ready by the florist: Ship asks why, as the rider's "out" does, and moves nothing without it.
    const unready = await move(orderId, { deliveryStatus: 'shipped', trackingNumber: 'BLR-42', notes: 'Rider Ravi' });
    expect(unready.statusCode, unready.body).toBe(409);
    expect(unready.json().code).toBe('NOT_READY');
    expect((await t.database.db.query.orders.findFirst({ where: eq(orders.id, orderId) }))!.status).toBe('processing');
    expect((await move(orderId, { deliveryStatus: 'shipped', reason: 'x' })).statusCode).toBe(400);
    const ship = await move(orderId, {
      deliveryStatus: 'shipped',
      trackingNumber: 'BLR-42',
      notes: 'Rider Ravi',
      reason: 'Florist handed it over at the door',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    expect(ship.json().order).toMatchObject({ orderStatus: 'shipped', deliveryStatus: 'out_for_delivery', trackingNumber: 'BLR-42' });
    const deliver = await move(orderId, { deliveryStatus: 'delivered' });
    const answer = deliver.json();
    expect(answer.order).toMatchObject({ orderStatus: 'delivered', deliveryStatus: 'delivered' });
    expect(answer.order.actualDelivery).toEqual(expect.any(String));
    expect(answer.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'delivered']);
    expect(answer.history[3]).toMatchObject({
      fromStatus: 'processing',
      toDeliveryStatus: 'out_for_delivery',
      actor: 'Shop Admin (owner)',
      note: 'Sent out before it was ready: Florist handed it over at the door · Tracking BLR-42 · Rider Ravi',
    });
    // The desk's exceptions list flags it, as it flags the rider's.
    const flagged = (await t.app.inject({ method: 'GET', url: '/api/admin/order-exceptions', headers: bearer(t.adminToken) })).json().exceptions;
    expect(flagged.find((e: { orderId: string }) => e.orderId === orderId)).toMatchObject({
      kind: 'left_unprepared',
      reason: 'Florist handed it over at the door',
      reportedBy: 'Shop Admin (owner)',
    });

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [`Order ${orderNumber} confirmed`, `Order ${orderNumber} delivered`, `Order ${orderNumber} is on its way`].sort(),
    );
    expect(mails.every((m) => m.to === customer.body.email && m.status === 'stored')).toBe(true);
    expect(mails.find((m) => m.subject.includes('on its way'))!.text).toContain('Tracking number: BLR-42');
  });

  it('answers an illegal move with 409 and changes nothing', async () => {
    const { orderId } = await place();
    const before = await t.database.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    const res = await move(orderId, { deliveryStatus: 'delivered' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATE');
    expect(await t.database.db.query.orders.findFirst({ where: eq(orders.id, orderId) })).toEqual(before);
    expect((await move('0123456789abcdef01234567', { deliveryStatus: 'shipped' })).statusCode).toBe(404);
    expect((await move(orderId, { deliveryStatus: 'teleported' })).statusCode).toBe(400);
    expect((await move(orderId, {})).statusCode).toBe(400);
  });

  it('ends two admins’ simultaneous moves in a legal state', async () => {
    const { orderId } = await place();
    const second = await loginAdmin(t);
    const results = await Promise.all([move(orderId, { deliveryStatus: 'confirmed' }), move(orderId, { deliveryStatus: 'confirmed' }, second)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const both = await Promise.all([
      move(orderId, { deliveryStatus: 'shipped', reason: 'Sent straight from the desk' }),
      move(orderId, { deliveryStatus: 'delivered' }, second),
    ]);
    const final = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: bearer(t.adminToken) })).json();
    expect(['shipped', 'delivered']).toContain(final.order.orderStatus);
    expect(both.some((r) => r.statusCode === 200)).toBe(true);
    // Every history row follows from the one before it.
    for (let i = 1; i < final.history.length; i++) expect(final.history[i].fromStatus).toBe(final.history[i - 1].toStatus);
  });

  it('cancels a confirmed order with a reason: stock comes back and the payment is marked for refund', async () => {
    const productId = t.fixture.products['White Rose Vase']!;
    const stock = async () => (await t.database.db.query.products.findFirst({ where: eq(products.id, productId) }))!.stock;
    const before = await stock();
    const { orderId } = await place('White Rose Vase', 2);
    expect(await stock()).toBe(before - 2);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: bearer(t.adminToken),
      payload: { reason: 'Customer called to cancel' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refund_pending', cancelReason: 'Customer called to cancel' });
    expect(await stock()).toBe(before);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: bearer(t.adminToken),
      payload: { reason: 'twice' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('tries a failed delivery again, or cancels it with a refund; an order on its way is not cancelled', async () => {
    const cancel = (orderId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/cancel`,
        headers: bearer(t.adminToken),
        payload: { reason: 'Recipient away; sender asked for a refund' },
      });
    const first = await place();
    await move(first.orderId, { deliveryStatus: 'shipped', reason: 'Sent straight from the desk' });
    expect((await cancel(first.orderId)).statusCode).toBe(409);
    await move(first.orderId, { deliveryStatus: 'failed', notes: 'Gate locked, no answer on the phone' });
    const again = await move(first.orderId, { deliveryStatus: 'out_for_delivery' });
    expect(again.statusCode).toBe(200);
    expect(again.json().order).toMatchObject({ orderStatus: 'shipped', deliveryStatus: 'out_for_delivery' });
    expect((await move(first.orderId, { deliveryStatus: 'delivered' })).json().order.orderStatus).toBe('delivered');

    const second = await place();
    await move(second.orderId, { deliveryStatus: 'shipped', reason: 'Sent straight from the desk' });
    await move(second.orderId, { deliveryStatus: 'failed' });
    const cancelled = await cancel(second.orderId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refund_pending' });
  });
});

describe('lists and figures', () => {
  it('filters by status, searches by id, name, e-mail and phone, and paginates', async () => {
    const a = await place();
    const b = await place();
    await move(b.orderId, { deliveryStatus: 'shipped', reason: 'Sent straight from the desk' });
    const list = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: bearer(t.adminToken) })).json();
    const shipped = await list('?status=shipped&limit=100');
    expect(shipped.orders.every((o: { orderStatus: string }) => o.orderStatus === 'shipped')).toBe(true);
    expect(shipped.orders.map((o: { _id: string }) => o._id)).toContain(b.orderId);
    expect((await list(`?search=${a.orderNumber.toLowerCase()}`)).orders.map((o: { _id: string }) => o._id)).toEqual([a.orderId]);
    expect((await list(`?search=${a.orderId}`)).orders.map((o: { _id: string }) => o._id)).toEqual([a.orderId]);
    expect((await list(`?search=${encodeURIComponent(a.customer.body.email.toUpperCase())}`)).orders.map((o: { _id: string }) => o._id)).toEqual([a.orderId]);
    expect((await list(`?search=${encodeURIComponent(a.customer.body.name)}`)).orders[0]._id).toBe(a.orderId);
    expect((await list('?search=9876543210&limit=100')).total).toBeGreaterThanOrEqual(2);
    const page1 = await list('?limit=2&page=1');
    const page2 = await list('?limit=2&page=2');
    expect(page1.orders).toHaveLength(2);
    expect(page1.orders.map((o: { _id: string }) => o._id)).not.toContain(page2.orders[0]?._id);
    expect(page1.totalPages).toBe(Math.ceil(page1.total / 2));
    expect((await list('?from=2020-01-01&to=2020-01-02')).total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders?status=lost', headers: bearer(t.adminToken) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders?from=2026-02-01&to=2026-01-01', headers: bearer(t.adminToken) })).statusCode).toBe(400);
  });

  it('groups the day’s deliveries by slot', async () => {
    const { orderId } = await place();
    const answer = (await t.app.inject({ method: 'GET', url: `/api/admin/deliveries?date=${clock.today()}`, headers: bearer(t.adminToken) })).json();
    const evening = answer.slots.find((s: { slot: { _id: string } }) => s.slot._id === t.delivery.evening.id);
    expect(evening.orders.map((o: { _id: string }) => o._id)).toContain(orderId);
    expect(evening.orders[0]).toMatchObject({ recipient: { name: 'Amma' }, giftMessage: 'Happy birthday, Amma!' });
    const empty = (await t.app.inject({ method: 'GET', url: '/api/admin/deliveries?date=2026-12-31', headers: bearer(t.adminToken) })).json();
    expect(empty.slots).toEqual([]);
  });

  it('shows dashboard figures equal to direct counts', async () => {
    await registerCustomer(t.app);
    const answer = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(t.adminToken) })).json();
    const db = t.database.db;
    const [[u], [p], [c], [o], [rev], [back]] = await Promise.all([
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(products),
      db.select({ n: count() }).from(categories),
      db
        .select({ n: count() })
        .from(orders)
        .where(or(isNotNull(orders.paidAt), eq(orders.paymentMethod, 'cod'))),
      db
        .select({ paise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)` })
        .from(orders)
        .where(isNotNull(orders.razorpayPaymentId)),
      db
        .select({ paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
        .from(refunds)
        .where(ne(refunds.status, 'failed')),
    ]);
    // An earlier test cancelled a paid order: its refund is counted against the revenue.
    expect(Number(back!.paise)).toBeGreaterThan(0);
    expect(answer.totals).toEqual({
      users: u!.n,
      products: p!.n,
      categories: c!.n,
      orders: o!.n,
      revenue: (Number(rev!.paise) - Number(back!.paise)) / 100,
      refunded: Number(back!.paise) / 100,
      cashToCollect: 0,
    });
    expect(answer.totals.orders).toBeGreaterThan(0);
    expect(answer.recentOrders).toHaveLength(5);
    expect(answer.daily).toHaveLength(30);
    expect(answer.daily.reduce((sum: number, d: { revenue: number }) => sum + d.revenue, 0)).toBeCloseTo(answer.totals.revenue, 2);
  });
});
