// No customer's write done twice behind nginx (deploy/nginx.conf.template). An instance that dies
// after doing a cart add or a cancel but before answering must not have nginx send the same POST to
// another instance; the customer's retry (with the Idempotency-Key the web client sends) finds the
// write done and answers as the first time. "Dies mid-answer" is made exact by a relay in front of
// one instance that passes the request on and cuts the connection when the answer starts; then a
// third instance is killed with -9 while keyed adds are in flight. Every cart line and every
// cancellation is counted in the database.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { cartItems, deliverySlots, orderHistory, refunds } from './db/schema';
import { insertTestCatalogue } from './test/catalogue-fixture';
import { hasNginx, startInstance, startNginx, type Instance, type LoadBalancer } from './test/cluster';
import { checkoutBody, setUpDelivery } from './test/commerce';
import { createTestDatabase, testDbKind, type TestDatabase } from './test/database';
import { freePort } from './test/private-redis';
import { shopDateTime } from './platform/clock';

const runs = testDbKind === 'postgres' && hasNginx;

/** Passes connections on to `port`, and cuts each one as the instance's answer begins: the work is done, the answer lost. */
async function answerLosingRelay(port: number) {
  const listen = await freePort();
  const open = new Set<Socket>();
  let requests = 0;
  const server: Server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => s.destroy());
    }
    client.on('data', (chunk: Buffer) => {
      if (/^(GET|POST|PUT|DELETE) /.test(chunk.toString('latin1', 0, 8))) requests++;
      upstream.write(chunk);
    });
    upstream.once('data', () => {
      client.destroy();
      upstream.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(listen, '127.0.0.1', () => resolve()));
  return {
    port: listen,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}

let database: TestDatabase;
let a: Instance;
let b: Instance;
let c: Instance;
let relay: Awaited<ReturnType<typeof answerLosingRelay>>;
let nginx: LoadBalancer;
let productId: string;
let slotId: string;

const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const newKey = () => randomBytes(16).toString('hex');

async function call(method: string, path: string, opts: { token?: string; body?: unknown; key?: string; base?: string } = {}) {
  try {
    const res = await fetch(`${opts.base ?? nginx.url}${path}`, {
      method,
      headers: {
        'x-forwarded-for': someIp(),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.key ? { 'idempotency-key': opts.key } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // nginx's own HTML error page
    }
    return { status: res.status, body };
  } catch {
    return { status: 0, body: {} };
  }
}

/** As the web client does (lib/api.ts): the same request with the same key until it gets an answer below 500. */
async function withRetries(send: () => Promise<{ status: number; body: Record<string, unknown> }>) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await send();
    statuses.push(res.status);
    if (res.status !== 0 && res.status < 500) return { ...res, statuses };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { status: 0, body: {}, statuses };
}

/** One tap on "Add to Cart": one key, kept for its retries. */
function addOnce(token: string) {
  const key = newKey();
  return withRetries(() => call('POST', '/api/cart/add', { token, key, body: { productId, quantity: 1 } }));
}

let customers = 0;
async function newCustomer() {
  // Straight to an instance: only the writes below go through nginx.
  const res = await call('POST', '/api/auth/register', {
    base: b.url,
    body: { name: `Rekha ${++customers}`, email: `rekha${customers}.${Date.now()}@example.in`, password: 'marigold-123', phone: '9876543210' },
  });
  expect(res.status).toBe(201);
  return res.body as { token: string; user: { _id: string } };
}

beforeAll(async () => {
  if (!runs) return;
  database = await createTestDatabase();
  productId = (await insertTestCatalogue(database.db)).products['Genda Phool Toran']!;
  slotId = (await setUpDelivery(database.db)).evening.id;
  await database.db.update(deliverySlots).set({ capacity: 10_000 });
  const env = { DATABASE_URL: (database as TestDatabase & { url: string }).url, CANCELLATION_WINDOW_MINUTES: '600' };
  a = await startInstance('retries-a', env);
  b = await startInstance('retries-b', env);
  c = await startInstance('retries-c', env);
  relay = await answerLosingRelay(a.port);
  nginx = await startNginx([{ ...a, port: relay.port }, b, c]);
}, 180_000);

afterAll(async () => {
  if (!runs) return;
  await nginx?.stop();
  await relay?.close();
  await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
  await database?.dispose();
});

describe.skipIf(!runs)('a write whose instance dies before answering, behind nginx', { timeout: 180_000 }, () => {
  it('adds each cart line once and cancels each order once, the customer’s retry answered as the first time', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => newCustomer()));
    const adds = await Promise.all(buyers.map((buyer) => addOnce(buyer.token)));
    expect(relay.requests()).toBeGreaterThan(0);
    expect(adds.map((r) => r.status)).toEqual(Array(12).fill(200));
    const lines = await database.db
      .select({ userId: cartItems.userId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        inArray(
          cartItems.userId,
          buyers.map((buyer) => buyer.user._id),
        ),
      );
    console.info(
      `cart adds: ${relay.requests()} reached the instance whose answers were lost; attempts ${JSON.stringify(adds.map((r) => r.statuses))}; quantities ${JSON.stringify(lines.map((l) => l.quantity))}`,
    );
    expect(lines.map((l) => l.quantity)).toEqual(Array(12).fill(1));

    // Each pays (directly on an instance: only the cancel is under test), then cancels through nginx.
    const tomorrow = shopDateTime(new Date(Date.now() + 86_400_000)).date;
    const orderIds: string[] = [];
    for (const buyer of buyers) {
      const direct = async (path: string, body: unknown) =>
        (
          await fetch(`${b.url}${path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json', 'x-forwarded-for': someIp() },
            body: JSON.stringify(body),
          })
        ).json() as Promise<Record<string, string>>;
      const created = await direct('/api/payment/create-order', checkoutBody({ slotId, date: tomorrow }));
      const sim = await direct('/api/payment/simulate', { razorpayOrderId: created.razorpayOrderId, outcome: 'success' });
      await direct('/api/payment/verify-payment', { ...sim, razorpayOrderId: created.razorpayOrderId, orderId: created.orderId });
      orderIds.push(created.orderId!);
    }
    // nginx rests an instance for its fail_timeout (2 s) after a failed try: waited out, so the
    // cancels meet the instance whose answers are lost again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const before = relay.requests();
    const cancels = await Promise.all(
      buyers.map((buyer, i) => {
        const key = newKey();
        return withRetries(() => call('POST', `/api/orders/${orderIds[i]}/cancel`, { token: buyer.token, key, body: { reason: 'Plans changed' } }));
      }),
    );
    expect(relay.requests()).toBeGreaterThan(before);
    console.info(
      `cancels: ${relay.requests() - before} reached the instance whose answers were lost; attempts ${JSON.stringify(cancels.map((r) => r.statuses))}`,
    );
    for (const cancel of cancels) {
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      expect(cancel.body.order).toMatchObject({ orderStatus: 'cancelled' });
    }
    const made = await database.db.select().from(refunds).where(inArray(refunds.orderId, orderIds));
    expect(made).toHaveLength(12);
    const cancelled = await database.db.select().from(orderHistory).where(inArray(orderHistory.orderId, orderIds));
    // One move into cancelled per order (later rows are the refund's, already cancelled).
    expect(cancelled.filter((h) => h.toStatus === 'cancelled' && h.fromStatus !== 'cancelled')).toHaveLength(12);
  });

  it('adds each line once while an instance is killed with -9 in the middle of the adds', async () => {
    const buyers = await Promise.all(Array.from({ length: 30 }, () => newCustomer()));
    const adds = buyers.map((buyer) => addOnce(buyer.token));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await c.stop('SIGKILL');
    const answers = await Promise.all(adds);
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200));
    const lines = await database.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        inArray(
          cartItems.userId,
          buyers.map((buyer) => buyer.user._id),
        ),
      );
    console.info(
      `adds during a kill -9: attempts ${JSON.stringify(answers.map((r) => r.statuses).filter((s) => s.length > 1))}; quantities ${JSON.stringify(lines.map((l) => l.quantity))}`,
    );
    expect(lines.map((l) => l.quantity)).toEqual(Array(30).fill(1));
  });
});
