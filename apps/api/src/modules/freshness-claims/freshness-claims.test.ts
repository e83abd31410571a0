// The freshness promise end to end on a real database, disk and a local fake of Razorpay: a customer
// reports a problem with a delivered order within the window (photo through the image pipeline),
// not after it, not for someone else's order, not without a picture; the desk (its role checked)
// answers with a free replacement that holds a slot place, a refund through Razorpay given once, or
// a reply that reaches the customer's outbox in their language; delivered orders are asked for a
// review once.
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { newId } from '../../db/ids';
import { auditLog, freshnessClaims, mailOutbox, orders, phoneOutbox, refunds, reviewRequests } from '../../db/schema';
import { bearer, loginStaff, registerCustomer } from '../../test/app';
import { testClock } from '../../test/commerce';
import { onFakeRazorpay, startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { createOrderingApp, payThroughRazorpay, placeUnpaidOrder, type OrderingTestApp } from '../../test/orders';
import { listFiles, solidPng, uploadForm } from '../../test/images';
import { until } from '../../test/until';

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const keys = { keyId: 'rzp_test_fresh', keySecret: 'fresh-key-secret', webhookSecret: 'fresh-webhook-secret' };
const clock = testClock();
let fake: FakeRazorpay;
let t: OrderingTestApp;

beforeAll(async () => {
  fake = await startFakeRazorpay(keys.keyId, keys.keySecret);
  fake.newRefundsAre('processed');
  t = await createOrderingApp(clock, { JOB_WORKERS: 'true', ...onFakeRazorpay(fake, keys) });
  // A whole shop with its job workers: on a busy machine its start takes more than a minute.
}, 180_000);
// Each test starts on the same morning (10:00 in the shop), whatever the one before did to the clock.
beforeEach(() => clock.set('2026-11-23T04:30:00Z'));
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A customer pays through Razorpay's checkout, and the desk delivers the order. */
async function deliveredOrder(customer?: Customer, quantity = 2) {
  const created = await placeUnpaidOrder(t.app, {
    customer,
    productId: t.fixture.products['Pink Rose Box']!,
    slotId: t.delivery.evening.id,
    date: clock.today(),
    quantity,
  });
  const paymentId = await payThroughRazorpay(t.app, created.customer.token, keys.keySecret, created);
  for (const deliveryStatus of ['shipped', 'delivered']) {
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${created.orderId}/delivery`,
      headers: bearer(t.adminToken),
      payload: { deliveryStatus, reason: 'Sent straight from the desk' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { customer: created.customer, orderId: created.orderId, paymentId, totalPaise: created.amount };
}

const report = async (token: string, orderId: string, opts: { photo?: Buffer | null; type?: string; reason?: string; details?: string } = {}) => {
  const form = uploadForm(
    opts.photo === null ? [] : [{ name: 'roses.png', data: opts.photo ?? (await solidPng(900, 700)), type: opts.type ?? 'image/png', field: 'photo' }],
  );
  if (opts.reason !== undefined) form.append('reason', opts.reason);
  else form.append('reason', 'wilted');
  form.append('details', opts.details ?? 'The roses drooped by the evening');
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/freshness-claims`, headers: bearer(token), payload: form });
};
const view = (token: string, orderId: string) => t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/freshness-claims`, headers: bearer(token) });
const answer = (token: string, claimId: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/freshness-claims/${claimId}/answer`, headers: bearer(token), payload: body });
const claimsOf = (orderId: string) => t.database.db.select().from(freshnessClaims).where(eq(freshnessClaims.orderId, orderId));
const uploads = () => listFiles(path.join(t.dataDir, 'uploads'));

