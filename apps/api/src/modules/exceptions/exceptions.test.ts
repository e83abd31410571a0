// Order exceptions on a real database: a failed delivery reaches its customer at once (one mail and
// one phone message in their language, with the rider's reason and the link to answer), who chooses
// another slot (free, within the slot's capacity and cut-offs: a full slot is refused and nothing
// changes) or cancels with one refund however often they ask; an order taken out before it was
// ready needs the rider's reason and is flagged to the desk; the tracking page's steps carry their
// times and never one that did not happen; nobody acts on another customer's order. A substitution
// the florist made (with its photo), a delay the desk announces and a custom design priced,
// approved and ready to buy each reach the customer once, in their language, show in their
// notices (nobody else's) and on the desk's list with who was told and who answered.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NOTICE_EVENT, type Language } from '@phoolwari/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { deliverySlots, mailOutbox, orderExceptions, orderHistory, orders, phoneOutbox, refunds } from '../../db/schema';
import { bearer, loginStaff, registerCustomer } from '../../test/app';
import { testClock } from '../../test/commerce';
import { solidPng, uploadForm } from '../../test/images';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';
import { connected, listen } from '../../test/sockets';

const clock = testClock();
const t = setUpOrderingSuite(clock);

const tomorrow = () => {
  const d = new Date(`${clock.today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

async function placeFor(language: Language = 'en') {
  const customer = await registerCustomer(t.app, { language });
  const placed = await placePaidOrder(t.app, {
    customer,
    productId: t.fixture.products['Genda Phool Toran']!,
    slotId: t.delivery.evening.id,
    date: clock.today(),
  });
  return { ...placed, customer };
}
const ride = (orderId: string, step: 'out' | 'failed', token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/staff/my-deliveries/${orderId}/${step}`, headers: bearer(token), ...(payload ? { payload } : {}) });
async function prepare(orderId: string) {
  const florist = await loginStaff(t, 'florist', 'Fatima Florist');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/staff/bench/${orderId}/prepared`,
    headers: bearer(florist.token),
    payload: uploadForm([{ name: 'bouquet.png', data: await solidPng(600, 600), type: 'image/png', field: 'photo' }]),
  });
  expect(res.statusCode, res.body).toBe(200);
}
/** A paid order, prepared, given to a rider, taken out and failed at the door. */
async function failedDelivery(language: Language = 'en', reason = 'Gate locked, nobody answered') {
  const placed = await placeFor(language);
  await prepare(placed.orderId);
  const rider = await loginStaff(t, 'rider', 'Ravi Rider');
  expect(
    (await t.app.inject({ method: 'PUT', url: `/api/admin/orders/${placed.orderId}/rider`, headers: bearer(t.adminToken), payload: { riderId: rider.id } }))
      .statusCode,
  ).toBe(200);
  expect((await ride(placed.orderId, 'out', rider.token)).statusCode).toBe(200);
  const failed = await ride(placed.orderId, 'failed', rider.token, { reason });
  expect(failed.statusCode, failed.body).toBe(200);
  return { ...placed, rider };
}
const orderRow = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const historyCount = async (orderId: string) => (await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).length;
const options = (orderId: string, token: string, date?: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/reschedule${date ? `?date=${date}` : ''}`, headers: bearer(token) });
const reschedule = (orderId: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/reschedule`, headers: bearer(token), payload });
const cancel = (orderId: string, token: string) => t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel-after-failure`, headers: bearer(token) });
const deskList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/order-exceptions', headers: bearer(t.adminToken) })).json().exceptions as {
    orderId: string;
    kind: string;
    reason: string;
    orderNumber: string;
    mail: string | null;
    phone: string | null;
    photo: string | null;
    answer: string | null;
    answeredAt: string | null;
  }[];

