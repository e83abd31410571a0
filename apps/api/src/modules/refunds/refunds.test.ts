// Cancellations and refunds. With the simulated gateway: a customer cancels their own paid order in
// its window and is refunded in full; outside the window, once preparing started, or for someone
// else's order they cannot, and are told why in the page's language. Against a local fake of
// Razorpay's refund API: staff refund in part and in full, the refund is settled by its webhook
// (once, though it comes twice), by a poll when the webhook never comes, or fails and leaves the
// money refundable; two staff refunding at once never give back more than was paid; one key is one
// refund; the dashboard shows revenue net of refunds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '../../db/ids';
import { mailOutbox, orders, products, refunds } from '../../db/schema';
import { hmacHex } from '../../platform/payments/gateway';
import { bearer, registerCustomer, type TestApp } from '../../test/app';
import { testClock } from '../../test/commerce';
import { onFakeRazorpay, startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { createOrderingApp, payThroughRazorpay, placePaidOrder, placeUnpaidOrder, type OrderingTestApp } from '../../test/orders';
import { until } from '../../test/until';

type Suite = OrderingTestApp;

// Workers on: refunds are submitted and polled by the job queue, as in the shop.
const suiteOn = (env: Record<string, string>, clock: ReturnType<typeof testClock>): Promise<Suite> => createOrderingApp(clock, { JOB_WORKERS: 'true', ...env });

const orderRow = async (t: TestApp, id: string) => (await t.database.db.query.orders.findFirst({ where: eq(orders.id, id) }))!;
const refundRows = (t: TestApp, orderId: string) => t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const mailsAbout = async (t: TestApp, orderId: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId))).map((m) => m.subject);

