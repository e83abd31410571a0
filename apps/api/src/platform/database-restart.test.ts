// The shop's own process on a PostgreSQL of the test's own that is really stopped and started again,
// and whose backends are ended in the middle of transactions (as a failover or an administrator
// does), while customers sign up, fill carts and check out: the process never exits, requests that
// need the database answer 503 with Retry-After while it is gone, health says the database is down,
// everything works again once it is back without a restart, and a payment captured at the gateway
// during the outage ends confirmed exactly once through the gateway's webhook retries.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { deliverySlots, orderHistory, orders } from '../db/schema';
import { eq } from 'drizzle-orm';
import { shopDateTime } from './clock';
import { hmacHex } from './payments/gateway';
import { insertTestCatalogue } from '../test/catalogue-fixture';
import { until } from '../test/until';
import { startInstance, type Instance } from '../test/cluster';
import { checkoutBody, setUpDelivery } from '../test/commerce';
import { testDbKind } from '../test/database';
import { canRunScratchPostgres, startScratchPostgres, type ScratchPostgres } from '../test/scratch-postgres';
import { TEST_JWT_SECRET } from '../test/test-secret';

// Once per run (its own server, whichever database the other files use), where CI runs PostgreSQL.
const runs = testDbKind === 'postgres' && canRunScratchPostgres;

let server: ScratchPostgres;
let fixtures: Database;
let shop: Instance;
let productId: string;
let slotId: string;