describe('a failed delivery reaches the customer at once', () => {
  it.each(['en', 'hi'] as const)('queues one mail and one phone message (%s) with the reason and the link, in the rider’s move', async (language) => {
    const { orderId, orderNumber, customer } = await failedDelivery(language, 'Gate locked, nobody answered');
    const link = `${t.config.publicUrl}${language === 'hi' ? '/hi' : ''}/orders/${orderId}/reschedule`;
    const mails = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId))).filter((m) => m.text.includes('/reschedule'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(customer.body.email);
    expect(mail.subject).toContain(orderNumber);
    expect(mail.text).toContain('Gate locked, nobody answered');
    expect(mail.text).toContain(link);
    const texts = (await t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.relatedOrderId, orderId))).filter((m) => m.text.includes('/reschedule'));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('Gate locked, nobody answered');
    expect(texts[0]!.text).toContain(link);
    if (language === 'hi') {
      expect(mail.subject).toBe(`ऑर्डर ${orderNumber} की डिलीवरी नहीं हो पाई`);
      expect(mail.text).toContain('कारण: Gate locked, nobody answered');
      expect(texts[0]!.text).toMatch(/^फूलवारी: /);
      expect(mail.text).not.toMatch(/Reason|Dear/);
    } else {
      expect(mail.subject).toBe(`We could not deliver order ${orderNumber}`);
      expect(mail.text).toContain('Reason: Gate locked, nobody answered');
      expect(mail.text).toContain('get your money back in full');
      expect(`${mail.subject}${mail.text}${texts[0]!.text}`).not.toMatch(/[\u0900-\u097F]/);
    }
    // My Orders shows the reason; the desk sees that the customer was told and has not answered.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) }))
      .json()
      .orders.find((o: { _id: string }) => o._id === orderId);
    expect(mine).toMatchObject({ orderStatus: 'shipped', deliveryStatus: 'failed', deliveryFailureReason: 'Gate locked, nobody answered' });
    expect((await deskList()).find((e) => e.orderId === orderId)).toMatchObject({
      kind: 'delivery_failed',
      reason: 'Gate locked, nobody answered',
      mail: 'stored',
      phone: expect.any(String),
      answer: null,
    });
  });
});

describe('choosing another slot', () => {
  it('refuses a full slot with 409 and changes nothing, then moves the order into an open one at no charge', async () => {
    const { orderId, customer } = await failedDelivery();
    const before = await orderRow(orderId);
    const steps = await historyCount(orderId);

    // Opening the link is seen by the desk.
    const opened = await options(orderId, customer.token, tomorrow());
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().reschedule).toMatchObject({
      orderId,
      failureReason: 'Gate locked, nobody answered',
      date: tomorrow(),
      refundOnCancel: before.totalPaise / 100,
    });
    expect((await deskList()).find((e) => e.orderId === orderId)?.answer).toBe('opened');

    const morning = t.delivery.morning;
    const capacity = morning.capacity;
    await t.database.db.update(deliverySlots).set({ capacity: 0 }).where(eq(deliverySlots.id, morning.id));
    try {
      const listed = (await options(orderId, customer.token, tomorrow())).json().reschedule.slots.find((s: { _id: string }) => s._id === morning.id);
      expect(listed).toMatchObject({ available: false, reason: 'full' });
      const full = await reschedule(orderId, customer.token, { date: tomorrow(), slotId: morning.id });
      expect(full.statusCode, full.body).toBe(409);
      expect(full.json().code).toBe('SLOT_FULL');
    } finally {
      await t.database.db.update(deliverySlots).set({ capacity }).where(eq(deliverySlots.id, morning.id));
    }
    // Past the cut-off: the evening slot of a day already gone is refused too.
    const yesterday = '2026-11-22';
    expect((await reschedule(orderId, customer.token, { date: yesterday, slotId: t.delivery.evening.id })).json().code).toBe('SLOT_UNAVAILABLE');
    expect((await reschedule(orderId, customer.token, { date: tomorrow(), slotId: 'nope' })).statusCode).toBe(400);
    expect(await orderRow(orderId)).toEqual(before);
    expect(await historyCount(orderId)).toBe(steps);

    const ok = await reschedule(orderId, customer.token, { date: tomorrow(), slotId: morning.id });
    expect(ok.statusCode, ok.body).toBe(204);
    const after = await orderRow(orderId);
    expect(after).toMatchObject({
      status: 'processing',
      deliveryStatus: 'pending',
      deliveryDate: tomorrow(),
      slotId: morning.id,
      slotName: morning.name,
      riderId: null,
      totalPaise: before.totalPaise,
      paymentStatus: 'paid',
    });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
    expect((await deskList()).find((e) => e.orderId === orderId)?.answer).toBe('rescheduled');
    // Done once: asked again, there is no failed delivery left to move.
    expect((await reschedule(orderId, customer.token, { date: tomorrow(), slotId: morning.id })).json().code).toBe('DELIVERY_NOT_FAILED');
  });
});

