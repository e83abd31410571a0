// Subscriptions through the real HTTP stack and database: the owner's plans, subscribing and paying
// the cycle (simulated gateway), the day-before job making one ordinary order per delivery day
// (twice is still one; days off make none; a slot place is held), days off, a new address, the
// desk's view of a day, ownership, bad input, the renewal reminder sent once, and cancelling with
// the undelivered part refunded once through the Razorpay fake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Subscription, SubscribeAnswer } from '@phoolwari/contracts';
import { deliverySlots, orders, phoneOutbox, products, subscriptions } from '../../db/schema';
import { newId } from '../../db/ids';
import { hmacHex } from '../../platform/payments/gateway';
import { bearer, createTestApp, loginAdmin, loginStaff, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { addToCart, checkoutBody, payOrder, setUpDelivery, testClock } from '../../test/commerce';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { mailsTo } from '../../test/mail';
import { until } from '../../test/until';
import { countSlotBookings } from '../delivery';

type Suite = TestApp & {
  fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
  delivery: Awaited<ReturnType<typeof setUpDelivery>>;
  adminToken: string;
  dailyPlan: string;
};

// Monday 23 November 2026, 10:00 in the shop.
async function suiteOn(env: Record<string, string>, clock: ReturnType<typeof testClock>): Promise<Suite> {
  const t = await createTestApp(env, { clock });
  const fixture = await insertTestCatalogue(t.database.db);
  const delivery = await setUpDelivery(t.database.db);
  const adminToken = await loginAdmin(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/subscription-plans',
    headers: bearer(adminToken),
    payload: {
      name: 'Daily pooja flowers',
      nameHi: 'रोज़ के पूजा के फूल',
      productId: fixture.products['Red Rose Bouquet'],
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      slotId: delivery.morning.id,
      pricePerDelivery: 99,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  // Every delivery takes a bouquet from stock: enough for all the cycles these tests run.
  await t.database.db.update(products).set({ stock: 1_000 }).where(eq(products.id, fixture.products['Red Rose Bouquet']!));
  return Object.assign(t, { fixture, delivery, adminToken, dailyPlan: res.json().plan._id as string });
}

const subscribeBody = (planId: string, overrides: object = {}) => {
  const { shippingAddress, recipient } = checkoutBody({ slotId: newId(), date: '2026-11-24' });
  return { planId, startDate: '2026-11-24', weeks: 1, shippingAddress, recipient, ...overrides };
};

describe('subscriptions on the simulated gateway', () => {
  const clock = testClock('2026-11-23T04:30:00Z');
  let t: Suite;
  beforeAll(async () => {
    t = await suiteOn({}, clock);
  });
  afterAll(() => t.close());

  const get = (token: string, id: string) => t.app.inject({ method: 'GET', url: `/api/subscriptions/${id}`, headers: bearer(token) });
  const daysOff = (token: string, id: string, from: string, to = from) =>
    t.app.inject({ method: 'POST', url: `/api/subscriptions/${id}/days-off`, headers: bearer(token), payload: { from, to } });
  const ordersOf = (id: string) => t.database.db.select().from(orders).where(eq(orders.subscriptionId, id));

  async function paidSubscription(overrides: object = {}) {
    const customer = await registerCustomer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: bearer(customer.token),
      payload: subscribeBody(t.dailyPlan, overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<SubscribeAnswer>();
    expect(answer.subscription.state).toBe('awaiting_payment');
    await payOrder(t.app, customer.token, answer.payment);
    return { customer, id: answer.subscription._id, answer };
  }

  it('lists the owner’s plans to everyone; only plan editors write them, and a bad plan is refused', async () => {
    const plans = await t.app.inject({ method: 'GET', url: '/api/subscription-plans' });
    expect(plans.json().plans).toEqual([
      expect.objectContaining({
        name: 'Daily pooja flowers',
        hi: expect.objectContaining({ name: 'रोज़ के पूजा के फूल' }),
        pricePerDelivery: 99,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
      }),
    ]);
    const desk = await loginStaff(t, 'desk');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/subscription-plans', headers: bearer(desk.token) })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/subscription-plans',
      headers: bearer(t.adminToken),
      payload: { name: 'No days', productId: t.fixture.products['Red Rose Bouquet'], weekdays: [], slotId: t.delivery.morning.id, pricePerDelivery: 99 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('weekdays');
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription-plans' })).json().plans).toHaveLength(1);
  });

  it('subscribes for a week and pays the cycle up front through its first delivery’s order; the cart stays', async () => {
    const customer = await registerCustomer(t.app);
    await addToCart(t.app, customer.token, t.fixture.products['Pink Rose Box']!);
    const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: bearer(customer.token), payload: subscribeBody(t.dailyPlan) });
    expect(res.statusCode, res.body).toBe(201);
    const { subscription, payment } = res.json<SubscribeAnswer>();
    // Seven mornings at ₹99, computed by the server.
    expect(subscription).toMatchObject({ deliveries: 7, total: 693, pricePerDelivery: 99, endDate: '2026-11-30', placed: 1 });
    expect(payment).toMatchObject({ amount: 69_300, provider: 'simulated' });
    expect(subscription.reference).toMatch(/^SB261123-[A-Z2-9]{4}$/);
    const order = await payOrder(t.app, customer.token, payment);
    expect(order).toMatchObject({ paymentStatus: 'paid', totalAmount: 693 });
    const after = (await get(customer.token, subscription._id)).json<{ subscription: Subscription }>().subscription;
    expect(after).toMatchObject({ state: 'active', placed: 1, refundIfCancelled: 594 });
    expect(after.schedule[0]).toMatchObject({ date: '2026-11-24', orderNumber: payment.orderNumber });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(customer.token) })).json().cart;
    expect(cart.totalItems).toBe(1);
    // The paid first delivery is cancelled with the subscription, not on its own.
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${payment.orderId}/cancel`, headers: bearer(customer.token), payload: {} });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('PAID_BY_SUBSCRIPTION');
  });

  it('the day-before job makes exactly one ordinary order for the day, at no charge, holding a slot place; a second run makes none', async () => {
    const { id, customer } = await paidSubscription();
    const before = await countSlotBookings(t.database.db, t.delivery.morning.id, '2026-11-25');
    // Every running subscription with a delivery that day gets its order (this one and earlier tests').
    const placed = await t.app.subscriptions.placeDeliveries('2026-11-25');
    expect(placed).toBeGreaterThanOrEqual(1);
    expect(await t.app.subscriptions.placeDeliveries('2026-11-25')).toBe(0);
    const made = (await ordersOf(id)).filter((o) => o.deliveryDate === '2026-11-25');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      totalPaise: 0,
      paymentProvider: 'subscription',
      slotId: t.delivery.morning.id,
    });
    expect(made[0]!.deliveryNotes).toContain('delivery 2 of 7');
    expect(await countSlotBookings(t.database.db, t.delivery.morning.id, '2026-11-25')).toBe(before + placed);
    // It is in the customer's orders like any other.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) })).json().orders;
    expect(mine.map((o: { _id: string }) => o._id)).toContain(made[0]!.id);
    // The desk sees the day at a glance; a rider may not.
    const desk = await loginStaff(t, 'desk');
    const day = (await t.app.inject({ method: 'GET', url: '/api/admin/subscriptions/deliveries?date=2026-11-25', headers: bearer(desk.token) })).json();
    expect(day.deliveries.find((d: { subscriptionId: string }) => d.subscriptionId === id)).toMatchObject({
      status: 'placed',
      orderNumber: made[0]!.orderNumber,
    });
    const rider = await loginStaff(t, 'rider');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/subscriptions/deliveries', headers: bearer(rider.token) })).statusCode).toBe(403);
  });

  it('skips a day and pauses a range: those days make no order and the cycle ends later; a made day or today is refused and changes nothing', async () => {
    const { id, customer } = await paidSubscription();
    await t.app.subscriptions.placeDeliveries('2026-11-25');
    const skip = await daysOff(customer.token, id, '2026-11-26');
    expect(skip.statusCode, skip.body).toBe(200);
    const pause = await daysOff(customer.token, id, '2026-11-27', '2026-11-28');
    expect(pause.statusCode, pause.body).toBe(200);
    const s = pause.json<{ subscription: Subscription }>().subscription;
    expect(s.daysOff).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    expect(s.endDate).toBe('2026-12-03');
    expect(s.schedule.map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']);
    for (const date of ['2026-11-26', '2026-11-27', '2026-11-28']) await t.app.subscriptions.placeDeliveries(date);
    expect((await ordersOf(id)).map((o) => o.deliveryDate).sort()).toEqual(['2026-11-24', '2026-11-25']);
    const desk = (await t.app.inject({ method: 'GET', url: '/api/admin/subscriptions/deliveries?date=2026-11-26', headers: bearer(t.adminToken) })).json();
    expect(desk.deliveries.find((d: { subscriptionId: string }) => d.subscriptionId === id).status).toBe('day_off');

    const placedDay = await daysOff(customer.token, id, '2026-11-25');
    expect(placedDay.statusCode).toBe(409);
    expect(placedDay.json().code).toBe('DELIVERY_PLACED');
    const today = await daysOff(customer.token, id, '2026-11-23');
    expect(today.statusCode).toBe(400);
    const backwards = await daysOff(customer.token, id, '2026-12-02', '2026-12-01');
    expect(backwards.statusCode).toBe(400);
    expect((await get(customer.token, id)).json().subscription.daysOff).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('moves a delivery to the end of the cycle when its slot is full, holding no place it does not have', async () => {
    const { id, customer } = await paidSubscription();
    const date = '2026-11-26';
    const [slot] = await t.database.db.select().from(deliverySlots).where(eq(deliverySlots.id, t.delivery.morning.id));
    const booked = await countSlotBookings(t.database.db, slot!.id, date);
    await t.database.db.update(deliverySlots).set({ capacity: booked }).where(eq(deliverySlots.id, slot!.id));
    try {
      await t.app.subscriptions.placeDeliveries(date);
      expect(await countSlotBookings(t.database.db, slot!.id, date)).toBe(booked);
      const s = (await get(customer.token, id)).json<{ subscription: Subscription }>().subscription;
      expect(s.daysOff).toContain(date);
      expect(s.schedule).toHaveLength(7);
    } finally {
      await t.database.db.update(deliverySlots).set({ capacity: slot!.capacity }).where(eq(deliverySlots.id, slot!.id));
    }
  });

  const rose = () => t.fixture.products['Red Rose Bouquet']!;
  const stockOf = async () => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, rose())))[0]!.stock;

  it('takes each delivery’s flowers from stock as checkout does: the first while the cycle is paid (given back if it is not), each later one when its order is made', async () => {
    const before = await stockOf();
    const customer = await registerCustomer(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: bearer(customer.token), payload: subscribeBody(t.dailyPlan) });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stockOf()).toBe(before - 1);
    // Dropped before paying: its unpaid order is cancelled and the bouquet goes back on the shelf.
    const dropped = await t.app.inject({ method: 'POST', url: `/api/subscriptions/${res.json().subscription._id}/cancel`, headers: bearer(customer.token) });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await stockOf()).toBe(before);

    const { id } = await paidSubscription();
    const held = await stockOf();
    expect(held).toBe(before - 1);
    const placed = await t.app.subscriptions.placeDeliveries('2026-11-29');
    expect(placed).toBeGreaterThanOrEqual(1);
    expect(await stockOf()).toBe(held - placed);
    expect((await ordersOf(id)).map((o) => o.deliveryDate)).toContain('2026-11-29');
  });

  it('refuses to start a cycle whose flowers are sold out, making nothing', async () => {
    const customer = await registerCustomer(t.app);
    const stock = await stockOf();
    const [subs, orderCount] = [await t.database.db.$count(subscriptions), await t.database.db.$count(orders)];
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, rose()));
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: bearer(customer.token), payload: subscribeBody(t.dailyPlan) });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: expect.stringContaining('sold out') });
      expect([await t.database.db.$count(subscriptions), await t.database.db.$count(orders)]).toEqual([subs, orderCount]);
    } finally {
      await t.database.db.update(products).set({ stock }).where(eq(products.id, rose()));
    }
  });

  it('moves a sold-out day’s delivery to the end of the cycle and tells the customer once, by mail and phone message', async () => {
    const { id, customer, answer } = await paidSubscription();
    const date = '2026-11-30';
    const stock = await stockOf();
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, rose()));
    try {
      await t.app.subscriptions.placeDeliveries(date);
      expect(await stockOf()).toBe(0);
      await t.database.db.update(products).set({ stock }).where(eq(products.id, rose()));
      // Run again with flowers back: the day is a day off now, made neither late nor twice, told once.
      await t.app.subscriptions.placeDeliveries(date);
    } finally {
      await t.database.db.update(products).set({ stock }).where(eq(products.id, rose()));
    }
    expect((await ordersOf(id)).map((o) => o.deliveryDate)).not.toContain(date);
    const s = (await get(customer.token, id)).json<{ subscription: Subscription }>().subscription;
    expect(s.daysOff).toContain(date);
    expect(s.schedule).toHaveLength(7);
    expect(s.endDate).toBe('2026-12-01');
    const mails = (await mailsTo(t.database.db, customer.body.email)).filter((m) => m.subject.includes('end of your subscription'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your flowers of 30 November 2026 come at the end of your subscription');
    expect(mails[0]!.text).toContain('sold out for 30 November 2026');
    expect(mails[0]!.text).toContain('your last delivery is now on 1 December 2026');
    // The phone message is kept with the cycle's order (its first delivery's), as its mail is.
    const texts = await t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.relatedOrderId, answer.payment.orderId));
    expect(texts.filter((m) => m.text.includes('flowers sold out on 30 November 2026'))).toHaveLength(1);
  });

  it('tells the cycle’s confirmation once: the day-before orders send no confirmation mail or phone message of their own', async () => {
    const { id, customer, answer } = await paidSubscription();
    await t.app.subscriptions.placeDeliveries('2026-11-25');
    const [day] = (await ordersOf(id)).filter((o) => o.deliveryDate === '2026-11-25');
    expect(day).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const mails = await mailsTo(t.database.db, customer.body.email);
    expect(mails.filter((m) => m.subject.includes(answer.payment.orderNumber))).toHaveLength(1);
    expect(mails.filter((m) => m.subject.includes(day!.orderNumber))).toEqual([]);
    const textsOf = (orderId: string) => t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.relatedOrderId, orderId));
    expect(await textsOf(answer.payment.orderId)).toHaveLength(1);
    expect(await textsOf(day!.id)).toEqual([]);
    // Cancelled by the shop, the day is news: that mail is sent, and its bouquet goes back on the shelf.
    const stock = await stockOf();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${day!.id}/cancel`,
      headers: bearer(t.adminToken),
      payload: { reason: 'The recipient is away' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await mailsTo(t.database.db, customer.body.email)).filter((m) => m.subject.includes(day!.orderNumber))).toHaveLength(1);
    expect(await stockOf()).toBe(stock + 1);
  });

  it('gives a day off back until its order is made at 14:00 the day before, and refuses it after', async () => {
    const { id, customer } = await paidSubscription();
    const undo = (token: string, from: string, to = from) =>
      t.app.inject({ method: 'POST', url: `/api/subscriptions/${id}/days-off/undo`, headers: bearer(token), payload: { from, to } });
    expect((await daysOff(customer.token, id, '2026-11-26')).statusCode).toBe(200);
    const paused = (await daysOff(customer.token, id, '2026-11-27', '2026-11-28')).json<{ subscription: Subscription }>().subscription;
    expect(paused).toMatchObject({ endDate: '2026-12-03', daysOffUndoable: ['2026-11-26', '2026-11-27', '2026-11-28'] });

    const back = await undo(customer.token, '2026-11-26');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().subscription).toMatchObject({ daysOff: ['2026-11-27', '2026-11-28'], endDate: '2026-12-02' });
    expect(back.json().subscription.schedule.map((d: { date: string }) => d.date)).toContain('2026-11-26');
    expect((await undo(customer.token, '2026-11-26')).statusCode).toBe(400);
    expect((await undo((await registerCustomer(t.app)).token, '2026-11-27')).statusCode).toBe(404);

    // 14:30 on the 26th: the 27th's order was made at 14:00, the 28th's is not made yet.
    clock.set('2026-11-26T09:00:00Z');
    try {
      expect((await get(customer.token, id)).json().subscription.daysOffUndoable).toEqual(['2026-11-28']);
      const late = await undo(customer.token, '2026-11-27', '2026-11-28');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'DAY_OFF_CLOSED', message: expect.stringContaining('27 November') });
      expect((await get(customer.token, id)).json().subscription.daysOff).toEqual(['2026-11-27', '2026-11-28']);
      const last = await undo(customer.token, '2026-11-28');
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json().subscription).toMatchObject({ daysOff: ['2026-11-27'], endDate: '2026-12-01', daysOffUndoable: [] });
    } finally {
      clock.set('2026-11-23T04:30:00Z');
    }
  });

  it('changes the address for the deliveries still to make; an unserved pincode is refused and changes nothing', async () => {
    const { id, customer } = await paidSubscription();
    const { shippingAddress, recipient } = subscribeBody(t.dailyPlan);
    const moved = { ...shippingAddress, street: '2 Lake View Road, Jayanagar', pincode: '560011' };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/subscriptions/${id}/address`,
      headers: bearer(customer.token),
      payload: { shippingAddress: moved, recipient },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.subscriptions.placeDeliveries('2026-11-25');
    const [order] = (await ordersOf(id)).filter((o) => o.deliveryDate === '2026-11-25');
    expect((order!.shippingAddress as { street: string }).street).toBe('2 Lake View Road, Jayanagar');
    const unserved = await t.app.inject({
      method: 'PUT',
      url: `/api/subscriptions/${id}/address`,
      headers: bearer(customer.token),
      payload: { shippingAddress: { ...moved, street: 'Far away', pincode: '110001' }, recipient },
    });
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json().code).toBe('PINCODE_NOT_SERVICEABLE');
    expect((await get(customer.token, id)).json().subscription.shippingAddress.street).toBe('2 Lake View Road, Jayanagar');
  });

  it('answers another customer 404 on every read and change, and 401 without sign-in', async () => {
    const { id } = await paidSubscription();
    const other = await registerCustomer(t.app);
    expect((await get(other.token, id)).statusCode).toBe(404);
    expect((await daysOff(other.token, id, '2026-11-27')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/subscriptions/${id}/cancel`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: bearer(other.token) })).json().subscriptions).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);
  });

  it.each([
    ['no weeks', { weeks: 0 }, 'weeks'],
    ['too many weeks', { weeks: 13 }, 'weeks'],
    ['a start today', { startDate: '2026-11-23' }, 'startDate'],
    ['a start not on the calendar', { startDate: '2026-11-31' }, 'startDate'],
    ['a plan that does not exist', { planId: 'c'.repeat(24) }, 'planId'],
    ['an unserved pincode', { shippingAddress: { ...subscribeBody('x').shippingAddress, pincode: '110001' } }, 'shippingAddress.pincode'],
  ])('refuses %s with 400 and makes nothing', async (_label, override, field) => {
    const customer = await registerCustomer(t.app);
    const [subs, orderCount] = [await t.database.db.$count(subscriptions), await t.database.db.$count(orders)];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: bearer(customer.token),
      payload: subscribeBody(t.dailyPlan, override),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect([await t.database.db.$count(subscriptions), await t.database.db.$count(orders)]).toEqual([subs, orderCount]);
  });

  it('reminds of renewal once, a few days before the last delivery', async () => {
    const { customer } = await paidSubscription({ startDate: '2026-12-01' });
    clock.set('2026-12-04T04:30:00Z');
    try {
      expect(await t.app.subscriptions.sendRenewalReminders()).toBeGreaterThanOrEqual(1);
      expect(await t.app.subscriptions.sendRenewalReminders()).toBe(0);
      const mails = (await mailsTo(t.database.db, customer.body.email)).filter((m) => m.subject.includes('ends on'));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('7 December 2026');
    } finally {
      clock.set('2026-11-23T04:30:00Z');
    }
  });
});

