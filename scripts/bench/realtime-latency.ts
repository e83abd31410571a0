// Benchmark: time from an admin's status change to the customer's screen getting the event, median
// of 20, on one instance without Redis and on two instances sharing Redis (REDIS_URL or
// redis://127.0.0.1:6379). Each run uses a fresh embedded database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '@phoolwari/api';
import { loadConfig } from '@phoolwari/api/config';
import { openDatabase, type Database } from '@phoolwari/api/db/client';
import { seedShopSetup } from '@phoolwari/api/seed/shop-setup';
import { createOrPromoteAdmin } from '@phoolwari/api/modules/auth/service';
import { newId } from '@phoolwari/api/db/ids';
import { categories, products, deliverySlots } from '@phoolwari/api/db/schema';
import { shopDateTime } from '@phoolwari/api/platform/clock';

const RUNS = 20;

async function start(database: Database, redisUrl?: string): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'phoolwari-bench-')),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    AUTH_MAX_ATTEMPTS_PER_IP: '100000',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { app, url: `http://127.0.0.1:${address.port}` };
}

async function call<T>(url: string, method: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

async function measure(label: string, redisUrl?: string) {
  const database = await openDatabase({});
  await database.migrate();
  await seedShopSetup(database.db);
  const categoryId = newId();
  const productId = newId();
  await database.db.insert(categories).values({ id: categoryId, name: 'Roses', slug: 'roses', description: 'Roses' });
  await database.db
    .insert(products)
    .values({ id: productId, name: 'Red Rose Bouquet', slug: 'red-rose-bouquet', description: 'Twelve red roses', pricePaise: 79_900, categoryId, stock: 100 });
  await createOrPromoteAdmin(database.db, { email: 'bench@phoolwari.example', password: 'bench-admin-1', name: 'Bench Admin' });
  const slots = await database.db.select().from(deliverySlots);
  const tomorrow = shopDateTime(new Date(Date.now() + 86_400_000)).date;

  const a = await start(database, redisUrl);
  const b = redisUrl ? await start(database, redisUrl) : a;
  try {
    const admin = (await call<{ token: string }>(`${a.url}/api/auth/login`, 'POST', { email: 'bench@phoolwari.example', password: 'bench-admin-1' })).token;
    const customer = (
      await call<{ token: string }>(`${a.url}/api/auth/register`, 'POST', {
        name: 'Bench Customer',
        email: 'bench.customer@example.in',
        password: 'bench-customer-1',
        phone: '9876543210',
      })
    ).token;
    await call(`${a.url}/api/cart/add`, 'POST', { productId }, customer);
    const slot = slots.find((s) => s.kind === 'standard')!;
    const order = await call<{ orderId: string; razorpayOrderId: string }>(
      `${a.url}/api/payment/create-order`,
      'POST',
      {
        shippingAddress: { name: 'Bench', street: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', phone: '9876543210' },
        deliveryDate: tomorrow,
        slotId: slot.id,
        recipient: { name: 'Amma', phone: '9123456789' },
        substitution: { allowed: true, avoid: '' },
      },
      customer,
    );
    const paid = await call<{ razorpayPaymentId: string; razorpaySignature: string }>(
      `${a.url}/api/payment/simulate`,
      'POST',
      { razorpayOrderId: order.razorpayOrderId, outcome: 'success' },
      customer,
    );
    await call(`${a.url}/api/payment/verify-payment`, 'POST', { ...paid, razorpayOrderId: order.razorpayOrderId, orderId: order.orderId }, customer);

    // The customer watches from instance B; the admin acts on instance A.
    const socket: Socket = connect(b.url, { transports: ['websocket'], auth: { token: customer }, extraHeaders: { origin: b.url }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const joined = (await socket.emitWithAck('join-order-room', order.orderId)) as { ok: boolean };
    if (!joined.ok) throw new Error('could not join the order room');

    const samples: number[] = [];
    for (let i = 0; i < RUNS + 2; i++) {
      const received = new Promise<void>((resolve) => socket.once('order-status-update', () => resolve()));
      const started = performance.now();
      await call(`${a.url}/api/admin/orders/${order.orderId}/delivery`, 'PUT', { trackingNumber: `BLR-${i}` }, admin);
      await received;
      if (i >= 2) samples.push(performance.now() - started); // the first two warm up
    }
    socket.disconnect();
    samples.sort((x, y) => x - y);
    const median = (samples[RUNS / 2 - 1]! + samples[RUNS / 2]!) / 2;
    console.log(`${label}: median ${median.toFixed(1)} ms, min ${samples[0]!.toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms over ${RUNS} status changes`);
  } finally {
    await a.app.close();
    if (b !== a) await b.app.close();
    await database.close();
  }
}

await measure('one instance, no Redis');
await measure('two instances + Redis (click on A, customer on B)', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
process.exit(0);