describe('reporting a problem', { timeout: 120_000 }, () => {
  it('takes a report with a photo within the window, stored as WebP, and shows it in My Orders', async () => {
    const { customer, orderId } = await deliveredOrder();
    const before = await view(customer.token, orderId);
    expect(before.json()).toMatchObject({ window: 'open', hours: 24, claims: [] });

    clock.advanceMinutes(60 * 5);
    const res = await report(customer.token, orderId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().claim).toMatchObject({ reason: 'wilted', status: 'open', details: 'The roses drooped by the evening', answer: null });
    expect(res.json().claim.photo).toMatch(new RegExp(`^/uploads/claims/${customer.user._id}/[0-9a-f]{32}\\.webp$`));
    expect((await t.app.inject({ method: 'GET', url: res.json().claim.photo })).headers['content-type']).toBe('image/webp');

    const after = (await view(customer.token, orderId)).json();
    expect(after).toMatchObject({ window: 'pending', claims: [{ status: 'open' }] });
    // One open report per order.
    const again = await report(customer.token, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CLAIM_ALREADY_OPEN');
    expect(await claimsOf(orderId)).toHaveLength(1);
  });

  it('after the window: 409 and nothing changes (no row, no file)', async () => {
    const { customer, orderId } = await deliveredOrder();
    clock.advanceMinutes(24 * 60 + 1);
    expect((await view(customer.token, orderId)).json()).toMatchObject({ window: 'closed' });
    const files = uploads();
    const res = await report(customer.token, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CLAIM_WINDOW_CLOSED', message: expect.stringContaining('24 hours') });
    expect(await claimsOf(orderId)).toHaveLength(0);
    expect(uploads()).toEqual(files);
  });

  it('answers another customer’s order as a missing one (404), and a guest with 401', async () => {
    const { orderId } = await deliveredOrder();
    const stranger = await registerCustomer(t.app);
    expect((await report(stranger.token, orderId)).statusCode).toBe(404);
    expect((await view(stranger.token, orderId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/freshness-claims` })).statusCode).toBe(401);
    expect(await claimsOf(orderId)).toHaveLength(0);
  });

  it('needs a photo that is a picture, and a reason (400, nothing kept)', async () => {
    const { customer, orderId } = await deliveredOrder();
    const files = uploads();
    const none = await report(customer.token, orderId, { photo: null });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ path: 'photo', message: expect.any(String) }]);
    const text = await report(customer.token, orderId, { photo: Buffer.from('not a picture at all'), type: 'image/png' });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('INVALID_IMAGE');
    const reason = await report(customer.token, orderId, { reason: 'smelly' });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().errors[0].path).toBe('reason');
    const other = await report(customer.token, orderId, { reason: 'other', details: '' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].path).toBe('details');
    expect(uploads()).toEqual(files);
    expect(await claimsOf(orderId)).toHaveLength(0);
  });

  it('refuses an order not yet delivered (409)', async () => {
    const { customer, orderId } = await placeUnpaidOrder(t.app, {
      productId: t.fixture.products['Pink Rose Box']!,
      slotId: t.delivery.evening.id,
      date: clock.today(),
    });
    const res = await report(customer.token, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_DELIVERED');
  });
});

describe('the desk answering', { timeout: 120_000 }, () => {
  async function openClaim(language: 'en' | 'hi' = 'en') {
    const customer = await registerCustomer(t.app, { language });
    const order = await deliveredOrder(customer);
    const res = await report(customer.token, order.orderId);
    expect(res.statusCode, res.body).toBe(201);
    return { ...order, claimId: res.json().claim._id as string };
  }

  it('lets only staff with the desk’s permission read and answer; a refund only for those who may refund', async () => {
    const { claimId } = await openClaim();
    const customer = await registerCustomer(t.app);
    const florist = await loginStaff(t, 'florist');
    const rider = await loginStaff(t, 'rider');
    const desk = await loginStaff(t, 'desk');
    for (const token of [customer.token, florist.token, rider.token]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/freshness-claims', headers: bearer(token) })).statusCode).toBe(403);
      expect((await answer(token, claimId, { kind: 'reply', message: 'Sorry' })).statusCode).toBe(403);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/freshness-claims', headers: bearer(desk.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json().claims.find((c: { _id: string }) => c._id === claimId)).toMatchObject({
      status: 'open',
      photo: expect.stringMatching(/^\/uploads\/claims\//),
    });
    const refund = await answer(desk.token, claimId, { kind: 'refund', amount: 100 });
    expect(refund.statusCode).toBe(403);
    expect((await claimsOf((await t.database.db.select().from(freshnessClaims).where(eq(freshnessClaims.id, claimId)))[0]!.orderId))[0]!.status).toBe('open');
    expect((await answer(desk.token, claimId, { kind: 'teleport' })).statusCode).toBe(400);
  });

  it('sends a free replacement: the same items at zero, confirmed in the chosen slot (a place taken), linked, audited and told', async () => {
    const { customer, orderId, claimId } = await openClaim();
    const desk = await loginStaff(t, 'desk', 'Meera');
    const tomorrow = new Date(clock().getTime() + 24 * 3_600_000).toISOString().slice(0, 10);
    const taken = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.slotId, t.delivery.morning.id), eq(orders.deliveryDate, tomorrow)))
      )[0]!.n;
    const placesBefore = await taken();
    const res = await answer(desk.token, claimId, {
      kind: 'replacement',
      slotId: t.delivery.morning.id,
      deliveryDate: tomorrow,
      message: 'Fresh roses tomorrow morning',
    });
    expect(res.statusCode, res.body).toBe(200);
    const claim = res.json().claim;
    expect(claim).toMatchObject({
      status: 'answered',
      answer: { kind: 'replacement', message: 'Fresh roses tomorrow morning', replacement: { deliveryDate: tomorrow } },
    });
    expect(await taken()).toBe(placesBefore + 1);

    const replacement = (await t.database.db.select().from(orders).where(eq(orders.id, claim.answer.replacement._id)))[0]!;
    expect(replacement).toMatchObject({
      totalPaise: 0,
      subtotalPaise: 0,
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentProvider: 'replacement',
      userId: customer.user._id,
    });
    // It is the customer's order like any other: in My Orders, with the same items, nothing to pay.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) })).json().orders;
    expect(mine.find((o: { _id: string }) => o._id === replacement.id)).toMatchObject({ totalAmount: 0, items: [{ quantity: 2, price: 0 }] });
    // The desk's day has it, and the audit trail says who sent it.
    const day = await t.app.inject({ method: 'GET', url: `/api/admin/deliveries?date=${tomorrow}`, headers: bearer(desk.token) });
    expect(JSON.stringify(day.json())).toContain(replacement.orderNumber);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'claim.answer'), eq(auditLog.entityId, claimId)));
    expect(audit).toMatchObject([{ actorName: 'Meera', summary: expect.stringContaining(replacement.orderNumber) }]);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId));
    expect(mails.map((m) => m.subject)).toContain(
      `About the problem you reported with order ${(await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.orderNumber}`,
    );
    // My Orders shows the answer.
    expect((await view(customer.token, orderId)).json()).toMatchObject({ claims: [{ answer: { kind: 'replacement' } }] });
    // Answered once: the same again is the same answer; another is refused.
    expect(
      (await answer(desk.token, claimId, { kind: 'replacement', slotId: t.delivery.morning.id, deliveryDate: tomorrow })).json().claim.answer.replacement._id,
    ).toBe(replacement.id);
    expect(await taken()).toBe(placesBefore + 1);
    const other = await answer(desk.token, claimId, { kind: 'reply', message: 'Hello again' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('CLAIM_ALREADY_ANSWERED');
  });

  it('refuses a replacement in a full slot (409), changing nothing', async () => {
    const { claimId } = await openClaim();
    const desk = await loginStaff(t, 'desk');
    const day = new Date(clock().getTime() + 2 * 24 * 3_600_000).toISOString().slice(0, 10);
    const slot = t.delivery.slots.find((s) => s.capacity <= 50 && s.isActive)!;
    // Fill the slot's day with placeholder bookings (orders of another customer, confirmed).
    const [template] = await t.database.db.select().from(orders).limit(1);
    for (let i = 0; i < slot.capacity; i++) {
      await t.database.db
        .insert(orders)
        .values({ ...template!, id: newId(), orderNumber: `FULL-${newId()}`, slotId: slot.id, deliveryDate: day, razorpayOrderId: null, trackingToken: null });
    }
    const res = await answer(desk.token, claimId, { kind: 'replacement', slotId: slot.id, deliveryDate: day });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_FULL');
    expect((await t.database.db.select().from(freshnessClaims).where(eq(freshnessClaims.id, claimId)))[0]!.status).toBe('open');
  });

  it('refunds through Razorpay once, never above what is left, and tells the customer', async () => {
    const { orderId, paymentId, totalPaise, claimId } = await openClaim();
    const manager = await loginStaff(t, 'manager');
    const tooMuch = await answer(manager.token, claimId, { kind: 'refund', amount: totalPaise / 100 + 1 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('REFUND_EXCEEDS_PAYMENT');
    const half = Math.floor(totalPaise / 2) / 100;
    const [first, second] = await Promise.all([
      answer(manager.token, claimId, { kind: 'refund', amount: half, message: 'Sorry about the roses' }),
      answer(manager.token, claimId, { kind: 'refund', amount: half, message: 'Sorry about the roses' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().claim.answer).toMatchObject({ kind: 'refund', refundAmount: half });
    await until(() => fake.refunds.some((r) => r.payment_id === paymentId), 'the refund to reach Razorpay');
    await until(
      async () => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus === 'partially_refunded',
      'the refund to settle',
    );
    expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toMatchObject([{ amount: half * 100 }]);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toMatchObject([
      { amountPaise: half * 100, idempotencyKey: `claim-${claimId}` },
    ]);
  });

  it('sends a reply to the customer’s outbox in their language, by mail and phone', async () => {
    const { orderId, claimId } = await openClaim('hi');
    const desk = await loginStaff(t, 'desk');
    const res = await answer(desk.token, claimId, { kind: 'reply', message: 'कल सुबह हम फ़ोन करेंगे' });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId));
    const mail = mails.find((m) => m.subject.includes('समस्या'))!;
    expect(mail.text).toContain('कल सुबह हम फ़ोन करेंगे');
    expect(mail.text).toContain('ताज़गी का वादा');
    const texts = await t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.relatedOrderId, orderId));
    expect(texts.map((m) => m.text)).toEqual(expect.arrayContaining([expect.stringContaining('शिकायत का जवाब')]));
  });
});

describe('asking for a review after delivery', { timeout: 120_000 }, () => {
  it('asks once per delivered order after the set hours, with a link to the product’s reviews', async () => {
    const { orderId } = await deliveredOrder();
    const sweep = () => t.app.freshnessClaims.askForReviews();
    const asks = async () => (await t.database.db.select().from(reviewRequests).where(eq(reviewRequests.orderId, orderId))).length;
    clock.advanceMinutes(60);
    await sweep();
    expect(await asks()).toBe(0);
    clock.advanceMinutes(4 * 60);
    await Promise.all([sweep(), sweep()]);
    expect(await asks()).toBe(1);
    await sweep();
    const mails = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId))).filter((m) =>
      m.subject.startsWith('How were the flowers'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/product\/[a-z0-9-]+#reviews/);
    // Still within the window: the mail says how to report a problem instead of returning flowers.
    expect(mails[0]!.text).toContain('report it within 24 hours of delivery with a photo');
  });
});
