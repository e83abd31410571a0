// Riders on a real database: the desk gives orders to riders (one, or a slot at a time), a rider
// sees only their own deliveries and moves them out, delivered (photo and who received it; a cash
// order's cash recorded) or failed and out again; permissions on every route.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, orders, users } from '../../db/schema';
import { bearer, loginStaff, registerCustomer } from '../../test/app';
import { addToCart, checkoutBody, testClock } from '../../test/commerce';
import { listFiles, solidPng, uploadForm } from '../../test/images';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';

const clock = testClock();
const t = setUpOrderingSuite(clock);

const place = (slotId = t.delivery.evening.id) => placePaidOrder(t.app, { productId: t.fixture.products['Genda Phool Toran']!, slotId, date: clock.today() });
const assign = (orderId: string, riderId: string | null, token = t.adminToken) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/rider`, headers: bearer(token), payload: { riderId } });
const ride = (orderId: string, step: 'out' | 'failed', token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/staff/my-deliveries/${orderId}/${step}`, headers: bearer(token), ...(payload ? { payload } : {}) });
async function delivered(orderId: string, token: string, receivedBy = 'Amma herself') {
  const form = uploadForm([{ name: 'door.png', data: await solidPng(800, 600), type: 'image/png', field: 'photo' }]);
  if (receivedBy) form.append('receivedBy', receivedBy);
  return t.app.inject({ method: 'POST', url: `/api/staff/my-deliveries/${orderId}/delivered`, headers: bearer(token), payload: form });
}
/** The florist marks it ready, as before any rider takes it out without a word. */
async function prepare(orderId: string) {
  const florist = await loginStaff(t, 'florist');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/staff/bench/${orderId}/prepared`,
    headers: bearer(florist.token),
    payload: uploadForm([{ name: 'bouquet.png', data: await solidPng(600, 600), type: 'image/png', field: 'photo' }]),
  });
  expect(res.statusCode, res.body).toBe(200);
}
const mine = (token: string) => t.app.inject({ method: 'GET', url: '/api/staff/my-deliveries', headers: bearer(token) });
const history = async (orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: bearer(t.adminToken) })).json().history;

describe('permissions', () => {
  it('keeps the desk’s routes from florists and riders, the rider’s from everyone else', async () => {
    const { orderId } = await place();
    const florist = await loginStaff(t, 'florist');
    const rider = await loginStaff(t, 'rider');
    const desk = await loginStaff(t, 'desk');
    const deskRoutes = [
      { method: 'GET' as const, url: '/api/admin/riders' },
      { method: 'PUT' as const, url: `/api/admin/orders/${orderId}/rider`, payload: { riderId: rider.id } },
      { method: 'POST' as const, url: '/api/admin/deliveries/assign-slot', payload: { date: clock.today(), slotId: t.delivery.evening.id, riderId: rider.id } },
    ];
    const riderRoutes = [
      { method: 'GET' as const, url: '/api/staff/my-deliveries' },
      { method: 'POST' as const, url: `/api/staff/my-deliveries/${orderId}/out` },
      { method: 'POST' as const, url: `/api/staff/my-deliveries/${orderId}/failed`, payload: { reason: 'Nobody home' } },
      { method: 'POST' as const, url: `/api/staff/my-deliveries/${orderId}/delivered` },
    ];
    for (const route of deskRoutes)
      for (const who of [florist, rider]) expect((await t.app.inject({ ...route, headers: bearer(who.token) })).statusCode, route.url).toBe(403);
    for (const route of riderRoutes)
      for (const token of [florist.token, desk.token, t.adminToken])
        expect((await t.app.inject({ ...route, headers: bearer(token) })).statusCode, route.url).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/bench', headers: bearer(rider.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/my-deliveries' })).statusCode).toBe(401);
    expect((await t.database.db.query.orders.findFirst({ where: eq(orders.id, orderId) }))!.riderId).toBeNull();
  });
});

describe('assigning riders', () => {
  it('lists active riders with today’s count, assigns one order and takes it back, refusing non-riders', async () => {
    const { orderId } = await place();
    const ravi = await loginStaff(t, 'rider', 'Ravi Rider');
    const gone = await loginStaff(t, 'rider', 'Gone Rider');
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, gone.id));
    const florist = await loginStaff(t, 'florist');
    const desk = await loginStaff(t, 'desk', 'Dev Desk');

    const res = await assign(orderId, ravi.id, desk.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.rider).toEqual({ _id: ravi.id, name: 'Ravi Rider' });
    expect((await history(orderId)).at(-1)).toMatchObject({ toStatus: 'confirmed', actor: 'Dev Desk (order desk)', note: 'Rider: Ravi Rider' });
    const riders = (await t.app.inject({ method: 'GET', url: '/api/admin/riders', headers: bearer(desk.token) })).json().riders;
    expect(riders.find((r: { _id: string }) => r._id === ravi.id)).toEqual({ _id: ravi.id, name: 'Ravi Rider', assignedToday: 1 });
    expect(riders.some((r: { _id: string }) => r._id === gone.id || r._id === florist.id)).toBe(false);

    for (const id of [florist.id, gone.id, '0123456789abcdef01234567']) {
      const refused = await assign(orderId, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('NOT_A_RIDER');
    }
    expect((await assign(orderId, 'nobody')).statusCode).toBe(400);
    expect((await assign('0123456789abcdef01234567', ravi.id)).statusCode).toBe(404);
    const off = await assign(orderId, null);
    expect(off.json().order.rider).toBeNull();
  });

  it('gives a slot’s unassigned orders to one rider; a second rider takes what is left', async () => {
    const slot = t.delivery.evening;
    const date = clock.today();
    const first = await loginStaff(t, 'rider', 'Asha Rider');
    const second = await loginStaff(t, 'rider', 'Babu Rider');
    const a = await place(slot.id);
    const b = await place(slot.id);
    await assign(a.orderId, second.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/deliveries/assign-slot',
      headers: bearer(t.adminToken),
      payload: { date, slotId: slot.id, riderId: first.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().assigned).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(orders).where(eq(orders.slotId, slot.id));
    expect(rows.find((o) => o.id === a.orderId)!.riderId).toBe(second.id);
    expect(rows.find((o) => o.id === b.orderId)!.riderId).toBe(first.id);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/deliveries/assign-slot',
      headers: bearer(t.adminToken),
      payload: { date, slotId: slot.id, riderId: second.id },
    });
    expect(again.json().assigned).toBe(0);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/deliveries/assign-slot', headers: bearer(t.adminToken), payload: { date, slotId: slot.id } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the rider’s day', () => {
  it('shows only my deliveries, with the recipient to call, the address and no cash for a paid order', async () => {
    const mineOrder = await place();
    const other = await place();
    const me = await loginStaff(t, 'rider', 'Kiran Rider');
    const them = await loginStaff(t, 'rider', 'Lata Rider');
    await assign(mineOrder.orderId, me.id);
    await assign(other.orderId, them.id);
    const answer = (await mine(me.token)).json();
    expect(answer.date).toBe(clock.today());
    expect(answer.deliveries.map((d: { _id: string }) => d._id)).toEqual([mineOrder.orderId]);
    expect(answer.deliveries[0]).toMatchObject({
      recipient: { name: 'Amma', phone: '9123456789' },
      address: '14 Temple Street, Malleshwaram, Bengaluru, Karnataka 560003',
      pincode: '560003',
      collect: null,
      items: [{ name: 'Genda Phool Toran', quantity: 1, isAddon: false }],
      slot: { _id: t.delivery.evening.id },
    });
    // Another rider's order is not there at all.
    expect((await ride(other.orderId, 'out', me.token)).statusCode).toBe(404);
    expect((await delivered(other.orderId, me.token)).statusCode).toBe(404);
    expect((await ride(other.orderId, 'failed', me.token, { reason: 'Nobody home' })).statusCode).toBe(404);
  });

  it('goes out, fails with a reason, goes out again and is delivered with a photo and who received it', async () => {
    const { orderId, orderNumber, customer } = await place();
    await prepare(orderId);
    const rider = await loginStaff(t, 'rider', 'Mohan Rider');
    await assign(orderId, rider.id);
    const out = await ride(orderId, 'out', rider.token);
    expect(out.statusCode).toBe(200);
    expect(out.json().delivery).toMatchObject({ orderStatus: 'shipped', deliveryStatus: 'out_for_delivery' });
    expect((await ride(orderId, 'out', rider.token)).statusCode).toBe(409);
    expect((await ride(orderId, 'failed', rider.token, { reason: '' })).statusCode).toBe(400);
    const failed = await ride(orderId, 'failed', rider.token, { reason: 'Gate locked, no answer' });
    expect(failed.json().delivery).toMatchObject({ deliveryStatus: 'failed', failureReason: 'Gate locked, no answer' });
    expect((await delivered(orderId, rider.token)).statusCode).toBe(409);
    expect((await ride(orderId, 'out', rider.token)).json().delivery).toMatchObject({ deliveryStatus: 'out_for_delivery', failureReason: null });

    const before = listFiles(t.config.uploadsDir).length;
    const nameless = await delivered(orderId, rider.token, '');
    expect(nameless.statusCode).toBe(400);
    expect(listFiles(t.config.uploadsDir).length).toBe(before);
    const done = await delivered(orderId, rider.token, 'Her neighbour, Mrs Rao');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().delivery).toMatchObject({
      orderStatus: 'delivered',
      deliveryStatus: 'delivered',
      receivedBy: 'Her neighbour, Mrs Rao',
      deliveryPhoto: expect.stringMatching(new RegExp(`^/uploads/deliveries/${orderId}/`)),
    });

    const steps = await history(orderId);
    expect(steps.slice(-4).map((h: { toDeliveryStatus: string; actor: string; note: string }) => [h.toDeliveryStatus, h.actor, h.note])).toEqual([
      ['out_for_delivery', 'Mohan Rider (rider)', 'Out for delivery'],
      ['failed', 'Mohan Rider (rider)', 'Delivery failed: Gate locked, no answer'],
      ['out_for_delivery', 'Mohan Rider (rider)', 'Out again after a failed attempt'],
      ['delivered', 'Mohan Rider (rider)', 'Received by Her neighbour, Mrs Rao'],
    ]);
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) }))
      .json()
      .orders.find((o: { _id: string }) => o._id === orderId);
    expect(theirs).toMatchObject({ orderStatus: 'delivered', receivedBy: 'Her neighbour, Mrs Rao', deliveryPhoto: done.json().delivery.deliveryPhoto });
    expect(theirs.rider).toBeUndefined();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId));
    expect(mails.map((m) => m.subject)).toContain(`Order ${orderNumber} delivered`);
  });

  it('records a cash order’s cash as collected when it is delivered', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/settings',
          headers: bearer(t.adminToken),
          payload: { cashOnDelivery: { enabled: true, maxOrderValue: 5000, fee: 30, pincodes: ['560003'] } },
        })
      ).statusCode,
    ).toBe(200);
    const customer = await registerCustomer(t.app);
    await addToCart(t.app, customer.token, t.fixture.products['Genda Phool Toran']!, 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cash-on-delivery',
      headers: bearer(customer.token),
      payload: checkoutBody({ slotId: t.delivery.evening.id, date: clock.today() }),
    });
    const order = placed.json().order;
    const rider = await loginStaff(t, 'rider', 'Cash Rider');
    await assign(order._id, rider.id);
    const listed = (await mine(rider.token)).json().deliveries[0];
    expect(listed.collect).toBe(order.totalAmount);
    await prepare(order._id);
    await ride(order._id, 'out', rider.token);
    const done = await delivered(order._id, rider.token, 'Amma');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().delivery).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid', collect: null });
    const last = (await history(order._id)).at(-1);
    expect(last).toMatchObject({ toStatus: 'delivered', actor: 'Cash Rider (rider)' });
    expect(last.note).toMatch(/^Cash collected: ₹[\d,]+ · Received by Amma$/);
  });
});