describe('a customer cancelling their own order (simulated gateway)', () => {
  const clock = testClock();
  let t: Suite;
  beforeAll(async () => {
    t = await suiteOn({ CANCELLATION_WINDOW_MINUTES: '30' }, clock);
  });
  afterAll(() => t.close());

  const cancel = (token: string, orderId: string, reason?: string) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: bearer(token), payload: reason === undefined ? {} : { reason } });

  it('cancels a paid order within the window: stock and slot back, refunded in full, and the customer told', async () => {
    const productId = t.fixture.products['Pink Rose Box']!;
    const stockBefore = (await t.database.db.query.products.findFirst({ where: eq(products.id, productId) }))!.stock;
    const { customer, orderId } = await placePaidOrder(t.app, { productId, slotId: t.delivery.evening.id, date: clock.today(), quantity: 2 });
    const mine = (await t.app.inject({ method: 'GET', url: `/api/payment/order/${orderId}`, headers: bearer(customer.token) })).json().order;
    expect(mine.cancellableUntil).toBe(new Date(clock().getTime() + 30 * 60_000).toISOString());
    expect(mine.refundableAmount).toBe(mine.totalAmount);

    clock.advanceMinutes(10);
    const res = await cancel(customer.token, orderId, 'Plans changed');
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      orderStatus: 'cancelled',
      cancellableUntil: null,
      refunds: [{ amount: mine.totalAmount, status: expect.stringMatching(/pending|processed/) }],
    });
    expect((await t.database.db.query.products.findFirst({ where: eq(products.id, productId) }))!.stock).toBe(stockBefore);

    // The job queue sends the refund to the gateway, which processes it.
    await until(async () => (await orderRow(t, orderId)).paymentStatus === 'refunded', 'the refund to be processed');
    const [refund] = await refundRows(t, orderId);
    expect(refund).toMatchObject({
      status: 'processed',
      amountPaise: Math.round(mine.totalAmount * 100),
      gatewayRefundId: expect.stringMatching(/^rfnd_sim_/),
      requestedBy: 'Customer',
    });
    const after = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) }))
      .json()
      .orders.find((o: { _id: string }) => o._id === orderId);
    expect(after).toMatchObject({ paymentStatus: 'refunded', refundableAmount: 0, refunds: [{ status: 'processed', settledAt: expect.any(String) }] });
    expect(after.cancelReason).toBe('Cancelled by the customer: Plans changed');
    const subjects = await mailsAbout(t, orderId);
    expect(subjects).toEqual(expect.arrayContaining([expect.stringMatching(/cancelled$/), expect.stringMatching(/^Refund of ₹[\d,]+ for order/)]));
  });

  it('refuses after the window, once the florist started, twice, and for someone else’s order', async () => {
    const productId = t.fixture.products['Genda Phool Toran']!;
    const late = await placePaidOrder(t.app, { productId, slotId: t.delivery.evening.id, date: clock.today() });
    clock.advanceMinutes(31);
    const tooLate = await cancel(late.customer.token, late.orderId);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().code).toBe('CANCELLATION_WINDOW_PASSED');

    const preparing = await placePaidOrder(t.app, { productId, slotId: t.delivery.evening.id, date: clock.today() });
    const started = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${preparing.orderId}/delivery`,
      headers: bearer(t.adminToken),
      payload: { deliveryStatus: 'confirmed' },
    });
    expect(started.json().order).toMatchObject({ orderStatus: 'processing', cancellableUntil: null });
    const inPreparation = await cancel(preparing.customer.token, preparing.orderId);
    expect(inPreparation.statusCode).toBe(409);
    expect(inPreparation.json().code).toBe('ORDER_IN_PREPARATION');

    const fresh = await placePaidOrder(t.app, { productId, slotId: t.delivery.evening.id, date: clock.today() });
    const stranger = await registerCustomer(t.app);
    expect((await cancel(stranger.token, fresh.orderId)).statusCode).toBe(404);
    expect((await cancel(fresh.customer.token, fresh.orderId)).statusCode).toBe(200);
    const again = await cancel(fresh.customer.token, fresh.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_CANCELLED');
    expect(await refundRows(t, fresh.orderId)).toHaveLength(1);
    // Nothing changed for the refused ones.
    expect(await orderRow(t, late.orderId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await refundRows(t, late.orderId)).toEqual([]);
    expect((await cancel(fresh.customer.token, 'not-an-id')).statusCode).toBe(400);
  });

  it('answers a cancel sent again with its Idempotency-Key as it did the first time, refunding once', async () => {
    const productId = t.fixture.products['Pink Rose Box']!;
    const { customer, orderId } = await placePaidOrder(t.app, { productId, slotId: t.delivery.evening.id, date: clock.today() });
    const cancelWithKey = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: { ...bearer(customer.token), 'idempotency-key': 'cancel-tap-eeeeeeeeeeee' },
        payload: { reason: 'Plans changed' },
      });
    const [first, twin] = await Promise.all([cancelWithKey(), cancelWithKey()]);
    const again = await cancelWithKey();
    for (const res of [first, twin, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toMatchObject({ orderStatus: 'cancelled' });
    }
    expect(await refundRows(t, orderId)).toHaveLength(1);
    // Without the key, a second cancel is a new request, and the order is already cancelled.
    expect((await cancel(customer.token, orderId)).json().code).toBe('ALREADY_CANCELLED');
  });

  // Why a customer cannot cancel their own order, in the page's language: the web app names it in
  // Accept-Language ('hi' on the Hindi pages); without it, word for word the English as before.
  // Last here, as it moves the clock past its own order's window. (This app's job queue refunds the
  // order these tests cancel; they read only the answers.)
  describe('cancellation refusals in the page’s language', () => {
    const HINDI = { 'accept-language': 'hi' };
    const cancelWithHeaders = (token: string, orderId: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: { ...bearer(token), ...headers }, payload: {} });
    const place = () => placePaidOrder(t.app, { productId: t.fixture.products['Genda Phool Toran']!, slotId: t.delivery.evening.id, date: clock.today() });

    it('says an order is not found, or already cancelled, in Hindi', async () => {
      const placed = await place();
      const stranger = await registerCustomer(t.app);
      expect((await cancelWithHeaders(stranger.token, placed.orderId)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
      expect((await cancelWithHeaders(stranger.token, placed.orderId, HINDI)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'ऑर्डर नहीं मिला' });
      expect((await cancelWithHeaders(placed.customer.token, placed.orderId)).statusCode).toBe(200);
      expect((await cancelWithHeaders(placed.customer.token, placed.orderId)).json().message).toBe('This order is already cancelled');
      const again = await cancelWithHeaders(placed.customer.token, placed.orderId, HINDI);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_CANCELLED', message: 'यह ऑर्डर पहले ही रद्द हो चुका है' });
    });

    it('says the florist has started, in Hindi', async () => {
      const placed = await place();
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/admin/orders/${placed.orderId}/delivery`,
            headers: bearer(t.adminToken),
            payload: { deliveryStatus: 'confirmed' },
          })
        ).statusCode,
      ).toBe(200);
      expect((await cancelWithHeaders(placed.customer.token, placed.orderId)).json().message).toBe(
        'Our florist has started preparing this order, so it can no longer be cancelled here. Please call the shop.',
      );
      expect((await cancelWithHeaders(placed.customer.token, placed.orderId, HINDI)).json()).toMatchObject({
        code: 'ORDER_IN_PREPARATION',
        message: 'हमारे फूलवाले ने यह ऑर्डर तैयार करना शुरू कर दिया है, इसलिए अब इसे यहाँ से रद्द नहीं किया जा सकता। कृपया दुकान को फ़ोन करें।',
      });
    });

    it('says the time to cancel has passed, in Hindi', async () => {
      const placed = await place();
      clock.advanceMinutes(31);
      expect((await cancelWithHeaders(placed.customer.token, placed.orderId)).json().message).toBe(
        'The time to cancel this order yourself has passed. Please call the shop.',
      );
      expect((await cancelWithHeaders(placed.customer.token, placed.orderId, HINDI)).json()).toMatchObject({
        code: 'CANCELLATION_WINDOW_PASSED',
        message: 'यह ऑर्डर खुद रद्द करने का समय निकल चुका है। कृपया दुकान को फ़ोन करें।',
      });
    });
  });
});

