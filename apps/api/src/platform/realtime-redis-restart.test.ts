// Real-time across instances survives Redis going away: while it is down, orders still change
// (the customer on the other instance just waits), the catalogue answers what is true on both, and
// health says Redis is down; once it returns, updates cross again.
// Uses a private redis-server on a free port, so the shared one is never stopped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { bearer, createTestApp, loginAdmin, TEST_JWT_SECRET, type TestApp } from '../test/app';
import { insertTestCatalogue } from '../test/catalogue-fixture';
import { setUpDelivery, testClock } from '../test/commerce';
import { placePaidOrder } from '../test/orders';
import { freePort, hasRedisServer, startRedis } from '../test/private-redis';
import { listen } from '../test/sockets';

const stopRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe.skipIf(!hasRedisServer)('Redis going away and coming back', () => {
  const clock = testClock();
  let port: number;
  let redis: ChildProcess;
  let a: TestApp;
  let b: FastifyInstance;
  let socket: Socket;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    a = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` }, { clock });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'phoolwari-b-')),
      JWT_SECRET: TEST_JWT_SECRET,
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    b = await buildApp({ config, database: a.database, logger: false, clock });
  });
  afterAll(async () => {
    socket?.disconnect();
    await b.close();
    await a.close();
    if (redis.exitCode === null) await stopRedis(redis);
  });

  it('keeps changing orders while Redis is down and carries updates again once it is back', async () => {
    const urlB = await listen(b);
    const fixture = await insertTestCatalogue(a.database.db);
    const delivery = await setUpDelivery(a.database.db);
    const admin = await loginAdmin(a);
    const { orderId, customer } = await placePaidOrder(a.app, {
      productId: fixture.products['Genda Phool Toran']!,
      slotId: delivery.evening.id,
      date: clock.today(),
    });
    socket = connect(urlB, { transports: ['websocket'], auth: { token: customer.token }, extraHeaders: { origin: urlB }, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(((await socket.emitWithAck('join-order-room', orderId)) as { ok: boolean }).ok).toBe(true);
    const updates: string[] = [];
    socket.on('order-status-update', (u: { orderStatus: string }) => updates.push(u.orderStatus));
    const moveTo = (deliveryStatus: string) =>
      a.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${orderId}/delivery`,
        headers: bearer(admin),
        payload: { deliveryStatus, reason: 'Sent straight from the desk' },
      });

    await expect.poll(async () => (await b.inject({ method: 'GET', url: '/api/health' })).json().redis, { timeout: 5000 }).toBe('up');
    const productId = fixture.products['Pink Rose Box']!;
    const priceOnB = async () =>
      (await b.inject({ method: 'GET', url: `/api/admin-public/products/${productId}` })).json<{ product: { price: number } }>().product.price;
    const setPrice = async (price: number) => {
      const res = await a.app.inject({
        method: 'PUT',
        url: `/api/admin-public/products/${productId}`,
        headers: bearer(admin),
        payload: {
          name: 'Pink Rose Box',
          description: 'Twelve pink roses in a hat box',
          price,
          category: fixture.categories.roses,
          stock: 25,
          stockWas: 25,
          tags: ['pink'],
        },
      });
      expect(res.statusCode).toBe(200);
    };
    expect(await priceOnB()).toBe(1299); // now in B's cache

    await stopRedis(redis);
    expect((await moveTo('confirmed')).statusCode).toBe(200);
    await expect.poll(async () => (await a.app.inject({ method: 'GET', url: '/api/health' })).json().redis, { timeout: 5000 }).toBe('down');
    // Both keep serving on their own, say so, and B (which cannot hear A's clear) answers A's new price.
    expect((await b.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'degraded', redis: 'down', db: 'up' });
    await setPrice(1199);
    expect(await priceOnB()).toBe(1199);
    expect((await b.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);

    redis = await startRedis(port);
    await expect.poll(async () => (await b.inject({ method: 'GET', url: '/api/health' })).json().redis, { timeout: 15_000, interval: 250 }).toBe('up');
    await expect.poll(async () => (await a.app.inject({ method: 'GET', url: '/api/health' })).json().redis, { timeout: 15_000, interval: 250 }).toBe('up');
    // Give B's subscriber a moment to resubscribe after reconnecting.
    await new Promise((r) => setTimeout(r, 500));
    expect((await moveTo('shipped')).statusCode).toBe(200);
    await expect.poll(() => updates.includes('shipped'), { timeout: 5000 }).toBe(true);
    // With Redis back, B caches again and still hears A's changes.
    expect(await priceOnB()).toBe(1199);
    await setPrice(1249);
    await expect.poll(priceOnB, { timeout: 2000 }).toBe(1249);
  }, 60_000);
});
