// Benchmark: a soak. Two instances of the shop (production mode, demo catalogue) on one PostgreSQL
// and one Redis behind nginx, fed a steady mix of what customers do at 100 requests a second for
// SOAK_MINUTES (10): browsing (listing, a product, categories, a search) 75 %, carts (add, read)
// 15 %, checkouts (create the order, pay it with the simulated gateway) 10 %. Requests are sent on
// a fixed schedule whatever the answers' speed (an open loop, as real customers arrive). Printed per
// minute: requests, errors, p50 and p99 latency, and each instance's resident memory; the target is
// no error and p99 and memory flat from the first minute to the last. Needs PostgreSQL
// (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server), Redis (BENCH_REDIS_URL, else
// TEST_REDIS_URL, else the local one) and nginx.
import { readFileSync } from 'node:fs';
import { createScratchPostgres } from '@phoolwari/api/db/scratch-database';
import { deliverySlots, products } from '@phoolwari/api/db/schema';
import { shopDateTime } from '@phoolwari/api/platform/clock';
import { hasNginx, startInstance, startNginx } from '@phoolwari/api/test/cluster';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 100);
const CUSTOMERS = 40;

if (!hasNginx) {
  console.log('Soak: skipped, nginx is not installed (apt-get install nginx)');
  process.exit(0);
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const database = await createScratchPostgres(serverUrl, 'phoolwari_soak');
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  UNPAID_ORDERS_PER_IP: '100000',
  AUTH_MAX_ATTEMPTS_PER_IP: '100000',
};
// The first seeds the demo catalogue; then the second joins.
const a = await startInstance('soak-a', env);
const b = await startInstance('soak-b', env);
const nginx = await startNginx([a, b]);
async function tearDown() {
  await nginx.stop();
  await Promise.all([a.stop(), b.stop()]);
  await database.dispose();
}
// Stopped early (Ctrl-C): the instances, nginx and the scratch database go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void tearDown().finally(() => process.exit(130)));
// Enough stock and places for every checkout of the run: selling out is not what is measured.
await database.db.update(products).set({ stock: 1_000_000 });
await database.db.update(deliverySlots).set({ capacity: 1_000_000 });