describe('cancelling after a failed delivery', () => {
  it('cancels and refunds in full once, however often it is asked', async () => {
    const { orderId, customer } = await failedDelivery();
    const total = (await orderRow(orderId)).totalPaise;
    const first = await cancel(orderId, customer.token);
    expect(first.statusCode, first.body).toBe(204);
    const again = await cancel(orderId, customer.token);
    expect(again.statusCode, again.body).toBe(204);
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    const given = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(given.map((r) => r.amountPaise)).toEqual([total]);
    expect((await deskList()).find((e) => e.orderId === orderId)?.answer).toBe('cancelled');
    // A cancelled order has no slot to choose.
    expect((await reschedule(orderId, customer.token, { date: tomorrow(), slotId: t.delivery.morning.id })).statusCode).toBe(409);
  });

  it('is refused for an order whose delivery has not failed', async () => {
    const { orderId, customer } = await placeFor();
    const res = await cancel(orderId, customer.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DELIVERY_NOT_FAILED');
    expect((await orderRow(orderId)).status).toBe('confirmed');
  });
});

describe('another customer’s order', () => {
  it('answers 404 to every call and changes nothing; a guest gets 401, staff reads are role-checked', async () => {
    const { orderId } = await failedDelivery();
    const stranger = await registerCustomer(t.app);
    const before = await orderRow(orderId);
    expect((await options(orderId, stranger.token)).statusCode).toBe(404);
    expect((await reschedule(orderId, stranger.token, { date: tomorrow(), slotId: t.delivery.morning.id })).statusCode).toBe(404);
    expect((await cancel(orderId, stranger.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel-after-failure` })).statusCode).toBe(401);
    expect(await orderRow(orderId)).toEqual(before);
    expect((await deskList()).find((e) => e.orderId === orderId)?.answer).toBeNull();
    const florist = await loginStaff(t, 'florist');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/order-exceptions', headers: bearer(florist.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/order-exceptions', headers: bearer(stranger.token) })).statusCode).toBe(403);
  });
});

describe('ready before it leaves', () => {
  it('marks ready orders on the rider’s list; an unprepared one leaves only with a reason, flagged to the desk', async () => {
    const { orderId } = await placeFor();
    const ready = await placeFor();
    await prepare(ready.orderId);
    const rider = await loginStaff(t, 'rider', 'Uma Rider');
    for (const id of [orderId, ready.orderId])
      await t.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/rider`, headers: bearer(t.adminToken), payload: { riderId: rider.id } });
    const list = (await t.app.inject({ method: 'GET', url: '/api/staff/my-deliveries', headers: bearer(rider.token) })).json().deliveries;
    expect(Object.fromEntries(list.map((d: { _id: string; ready: boolean }) => [d._id, d.ready]))).toEqual({ [orderId]: false, [ready.orderId]: true });

    const steps = await historyCount(orderId);
    const refused = await ride(orderId, 'out', rider.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOT_READY');
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed', deliveryStatus: 'pending' });
    expect(await historyCount(orderId)).toBe(steps);
    expect((await ride(orderId, 'out', rider.token, { reason: 'x' })).statusCode).toBe(400);

    const out = await ride(orderId, 'out', rider.token, { reason: 'Florist handed it over at the door' });
    expect(out.statusCode, out.body).toBe(200);
    expect((await deskList()).find((e) => e.orderId === orderId)).toMatchObject({
      kind: 'left_unprepared',
      reason: 'Florist handed it over at the door',
      mail: null,
      phone: null,
    });
    // A prepared one leaves without a word, and is not flagged.
    expect((await ride(ready.orderId, 'out', rider.token)).statusCode).toBe(200);
    expect((await deskList()).some((e) => e.orderId === ready.orderId)).toBe(false);
    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: bearer(t.adminToken) });
    expect(audit.json().history.at(-1).note).toBe('Out for delivery before it was ready: Florist handed it over at the door');
  });

  it('gives the tracking page a time for every step, and no step that did not happen', async () => {
    const { orderId, customer } = await placeFor();
    const rider = await loginStaff(t, 'rider');
    await t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/rider`, headers: bearer(t.adminToken), payload: { riderId: rider.id } });
    clock.advanceMinutes(30);
    await ride(orderId, 'out', rider.token, { reason: 'Customer asked for it early' });
    const url = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/tracking-link`, headers: bearer(customer.token) })).json().url as string;
    const view = (await t.app.inject({ method: 'GET', url: `/api/track/${url.split('/').at(-1)}` })).json().tracking;
    expect(view.prepared).toBeNull();
    expect(view.history.map((s: { orderStatus: string; deliveryStatus: string }) => `${s.orderStatus}/${s.deliveryStatus}`)).toEqual([
      'pending/pending',
      'confirmed/pending',
      'shipped/out_for_delivery',
    ]);
    for (const step of view.history) expect(Number.isNaN(Date.parse(step.at))).toBe(false);
    expect(Date.parse(view.history.at(-1).at) - Date.parse(view.history[1].at)).toBeGreaterThanOrEqual(0);
    const rows = await t.database.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, 'processing')));
    expect(rows).toHaveLength(0);
  });
});

