// The razorpay adapter against a local fake of Razorpay's orders API, alone and through the shop's
// whole checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { hmacHex } from './gateway';
import { createRazorpayGateway } from './razorpay';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { bearer, createTestApp, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { addToCart, checkoutBody, setUpDelivery, testClock } from '../../test/commerce';

const keys = { keyId: 'rzp_test_shop', keySecret: 'shop-key-secret', webhookSecret: 'shop-webhook-secret' };
let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay(keys.keyId, keys.keySecret);
});
afterAll(() => fake.close());

describe('razorpay adapter', () => {
  it('creates an order in paise with basic auth and a receipt', async () => {
    const gateway = createRazorpayGateway({ ...keys, apiBaseUrl: fake.baseUrl });
    const order = await gateway.createOrder({ amountPaise: 129_900, receipt: 'PW261123-ABCDE', notes: { orderId: 'x' } });
    expect(order.id).toMatch(/^order_/);
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      url: '/v1/orders',
      auth: `Basic ${Buffer.from('rzp_test_shop:shop-key-secret').toString('base64')}`,
      body: { amount: 129_900, currency: 'INR', receipt: 'PW261123-ABCDE', notes: { orderId: 'x' } },
    });
  });

  it('turns refusals and outages into a 502 the customer can retry', async () => {
    const wrongKeys = createRazorpayGateway({ ...keys, keySecret: 'wrong', apiBaseUrl: fake.baseUrl });
    await expect(wrongKeys.createOrder({ amountPaise: 10_000, receipt: 'r1', notes: {} })).rejects.toMatchObject({
      statusCode: 502,
      message: 'Authentication failed',
    });
    const gateway = createRazorpayGateway({ ...keys, apiBaseUrl: fake.baseUrl });
    fake.failNext(500);
    await expect(gateway.createOrder({ amountPaise: 10_000, receipt: 'r2', notes: {} })).rejects.toBeInstanceOf(AppError);
    const unreachable = createRazorpayGateway({ ...keys, apiBaseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 2000 });
    await expect(unreachable.createOrder({ amountPaise: 10_000, receipt: 'r3', notes: {} })).rejects.toMatchObject({
      statusCode: 502,
      code: 'GATEWAY_UNAVAILABLE',
    });
  });

  it('checks the payment and webhook signatures Razorpay documents, in constant time', () => {
    const gateway = createRazorpayGateway({ ...keys, apiBaseUrl: fake.baseUrl });
    const good = hmacHex(keys.keySecret, 'order_abc|pay_def');
    expect(gateway.verifyPaymentSignature({ orderId: 'order_abc', paymentId: 'pay_def', signature: good })).toBe(true);
    expect(gateway.verifyPaymentSignature({ orderId: 'order_abc', paymentId: 'pay_other', signature: good })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId: 'order_abc', paymentId: 'pay_def', signature: good.slice(2) })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId: 'order_abc', paymentId: 'pay_def', signature: 'not hex at all' })).toBe(false);
    const raw = Buffer.from('{"event":"payment.captured"}');
    expect(gateway.verifyWebhookSignature(raw, hmacHex(keys.webhookSecret, raw))).toBe(true);
    expect(gateway.verifyWebhookSignature(raw, hmacHex(keys.keySecret, raw))).toBe(false);
  });
});

describe('checkout through the razorpay adapter', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(
      {
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: keys.keyId,
        RAZORPAY_KEY_SECRET: keys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
        RAZORPAY_API_BASE_URL: fake.baseUrl,
      },
      { clock },
    );
  });
  afterAll(() => t.close());

  it('charges the server’s total, verifies Razorpay’s signature and confirms; simulate is not offered', async () => {
    const fixture = await insertTestCatalogue(t.database.db);
    const delivery = await setUpDelivery(t.database.db);
    const { token } = await registerCustomer(t.app);
    await addToCart(t.app, token, fixture.products['Genda Phool Toran']!, 2);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: bearer(token),
      payload: checkoutBody({ slotId: delivery.standard.id, date: clock.today() }),
    });
    expect(created.statusCode).toBe(200);
    const answer = created.json();
    expect(answer).toMatchObject({ key: 'rzp_test_shop', provider: 'razorpay', amount: (249 * 2 + 49 - 50) * 100, currency: 'INR' });
    expect(fake.requests.at(-1)!.body).toMatchObject({ amount: answer.amount, receipt: answer.orderNumber });

    const simulate = await t.app.inject({
      method: 'POST',
      url: '/api/payment/simulate',
      headers: bearer(token),
      payload: { razorpayOrderId: answer.razorpayOrderId, outcome: 'success' },
    });
    expect(simulate.statusCode).toBe(404);

    const paymentId = 'pay_29QQoUBi66xm2f';
    fake.paidBy(paymentId, 'card');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify-payment',
      headers: bearer(token),
      payload: {
        razorpayOrderId: answer.razorpayOrderId,
        razorpayPaymentId: paymentId,
        razorpaySignature: hmacHex(keys.keySecret, `${answer.razorpayOrderId}|${paymentId}`),
        orderId: answer.orderId,
      },
    });
    expect(verified.statusCode).toBe(200);
    // How it was paid comes from Razorpay's payment entity.
    expect(verified.json().order).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', razorpayPaymentId: paymentId, paymentMethod: 'card' });
  });

  it('gives the stock back when Razorpay cannot create the order', async () => {
    const product = await t.database.db.query.products.findFirst({ where: (p, { eq }) => eq(p.name, 'Mogra Gajra') });
    const delivery = await t.database.db.query.deliverySlots.findFirst({ where: (s, { eq }) => eq(s.kind, 'standard') });
    const { token } = await registerCustomer(t.app);
    await addToCart(t.app, token, product!.id, 1);
    fake.failNext(503);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: bearer(token),
      payload: checkoutBody({ slotId: delivery!.id, date: clock.today() }),
    });
    expect(res.statusCode).toBe(502);
    const after = await t.database.db.query.products.findFirst({ where: (p, { eq }) => eq(p.id, product!.id) });
    expect(after!.stock).toBe(product!.stock);
  });
});
