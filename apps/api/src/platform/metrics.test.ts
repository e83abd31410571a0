// GET /metrics in Prometheus's text format: requests by route pattern and status, checkouts and
// payments by outcome, the queue, sockets and database connections; only for this machine (not
// through a proxy) or with METRICS_TOKEN's bearer token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerCustomer, type TestApp } from '../test/app';
import { insertTestCatalogue } from '../test/catalogue-fixture';
import { addToCart, checkoutBody, createPaymentOrder, payOrder, setUpDelivery, testClock } from '../test/commerce';

let t: TestApp;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => {
  await t.close();
});

/** The value of one series, e.g. sample(text, 'shop_checkouts_total{outcome="order_created"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const metrics = async (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/metrics', headers });

describe('/metrics', () => {
  it('counts requests by route pattern, checkouts and payments by outcome, and reports the queue, sockets and pool', async () => {
    const { products: ids } = await insertTestCatalogue(t.database.db);
    const delivery = await setUpDelivery(t.database.db);
    for (const id of Object.values(ids).slice(0, 2)) await t.app.inject({ method: 'GET', url: `/api/admin-public/products/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/admin-public/products/Not%20an%20address' });

    const { token } = await registerCustomer(t.app);
    await addToCart(t.app, token, ids['Mogra Gajra']!, 1);
    const created = await createPaymentOrder(t.app, token, checkoutBody({ slotId: delivery.standard.id, date: clock.today() }));
    await payOrder(t.app, token, created);
    // A refused one: nothing left in the cart.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: bearer(token),
      payload: checkoutBody({ slotId: delivery.standard.id, date: clock.today() }),
    });
    expect(refused.statusCode).toBe(400);

    const res = await metrics();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    // One series per route, not per product.
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/admin-public/products/:id",status="200"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/admin-public/products/:id",status="400"}')).toBe(1);
    expect(text).not.toContain(ids['Mogra Gajra']!);
    expect(sample(text, 'shop_checkouts_total{outcome="order_created"}')).toBe(1);
    expect(sample(text, `shop_checkouts_total{outcome="${refused.json().code}"}`)).toBe(1);
    expect(sample(text, 'shop_payments_total{outcome="verified"}')).toBe(1);
    expect(sample(text, 'shop_jobs{queue="mail-deliver",state="waiting"}')).toBe(0);
    expect(sample(text, 'shop_jobs{queue="orders-expire-unpaid",state="failed"}')).toBe(0);
    expect(sample(text, 'shop_sockets_connected')).toBe(0);
    expect(sample(text, 'shop_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('is not served through a proxy without a token', async () => {
    expect((await metrics({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await metrics({ 'x-real-ip': '203.0.113.9' })).statusCode).toBe(404);
  });

  it('needs the bearer token when METRICS_TOKEN is set, from anywhere', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN: 'watch-the-garlands-0123' });
    try {
      const ask = (headers: Record<string, string>) => guarded.app.inject({ method: 'GET', url: '/metrics', headers });
      expect((await ask({})).statusCode).toBe(404);
      expect((await ask({ authorization: 'Bearer watch-the-garlands-0124' })).statusCode).toBe(404);
      expect((await ask({ authorization: 'Bearer short' })).statusCode).toBe(404);
      const ok = await ask({ authorization: 'Bearer watch-the-garlands-0123', 'x-forwarded-for': '203.0.113.9' });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await guarded.close();
    }
  });
});