const mailsOf = async (orderId: string, pattern: RegExp) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId))).filter((m) => pattern.test(m.subject));
const textsOf = async (orderId: string, pattern: RegExp) =>
  (await t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.relatedOrderId, orderId))).filter((m) => pattern.test(m.text));
const notices = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/notices', headers: bearer(token) })).json().notices as {
    _id: string;
    kind: string;
    orderId: string | null;
    photo: string | null;
    replaced: string | null;
    replacement: string | null;
    expectedAt: string | null;
    productId: string | null;
    seen: boolean;
  }[];
const seen = (id: string, token: string) => t.app.inject({ method: 'POST', url: `/api/account/notices/${id}/seen`, headers: bearer(token) });
const exceptionRows = async (orderId: string, kind: 'substitution' | 'delay') =>
  (await t.database.db.select().from(orderExceptions).where(eq(orderExceptions.orderId, orderId))).filter((e) => e.kind === kind);

async function substitute(orderId: string, token: string, fields: Record<string, string>, photo: Buffer | null = null) {
  const form = uploadForm([{ name: 'swap.png', data: photo ?? (await solidPng(500, 500)), type: 'image/png', field: 'photo' }]);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return t.app.inject({ method: 'POST', url: `/api/staff/bench/${orderId}/substitution`, headers: bearer(token), payload: form });
}
const SWAP = { replaced: 'White roses', replacement: 'White carnations', reason: 'No white roses came in this morning' };