async function call(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; json: unknown; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(`${nginx.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        'accept-encoding': 'br, gzip',
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined, ms: performance.now() - started };
  } catch {
    return { status: 0, json: undefined, ms: performance.now() - started };
  }
}

const productIds = ((await call('GET', '/api/admin-public/products?limit=48')).json as { products: { _id: string }[] }).products.map((p) => p._id);
const slots = await database.db.select().from(deliverySlots);
const morning = slots.find((s) => s.name.startsWith('Morning'))!;
const customers = await Promise.all(
  Array.from({ length: CUSTOMERS }, async (_, i) => {
    const res = await call('POST', '/api/auth/register', undefined, {
      name: `Soak Customer ${i}`,
      email: `soak${i}.${Date.now()}@example.in`,
      password: 'marigold-123',
      phone: '9876543210',
    });
    return (res.json as { token: string }).token;
  }),
);
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
const SEARCHES = ['rose', 'marigold', 'jasmine', 'wedding', 'गुलाब', 'lily'];

/** One customer action; several requests for a checkout. Answers each request's outcome. */
async function action(): Promise<{ status: number; ms: number }[]> {
  const roll = Math.random();
  if (roll < 0.75) {
    const kind = Math.floor(Math.random() * 4);
    const path =
      kind === 0
        ? `/api/admin-public/products?limit=24&page=${1 + Math.floor(Math.random() * 2)}`
        : kind === 1
          ? `/api/admin-public/products/${pick(productIds)}`
          : kind === 2
            ? '/api/categories'
            : `/api/admin-public/products?search=${encodeURIComponent(pick(SEARCHES))}`;
    return [await call('GET', path)];
  }
  const token = pick(customers);
  if (roll < 0.9) {
    return [await call('POST', '/api/cart/add', token, { productId: pick(productIds), quantity: 1 }), await call('GET', '/api/cart', token)];
  }
  const add = await call('POST', '/api/cart/add', token, { productId: pick(productIds), quantity: 1 });
  const tomorrow = shopDateTime(new Date(Date.now() + 86_400_000)).date;
  const address = { name: 'Asha Rao', street: '14 Temple Street, Malleshwaram', city: 'Bengaluru', state: 'Karnataka', pincode: '560003', phone: '9876543210' };
  const created = await call('POST', '/api/payment/create-order', token, {
    shippingAddress: address,
    deliveryDate: tomorrow,
    slotId: morning.id,
    recipient: { name: 'Amma', phone: '9123456789' },
    giftMessage: 'With love',
    anonymousSender: false,
    substitution: { allowed: true, avoid: '' },
  });
  if (created.status !== 200) return [add, created];
  const order = created.json as { orderId: string; razorpayOrderId: string };
  const sim = await call('POST', '/api/payment/simulate', token, { razorpayOrderId: order.razorpayOrderId, outcome: 'success' });
  const paid = await call('POST', '/api/payment/verify-payment', token, {
    ...(sim.json as object),
    razorpayOrderId: order.razorpayOrderId,
    orderId: order.orderId,
  });
  return [add, created, sim, paid];
}

const memoryMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Minute {
  requests: number;
  errors: number;
  latencies: number[];
}
const minutes: Minute[] = Array.from({ length: MINUTES }, () => ({ requests: 0, errors: 0, latencies: [] }));
const errorsSeen = new Map<number, number>();
console.log(`Soak: ${MINUTES} min at ${RATE} actions/s through nginx to two instances (PostgreSQL, Redis)`);
console.log('minute  requests  errors  p50 ms  p99 ms  memory A MB  memory B MB');

const started = performance.now();
const pending = new Set<Promise<void>>();
for (let n = 0; ; n++) {
  const due = started + (n * 1000) / RATE;
  const minute = Math.floor((due - started) / 60_000);
  if (minute >= MINUTES) break;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const run: Promise<void> = action().then((results) => {
    const bucket = minutes[minute]!;
    for (const r of results) {
      bucket.requests += 1;
      bucket.latencies.push(r.ms);
      if (r.status === 0 || r.status >= 500) {
        bucket.errors += 1;
        errorsSeen.set(r.status, (errorsSeen.get(r.status) ?? 0) + 1);
      }
    }
  });
  pending.add(run);
  void run.finally(() => pending.delete(run));
  // At each minute's end, the minute before it is complete enough to print.
  if ((n + 1) % (RATE * 60) === 0) {
    const m = minutes[minute]!;
    const sorted = [...m.latencies].sort((x, y) => x - y);
    console.log(
      `${String(minute + 1).padStart(6)}  ${String(m.requests).padStart(8)}  ${String(m.errors).padStart(6)}  ${percentile(sorted, 50).toFixed(1).padStart(6)}  ${percentile(sorted, 99).toFixed(1).padStart(6)}  ${memoryMb(a.pid).toFixed(0).padStart(11)}  ${memoryMb(b.pid).toFixed(0).padStart(11)}`,
    );
  }
}
await Promise.all(pending);

const first = minutes[0]!;
const last = minutes[MINUTES - 1]!;
const p99 = (m: Minute) =>
  percentile(
    [...m.latencies].sort((x, y) => x - y),
    99,
  );
const errors = minutes.reduce((sum, m) => sum + m.errors, 0);
console.log(`Errors: ${errors}${errors ? ` (${[...errorsSeen].map(([status, count]) => `${status || 'no answer'} × ${count}`).join(', ')})` : ''}`);
console.log(
  `p99 first minute ${p99(first).toFixed(1)} ms, last minute ${p99(last).toFixed(1)} ms; memory now A ${memoryMb(a.pid).toFixed(0)} MB, B ${memoryMb(b.pid).toFixed(0)} MB`,
);

await tearDown();