describe('refunds through Razorpay (local fake)', () => {
  const keys = { keyId: 'rzp_test_shop', keySecret: 'shop-key-secret', webhookSecret: 'shop-webhook-secret' };
  const clock = testClock();
  let fake: FakeRazorpay;
  let t: Suite;
  beforeAll(async () => {
    fake = await startFakeRazorpay(keys.keyId, keys.keySecret);
    t = await suiteOn({ ...onFakeRazorpay(fake, keys), REFUND_POLL_SECONDS: '1', JOB_BACKGROUND_POLL_SECONDS: '1' }, clock);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A customer pays through Razorpay's checkout (its signature made with the key secret). */
  async function paidOrder(quantity = 2) {
    const created = await placeUnpaidOrder(t.app, {
      productId: t.fixture.products['Pink Rose Box']!,
      slotId: t.delivery.evening.id,
      date: clock.today(),
      quantity,
    });
    const paymentId = await payThroughRazorpay(t.app, created.customer.token, keys.keySecret, created);
    return { orderId: created.orderId, paymentId, totalPaise: created.amount };
  }

  const refund = (orderId: string, amount: number, idempotencyKey = `key-${newId()}`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: bearer(t.adminToken),
      payload: { amount, reason: 'Two roses were wilted', idempotencyKey },
    });

  const webhook = (event: 'refund.processed' | 'refund.failed', refundEntity: object, eventId = `evt_${newId()}`) => {
    const body = JSON.stringify({ entity: 'event', event, payload: { refund: { entity: refundEntity } } });
    return t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(keys.webhookSecret, body), 'x-razorpay-event-id': eventId },
      payload: body,
    });
  };

  it('refunds half from the desk through Razorpay’s refund API, settled once by a webhook that comes twice', async () => {
    const { orderId, paymentId, totalPaise } = await paidOrder();
    const half = Math.floor(totalPaise / 2) / 100;
    const res = await refund(orderId, half);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      paymentStatus: 'refund_pending',
      refundableAmount: (totalPaise - half * 100) / 100,
      refunds: [{ amount: half, status: 'pending', reason: 'Two roses were wilted' }],
    });
    expect(res.json().history.at(-1)).toMatchObject({
      actor: expect.stringContaining('(owner)'),
      note: expect.stringMatching(/^Refund of ₹[\d,.]+ started: Two roses were wilted$/),
    });

    // The job asks Razorpay: the payment, the amount in paise, our refund's id as idempotency key.
    await until(() => fake.refunds.some((r) => r.payment_id === paymentId), 'the refund to reach Razorpay');
    const [row] = await refundRows(t, orderId);
    const call = fake.requests.find((r) => r.url === `/v1/payments/${paymentId}/refund`)!;
    expect(call.body).toMatchObject({ amount: half * 100, notes: { refundId: row!.id } });
    const sent = fake.refunds.find((r) => r.payment_id === paymentId)!;
    expect(sent.status).toBe('pending');
    await until(async () => (await refundRows(t, orderId))[0]!.gatewayRefundId === sent.id, 'the gateway refund id to be kept');

    const entity = { id: sent.id, payment_id: paymentId, amount: sent.amount, status: 'processed', notes: { refundId: row!.id } };
    const first = await webhook('refund.processed', entity, 'evt_refund_1');
    expect(first.json()).toEqual({ status: 'refund_processed' });
    expect((await webhook('refund.processed', entity, 'evt_refund_1')).json()).toEqual({ status: 'duplicate' });
    expect((await webhook('refund.processed', entity, 'evt_refund_1_redelivered')).json()).toEqual({ status: 'refund_processed' });
    expect(await orderRow(t, orderId)).toMatchObject({ paymentStatus: 'partially_refunded', status: 'confirmed' });
    const history = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: bearer(t.adminToken) })).json().history;
    expect(history.filter((h: { note: string | null }) => h.note?.startsWith('Refund of') && h.note.endsWith('processed'))).toHaveLength(1);

    // The dashboard counts the payment less what went back.
    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(t.adminToken) })).json();
    expect(dashboard.totals.refunded).toBeGreaterThanOrEqual(half);
  });

  it('never refunds more than was paid, with two staff at once; the same key twice is one refund', async () => {
    const { orderId, paymentId, totalPaise } = await paidOrder();
    const all = totalPaise / 100;
    const [a, b] = await Promise.all([refund(orderId, all), refund(orderId, all)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe('REFUND_EXCEEDS_PAYMENT');

    const other = await paidOrder(1);
    const key = `double-click-${newId()}`;
    const [c, d] = await Promise.all([refund(other.orderId, 100, key), refund(other.orderId, 100, key)]);
    expect([c.statusCode, d.statusCode]).toEqual([200, 200]);
    expect(await refundRows(t, other.orderId)).toHaveLength(1);
    const reused = await refund(other.orderId, 50, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    await until(() => fake.refunds.filter((r) => r.payment_id === other.paymentId).length === 1, 'the refund to reach Razorpay');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a second request would have come by now
    expect(fake.refunds.filter((r) => r.payment_id === other.paymentId)).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);

    const tooMuch = await refund(other.orderId, other.totalPaise / 100);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/At most ₹[\d,.]+ can still be refunded/);
    expect((await refund(other.orderId, 0)).statusCode).toBe(400);
  });

  it('settles a refund whose webhook never comes by asking Razorpay, and leaves a failed one refundable again', async () => {
    const quiet = await paidOrder(1);
    expect((await refund(quiet.orderId, quiet.totalPaise / 100)).statusCode).toBe(200);
    await until(() => fake.refunds.some((r) => r.payment_id === quiet.paymentId), 'the refund to reach Razorpay');
    fake.settleRefund(fake.refunds.find((r) => r.payment_id === quiet.paymentId)!.id, 'processed');
    await until(async () => (await orderRow(t, quiet.orderId)).paymentStatus === 'refunded', 'the poll to settle the refund', 20_000);

    const refused = await paidOrder(1);
    expect((await refund(refused.orderId, refused.totalPaise / 100)).statusCode).toBe(200);
    await until(async () => Boolean((await refundRows(t, refused.orderId))[0]?.gatewayRefundId), 'the refund to reach Razorpay');
    const sent = fake.refunds.find((r) => r.payment_id === refused.paymentId)!;
    fake.settleRefund(sent.id, 'failed');
    expect(
      (await webhook('refund.failed', { id: sent.id, payment_id: refused.paymentId, amount: sent.amount, status: 'failed', notes: sent.notes })).json(),
    ).toEqual({ status: 'refund_failed' });
    const order = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${refused.orderId}`, headers: bearer(t.adminToken) })).json().order;
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      refundableAmount: refused.totalPaise / 100,
      refunds: [{ status: 'failed', failureReason: expect.any(String) }],
    });
    // The desk can try again: a new refund, a new request to Razorpay.
    fake.newRefundsAre('processed');
    expect((await refund(refused.orderId, refused.totalPaise / 100)).statusCode).toBe(200);
    await until(async () => (await orderRow(t, refused.orderId)).paymentStatus === 'refunded', 'the second refund to be processed');
    fake.newRefundsAre('pending');
  });

  it('acknowledges a late capture of a payment already paid, partly refunded or refunded (200), changing nothing', async () => {
    const paid = await paidOrder(1);
    const partly = await paidOrder(1);
    expect((await refund(partly.orderId, 100)).statusCode).toBe(200);
    fake.newRefundsAre('processed');
    const whole = await paidOrder(1);
    expect((await refund(whole.orderId, whole.totalPaise / 100)).statusCode).toBe(200);
    const cancelled = await paidOrder(1);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${cancelled.orderId}/cancel`,
          headers: bearer(t.adminToken),
          payload: { reason: 'Out of fresh roses today' },
        })
      ).statusCode,
    ).toBe(200);
    await until(
      async () => (await orderRow(t, whole.orderId)).paymentStatus === 'refunded' && (await orderRow(t, cancelled.orderId)).paymentStatus === 'refunded',
      'the refunds to be processed',
      20_000,
    );
    fake.newRefundsAre('pending');
    await until(async () => (await refundRows(t, partly.orderId))[0]?.gatewayRefundId != null, 'the partial refund to reach Razorpay');
    const sent = fake.refunds.find((r) => r.payment_id === partly.paymentId)!;
    await webhook('refund.processed', { id: sent.id, payment_id: partly.paymentId, amount: sent.amount, status: 'processed', notes: sent.notes });
    expect((await orderRow(t, partly.orderId)).paymentStatus).toBe('partially_refunded');

    const state = async (orderId: string) => {
      const { status, paymentStatus, razorpayPaymentId, updatedAt } = await orderRow(t, orderId);
      return { status, paymentStatus, razorpayPaymentId, updatedAt, refunds: (await refundRows(t, orderId)).map((r) => [r.id, r.status, r.amountPaise]) };
    };
    for (const order of [paid, partly, whole, cancelled]) {
      const { razorpayOrderId } = await orderRow(t, order.orderId);
      const before = await state(order.orderId);
      const payment = { id: order.paymentId, order_id: razorpayOrderId, method: 'upi', status: 'captured' };
      for (const body of [
        { entity: 'event', event: 'payment.captured', payload: { payment: { entity: payment } } },
        { entity: 'event', event: 'order.paid', payload: { order: { entity: { id: razorpayOrderId } }, payment: { entity: payment } } },
      ]) {
        const raw = JSON.stringify(body);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/payment/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hmacHex(keys.webhookSecret, raw),
            'x-razorpay-event-id': `evt_late_${newId()}`,
          },
          payload: raw,
        });
        expect([before.paymentStatus, body.event, res.statusCode]).toEqual([before.paymentStatus, body.event, 200]);
      }
      expect(await state(order.orderId)).toEqual(before);
    }
    // Nothing more went to the gateway to be given back.
    expect(fake.refunds.filter((r) => [paid, partly, whole, cancelled].some((o) => o.paymentId === r.payment_id))).toHaveLength(3);
  });

  it('refunds a cancelled order’s whole payment when the desk cancels it', async () => {
    const { orderId, paymentId, totalPaise } = await paidOrder(1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: bearer(t.adminToken),
      payload: { reason: 'Out of fresh roses today' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refund_pending',
      refunds: [{ amount: totalPaise / 100, reason: 'Order cancelled by the shop: Out of fresh roses today' }],
    });
    await until(() => fake.refunds.some((r) => r.payment_id === paymentId && r.amount === totalPaise), 'the refund to reach Razorpay');
  });
});