describe('a substitution the florist made', () => {
  it.each(['en', 'hi'] as const)('reaches the customer once (%s) with the photo, in their notices and on the desk’s list', async (language) => {
    const { orderId, orderNumber, customer } = await placeFor(language);
    const florist = await loginStaff(t, 'florist', 'Fatima Florist');
    const steps = await historyCount(orderId);
    const res = await substitute(orderId, florist.token, SWAP);
    expect(res.statusCode, res.body).toBe(200);
    // A second tap on the same substitution tells nobody again.
    expect((await substitute(orderId, florist.token, SWAP)).statusCode).toBe(200);

    const [row, ...more] = await exceptionRows(orderId, 'substitution');
    expect(more).toHaveLength(0);
    expect(row!.photo).toMatch(/^\/uploads\/substitutions\/[0-9a-f]{24}\/.+\.webp$/);
    const photoUrl = `${t.config.publicUrl}${row!.photo}`;
    const mails = await mailsOf(orderId, language === 'hi' ? /बदलाव/ : /A change/);
    expect(mails).toHaveLength(1);
    const texts = await textsOf(orderId, /carnations/);
    expect(texts).toHaveLength(1);
    expect(mails[0]!.to).toBe(customer.body.email);
    expect(mails[0]!.text).toContain(photoUrl);
    expect(texts[0]!.text).toContain(photoUrl);
    if (language === 'hi') {
      expect(mails[0]!.subject).toBe(`आपके ऑर्डर ${orderNumber} में एक बदलाव`);
      expect(mails[0]!.text).toContain('White roses की जगह White carnations लगाया गया है।');
      expect(mails[0]!.text).toContain('वजह: No white roses came in this morning');
      expect(mails[0]!.text).toContain(`${t.config.publicUrl}/hi/orders`);
      expect(mails[0]!.text).not.toMatch(/Dear|replaced by/);
    } else {
      expect(mails[0]!.subject).toBe(`A change to your order ${orderNumber}`);
      expect(mails[0]!.text).toContain('White roses was replaced by White carnations.\nWhy: No white roses came in this morning');
      expect(`${mails[0]!.subject}${mails[0]!.text}${texts[0]!.text}`).not.toMatch(/[\u0900-\u097F]/);
    }
    // The history says so (one line: the second tap moved nothing).
    expect(await historyCount(orderId)).toBe(steps + 1);

    const mine = await notices(customer.token);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'substitution', orderId, replaced: 'White roses', replacement: 'White carnations', photo: row!.photo, seen: false }),
    ]);
    expect((await deskList()).find((e) => e.orderId === orderId)).toMatchObject({
      kind: 'substitution',
      orderNumber,
      mail: 'stored',
      photo: row!.photo,
      answer: null,
    });
    expect((await seen(mine[0]!._id, customer.token)).statusCode).toBe(204);
    expect((await notices(customer.token))[0]!.seen).toBe(true);
    expect((await deskList()).find((e) => e.orderId === orderId)).toMatchObject({ answer: 'seen', answeredAt: expect.any(String) });
  });

  it('needs the words and a photo (400, nothing kept), an order in the workshop (409), and the bench’s permission', async () => {
    const { orderId, customer } = await placeFor();
    const florist = await loginStaff(t, 'florist');
    const missing = await substitute(orderId, florist.token, { replaced: 'White roses' });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ path: 'replacement' })]);
    expect((await substitute(orderId, florist.token, SWAP, Buffer.from('not a picture'))).statusCode).toBe(400);
    expect(await exceptionRows(orderId, 'substitution')).toHaveLength(0);
    expect(await mailsOf(orderId, /A change/)).toHaveLength(0);
    // Customers and riders may not record one.
    expect((await substitute(orderId, customer.token, SWAP)).statusCode).toBe(403);
    expect((await substitute(orderId, (await loginStaff(t, 'rider')).token, SWAP)).statusCode).toBe(403);
    // Once it has left the workshop, it is too late.
    const gone = await failedDelivery();
    expect((await substitute(gone.orderId, florist.token, SWAP)).statusCode).toBe(409);
    expect(await exceptionRows(gone.orderId, 'substitution')).toHaveLength(0);
  });

  it('is nobody else’s to read or mark seen', async () => {
    const { orderId } = await placeFor();
    const florist = await loginStaff(t, 'florist');
    expect((await substitute(orderId, florist.token, SWAP)).statusCode).toBe(200);
    const [row] = await exceptionRows(orderId, 'substitution');
    const stranger = await registerCustomer(t.app);
    expect(await notices(stranger.token)).toEqual([]);
    expect((await seen(row!.id, stranger.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/notices' })).statusCode).toBe(401);
    expect((await deskList()).find((e) => e.orderId === orderId)?.answer).toBeNull();
  });
});

describe('a delay the desk announces', () => {
  const announce = (orderId: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/delay`, headers: bearer(token), payload });
  const later = (hours: number) => new Date(clock().getTime() + hours * 3_600_000).toISOString();

  it.each(['en', 'hi'] as const)('tells the customer once (%s) with the reason and the new time, which becomes the order’s', async (language) => {
    const { orderId, orderNumber, customer } = await placeFor(language);
    const expectedAt = later(3);
    const body = { reason: 'Heavy rain on the ring road', expectedAt };
    const res = await announce(orderId, t.adminToken, body);
    expect(res.statusCode, res.body).toBe(204);
    expect((await announce(orderId, t.adminToken, body)).statusCode).toBe(204);
    expect(await exceptionRows(orderId, 'delay')).toHaveLength(1);
    expect((await orderRow(orderId)).estimatedDelivery?.toISOString()).toBe(expectedAt);
    const mails = await mailsOf(orderId, language === 'hi' ? /देर/ : /running late/);
    const texts = await textsOf(orderId, /Heavy rain/);
    expect(mails).toHaveLength(1);
    expect(texts).toHaveLength(1);
    if (language === 'hi') {
      expect(mails[0]!.subject).toBe(`आपके ऑर्डर ${orderNumber} में देर हो रही है`);
      expect(mails[0]!.text).toContain('कारण: Heavy rain on the ring road');
      expect(mails[0]!.text).toMatch(/अब पहुँचने का समय: \d+ \S+ \d{4}, \d\d:\d\d/);
    } else {
      expect(mails[0]!.subject).toBe(`Your order ${orderNumber} is running late`);
      expect(mails[0]!.text).toMatch(/Now expected: \d+ [A-Z][a-z]+ \d{4}, \d\d:\d\d/);
      expect(`${mails[0]!.subject}${mails[0]!.text}${texts[0]!.text}`).not.toMatch(/[\u0900-\u097F]/);
    }
    expect((await notices(customer.token))[0]).toMatchObject({ kind: 'delay', orderId, expectedAt, seen: false });
    expect((await deskList()).find((e) => e.orderId === orderId)).toMatchObject({
      kind: 'delay',
      reason: 'Heavy rain on the ring road',
      mail: 'stored',
      answer: null,
    });
  });

  it('refuses bad input (400), a time gone by (400), a cancelled order (409), an unknown one (404), and staff without the desk’s moves (403)', async () => {
    const { orderId, customer } = await placeFor();
    const before = await orderRow(orderId);
    expect((await announce(orderId, t.adminToken, { reason: 'x', expectedAt: later(2) })).statusCode).toBe(400);
    expect((await announce(orderId, t.adminToken, { reason: 'Rain', expectedAt: 'tonight' })).statusCode).toBe(400);
    const past = await announce(orderId, t.adminToken, { reason: 'Rain again', expectedAt: later(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([expect.objectContaining({ path: 'expectedAt' })]);
    expect((await announce(orderId, customer.token, { reason: 'Rain again', expectedAt: later(2) })).statusCode).toBe(403);
    expect((await announce(orderId, (await loginStaff(t, 'florist')).token, { reason: 'Rain again', expectedAt: later(2) })).statusCode).toBe(403);
    expect(await orderRow(orderId)).toEqual(before);
    expect(await exceptionRows(orderId, 'delay')).toHaveLength(0);
    // Cancelled: nothing left to be late.
    const stopped = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: bearer(t.adminToken),
      payload: { reason: 'Out of stock' },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await announce(orderId, t.adminToken, { reason: 'Rain again', expectedAt: later(2) })).statusCode).toBe(409);
    expect(await exceptionRows(orderId, 'delay')).toHaveLength(0);
    expect((await announce('0123456789abcdef01234567', t.adminToken, { reason: 'Rain again', expectedAt: later(2) })).statusCode).toBe(404);
  });
});

describe('a custom design priced and approved', () => {
  const designs = (method: 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/custom-orders${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it.each(['en', 'hi'] as const)('is told once (%s) when it can be bought, with the link to buy it', async (language) => {
    const customer = await registerCustomer(t.app, { language });
    const drawn = await designs('POST', '/generate', customer.token, { prompt: 'Marigold and tuberose garland' });
    expect(drawn.statusCode, drawn.body).toBe(201);
    const id = drawn.json().customOrder._id as string;
    const number = drawn.json().customOrder.customOrderId as string;
    expect((await designs('POST', `/${id}/submit`, customer.token, { galleryConsent: false })).statusCode).toBe(200);
    const approval = {
      name: 'Marigold Tuberose Garland',
      description: 'Hand-strung',
      price: 899,
      category: t.fixture.categories.roses,
      deliveryTime: '4-6 hours',
      hi: { name: 'गेंदा रजनीगंधा माला' },
    };
    expect((await designs('PUT', `/admin/${id}/approve`, t.adminToken, approval)).statusCode).toBe(200);
    const converted = await designs('POST', `/admin/${id}/convert-to-product`, t.adminToken, { stock: 3 });
    expect(converted.statusCode, converted.body).toBe(200);
    const productId = converted.json().product._id as string;
    const link = `${t.config.publicUrl}${language === 'hi' ? '/hi' : ''}/product/${productId}`;

    const mails = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.body.email))).filter((m) => m.subject.includes(number));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(link);
    const texts = (await t.database.db.select().from(phoneOutbox)).filter((m) => m.text.includes(number));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(link);
    if (language === 'hi') {
      expect(mails[0]!.subject).toBe(`आपका डिज़ाइन ${number} खरीदने के लिए तैयार है`);
      expect(mails[0]!.text).toContain('“गेंदा रजनीगंधा माला” ₹899 में मंज़ूर');
    } else {
      expect(mails[0]!.subject).toBe(`Your design ${number} is ready to buy`);
      expect(mails[0]!.text).toContain('approved your design “Marigold Tuberose Garland” at ₹899.');
    }
    expect(await notices(customer.token)).toEqual([
      expect.objectContaining({ kind: 'design_approved', orderId: null, customOrderId: id, productId, seen: false }),
    ]);
    const desk = (await deskList()).find((e) => e.kind === 'design_approved' && e.orderNumber === number);
    expect(desk).toMatchObject({ orderId: null, mail: 'stored', answer: null });
    expect(await notices((await registerCustomer(t.app)).token)).toEqual([]);
  });

  it('reaches the customer’s open pages live once converted (as an order’s news does), and no one else’s', async () => {
    const baseUrl = await listen(t.app);
    const sockets: Socket[] = [];
    const open = async (token: string) => {
      const socket = connect(baseUrl, { transports: ['websocket'], auth: { token }, extraHeaders: { origin: baseUrl }, reconnection: false, forceNew: true });
      sockets.push(socket);
      await connected(socket);
      return socket;
    };
    const heard = (socket: Socket, ms: number) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        socket.once(NOTICE_EVENT, () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    try {
      const customer = await registerCustomer(t.app);
      const other = await registerCustomer(t.app);
      const drawn = await designs('POST', '/generate', customer.token, { prompt: 'Rose and lily basket' });
      expect(drawn.statusCode, drawn.body).toBe(201);
      const id = drawn.json().customOrder._id as string;
      expect((await designs('POST', `/${id}/submit`, customer.token, { galleryConsent: false })).statusCode).toBe(200);
      const approval = { name: 'Rose Lily Basket', description: 'A basket', price: 1299, category: t.fixture.categories.roses, deliveryTime: '4-6 hours' };
      expect((await designs('PUT', `/admin/${id}/approve`, t.adminToken, approval)).statusCode).toBe(200);
      // Approved is not yet buyable: nobody is told, live or otherwise.
      const [mine, theirs] = [await open(customer.token), await open(other.token)];
      const [mineHears, theyHear] = [heard(mine, 3_000), heard(theirs, 3_000)];
      expect((await designs('POST', `/admin/${id}/convert-to-product`, t.adminToken, { stock: 2 })).statusCode).toBe(200);
      expect(await mineHears).toBe(true);
      expect(await theyHear).toBe(false);
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });
});