const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const started = Date.now();
  try {
    const res = await fetch(`${shop.url}${path}`, {
      method,
      headers: {
        'x-forwarded-for': someIp(),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      ...(opts.body !== undefined ? { body: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as Record<string, unknown>, ms: Date.now() - started };
  } catch {
    // No answer at all: the process is gone or refused the connection.
    return { status: 0, headers: new Headers(), body: {}, ms: Date.now() - started };
  }
}

let customers = 0;
const register = () =>
  call('POST', '/api/auth/register', {
    body: { name: 'Lata', email: `lata${++customers}.${Date.now()}@example.in`, password: 'marigold-123', phone: '9876543210' },
  });

beforeAll(async () => {
  if (!runs) return;
  server = await startScratchPostgres(process.env.SCRATCH_PG_PORT ? Number(process.env.SCRATCH_PG_PORT) : undefined);
  // The shop migrates the new database itself as it starts.
  shop = await startInstance('db-restart', { DATABASE_URL: server.url, LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '15000' });
  fixtures = await openDatabase({ url: server.url });
  productId = (await insertTestCatalogue(fixtures.db)).products['Genda Phool Toran']!;
  slotId = (await setUpDelivery(fixtures.db)).morning.id;
  await fixtures.db.update(deliverySlots).set({ capacity: 100_000 });
}, 120_000);

afterAll(async () => {
  if (!runs) return;
  await shop?.stop();
  await fixtures?.close();
  server?.dispose();
});

describe.skipIf(!runs)('PostgreSQL stopping, restarting and ending sessions under load', { timeout: 180_000 }, () => {
  it('keeps the process up, answers 503 while the database is away, and recovers by itself', async () => {
    const tomorrow = shopDateTime(new Date(Date.now() + 86_400_000)).date;
    const statuses: number[] = [];
    let running = true;
    // Customers signing up, filling a cart and checking out: each a few transactions.
    const customer = async () => {
      while (running) {
        const signedUp = await register();
        statuses.push(signedUp.status);
        if (signedUp.status !== 201) {
          await sleep(100);
          continue;
        }
        const token = signedUp.body.token as string;
        const added = await call('POST', '/api/cart/add', { token, body: { productId, quantity: 1 } });
        statuses.push(added.status);
        if (added.status === 200)
          statuses.push((await call('POST', '/api/payment/create-order', { token, body: checkoutBody({ slotId, date: tomorrow }) })).status);
      }
    };
    const load = Promise.all([customer(), customer(), customer(), customer()]);

    // A payment the gateway captures: its order is made now, its webhook arrives during the outage.
    const payer = (await register()).body.token as string;
    expect((await call('POST', '/api/cart/add', { token: payer, body: { productId, quantity: 2 } })).status).toBe(200);
    const created = await call('POST', '/api/payment/create-order', { token: payer, body: checkoutBody({ slotId, date: tomorrow }) });
    expect(created.status).toBe(200);
    const webhookSecret = loadConfig({ NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true', JWT_SECRET: TEST_JWT_SECRET, DATABASE_URL: server.url })
      .payments.webhookSecret;
    const captured = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_during_outage', order_id: created.body.razorpayOrderId, amount: created.body.amount, method: 'upi' } } },
    });
    const webhook = () =>
      call('POST', '/api/payment/webhook', {
        body: captured,
        headers: { 'x-razorpay-signature': hmacHex(webhookSecret, captured), 'x-razorpay-event-id': 'evt_during_outage' },
      });

    // 1. Sessions ended in the middle of their transactions, again and again.
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    let ended = 0;
    let endedInTransaction = 0;
    for (let round = 0; round < 25; round++) {
      await sleep(150);
      const { rows } = await admin.query<{ state: string }>(
        `SELECT state, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      ended += rows.length;
      endedInTransaction += rows.filter((r) => r.state === 'idle in transaction' || r.state === 'active').length;
    }
    await admin.end();
    expect(endedInTransaction).toBeGreaterThan(0);
    // The last round may have ended the session health was asking on (a 503 from a live shop is
    // honest); the shop must be up and, within seconds, healthy again on its own.
    await until(
      async () => {
        const status = (await call('GET', '/api/health')).status;
        expect(status, `the shop is gone:\n${shop.output()}`).not.toBe(0);
        return status === 200;
      },
      'health to answer 200 after the sessions were ended',
      5_000,
    );

    // 2. The server stopped for a while.
    server.stop();
    const stoppedAt = Date.now();
    let firstRefusal: Awaited<ReturnType<typeof call>> | null = null;
    while (!firstRefusal) {
      const res = await register();
      expect(res.status, `the shop is gone:\n${shop.output()}`).not.toBe(0);
      if (res.status === 503) firstRefusal = res;
      else await sleep(50);
    }
    const timeTo503 = Date.now() - stoppedAt;
    expect(firstRefusal.headers.get('retry-after')).toBe('15');
    expect(firstRefusal.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    const health = await call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ db: 'down', status: 'degraded' });
    const duringOutage = await webhook();
    expect(duringOutage.status).toBe(503);
    const slowestRefusal = Math.max(firstRefusal.ms, health.ms, duringOutage.ms);
    while (Date.now() - stoppedAt < 10_000) await sleep(200);

    // 3. Back: the shop serves again without a restart, and the gateway's retry confirms the order once.
    server.start();
    const backAt = Date.now();
    // The customer's cart: a cheap read that needs the database.
    while ((await call('GET', '/api/cart', { token: payer })).status !== 200) {
      expect(Date.now() - backAt, 'the shop did not recover').toBeLessThan(30_000);
      await sleep(20);
    }
    const recovery = Date.now() - backAt;
    expect((await register()).status).toBe(201);
    running = false;
    await load;
    expect((await call('GET', '/api/health')).status).toBe(200);
    expect((await webhook()).status).toBe(200);
    expect((await webhook()).body).toMatchObject({ status: 'duplicate' });
    const order = await fixtures.db.query.orders.findFirst({ where: eq(orders.id, created.body.orderId as string) });
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', razorpayPaymentId: 'pay_during_outage' });
    const confirmations = await fixtures.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, created.body.orderId as string));
    expect(confirmations.filter((h) => h.toStatus === 'confirmed')).toHaveLength(1);

    // Nothing but successes, business refusals and clean 503s; the process never went away.
    const unexpected = statuses.filter((s) => s !== 200 && s !== 201 && s !== 409 && s !== 503);
    expect(unexpected, shop.output()).toEqual([]);
    expect(shop.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    console.info(
      `database outage: ${ended} sessions ended (${endedInTransaction} mid-statement or mid-transaction); first 503 ${timeTo503} ms after the stop, slowest refusal ${slowestRefusal} ms; ` +
        `served again ${recovery} ms after the database was back; ${statuses.length} customer requests: ${statuses.filter((s) => s === 503).length} answered 503; ` +
        `${shop.output().split('giving it back to the pool').length - 1} connections taken back from transactions that could not begin`,
    );
    const stopped = await shop.stop('SIGTERM');
    expect(stopped, shop.output()).toBe(0);
  });
});