describe('cancelling with a pro-rata refund through Razorpay (local fake)', () => {
  const keys = { keyId: 'rzp_test_shop', keySecret: 'shop-key-secret', webhookSecret: 'shop-webhook-secret' };
  const clock = testClock('2026-11-23T04:30:00Z');
  let fake: FakeRazorpay;
  let t: Suite;
  beforeAll(async () => {
    fake = await startFakeRazorpay(keys.keyId, keys.keySecret);
    t = await suiteOn(
      {
        JOB_WORKERS: 'true',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: keys.keyId,
        RAZORPAY_KEY_SECRET: keys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
        RAZORPAY_API_BASE_URL: fake.baseUrl,
        REFUND_POLL_SECONDS: '1',
      },
      clock,
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('refunds the deliveries not made (their number × the price of one) once, and stops making orders', async () => {
    const customer = await registerCustomer(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: bearer(customer.token), payload: subscribeBody(t.dailyPlan) });
    expect(res.statusCode, res.body).toBe(201);
    const { subscription, payment } = res.json<SubscribeAnswer>();
    expect(fake.requests.find((r) => r.url === '/v1/orders' && r.body.amount === 69_300)).toBeTruthy();
    const paymentId = `pay_${newId().slice(0, 14)}`;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify-payment',
      headers: bearer(customer.token),
      payload: {
        razorpayOrderId: payment.razorpayOrderId,
        razorpayPaymentId: paymentId,
        razorpaySignature: hmacHex(keys.keySecret, `${payment.razorpayOrderId}|${paymentId}`),
        orderId: payment.orderId,
      },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    await t.app.subscriptions.placeDeliveries('2026-11-25');

    const cancel = () => t.app.inject({ method: 'POST', url: `/api/subscriptions/${subscription._id}/cancel`, headers: bearer(customer.token) });
    const done = await cancel();
    expect(done.statusCode, done.body).toBe(200);
    // Two of seven made: five × ₹99 back.
    expect(done.json().subscription).toMatchObject({ state: 'cancelled', refund: 495, placed: 2 });
    await until(() => fake.refunds.some((r) => r.payment_id === paymentId), 'the refund to reach the gateway');
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_CANCELLED');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sent = fake.refunds.filter((r) => r.payment_id === paymentId);
    expect(sent.map((r) => r.amount)).toEqual([49_500]);
    // No order is made for the days after.
    expect(await t.app.subscriptions.placeDeliveries('2026-11-26')).toBe(0);
    const made = await t.database.db
      .select({ date: orders.deliveryDate })
      .from(orders)
      .where(and(eq(orders.subscriptionId, subscription._id), isNotNull(orders.subscriptionId)));
    expect(made.map((o) => o.date).sort()).toEqual(['2026-11-24', '2026-11-25']);
  });
});
