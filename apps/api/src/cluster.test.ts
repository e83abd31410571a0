// Two instances of the shop as separate processes on one PostgreSQL and one Redis, behind nginx
// (deploy/nginx.conf.template): checkout races across instances, a status change on one reaching a
// customer connected to the other, a price change in the other's next answer, rate limits counted
// across instances, each mail sent once, and a rolling restart that fails no request. Runs where
// CI runs it: with TEST_DATABASE_URL, TEST_REDIS_URL and Debian's nginx.
import { randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { deliverySlots, products } from './db/schema';
import { createOrPromoteAdmin } from './modules/auth/service';
import { shopDateTime } from './platform/clock';
import { insertTestCatalogue } from './test/catalogue-fixture';
import { hasNginx, startInstance, startNginx, type Instance, type LoadBalancer } from './test/cluster';
import { checkoutBody, setUpDelivery } from './test/commerce';
import { createTestDatabase, testDbKind, type TestDatabase } from './test/database';
import { bodyOf, startSmtpSink, type SmtpSink } from './test/mail';

const redisUrl = process.env.TEST_REDIS_URL;
const runs = testDbKind === 'postgres' && Boolean(redisUrl) && hasNginx;

let database: TestDatabase;
let sink: SmtpSink;
let a: Instance;
let b: Instance;
let nginx: LoadBalancer;
let catalogue: Awaited<ReturnType<typeof insertTestCatalogue>>;
let delivery: Awaited<ReturnType<typeof setUpDelivery>>;
let adminToken: string;
const sockets: Socket[] = [];

/** A made-up customer address for each caller, so per-IP limits count only what a test means. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function call<T = unknown>(base: string, method: string, path: string, opts: { token?: string; body?: unknown; ip?: string } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': opts.ip ?? someIp(),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

let customers = 0;
async function newCustomer(base: string) {
  const email = `cluster${++customers}.${Date.now()}@example.in`;
  const res = await call<{ token: string }>(base, 'POST', '/api/auth/register', {
    body: { name: `Meera ${customers}`, email, password: 'marigold-123', phone: '9876543210' },
  });
  expect(res.status).toBe(201);
  return { email, token: res.body.token };
}

const tomorrow = () => shopDateTime(new Date(Date.now() + 86_400_000)).date;

beforeAll(async () => {
  if (!runs) return;
  database = await createTestDatabase();
  sink = await startSmtpSink();
  catalogue = await insertTestCatalogue(database.db);
  delivery = await setUpDelivery(database.db);
  // Every test books tomorrow morning; the slot's places are not what these tests are about.
  await database.db.update(deliverySlots).set({ capacity: 1000 });
  await createOrPromoteAdmin(database.db, { email: 'owner@cluster.example', password: 'admin-pass-123', name: 'Owner' });
  const env = {
    DATABASE_URL: (database as TestDatabase & { url: string }).url,
    REDIS_URL: redisUrl!,
    SMTP_URL: sink.url,
    AUTH_MAX_ATTEMPTS_PER_IP: '8',
    SHUTDOWN_GRACE_MS: '15000',
  };
  // One after the other: the first applies the migrations and creates the job queue's tables.
  a = await startInstance('a', env);
  b = await startInstance('b', env);
  nginx = await startNginx([a, b]);
  const login = await call<{ token: string }>(a.url, 'POST', '/api/auth/login', { body: { email: 'owner@cluster.example', password: 'admin-pass-123' } });
  adminToken = login.body.token;
}, 120_000);

afterAll(async () => {
  if (!runs) return;
  for (const socket of sockets) socket.disconnect();
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await sink?.close();
  await database?.dispose();
});

describe.skipIf(!runs)('several instances behind nginx', { timeout: 90_000 }, () => {
  it('shows a price changed on one instance in the other instance’s next answer', async () => {
    const id = catalogue.products['Pink Rose Box']!;
    const path = `/api/admin-public/products/${id}`;
    // B caches its answer, and answers it again from its response cache.
    for (let i = 0; i < 2; i++) expect((await call<{ product: { price: number } }>(b.url, 'GET', path)).body.product.price).toBe(1299);
    const updated = await call(a.url, 'PUT', path, {
      token: adminToken,
      body: {
        name: 'Pink Rose Box',
        description: 'Twelve pink roses in a hat box',
        price: 1199,
        category: catalogue.categories.roses,
        stock: 25,
        stockWas: 25,
        tags: ['pink'],
      },
    });
    expect(updated.status).toBe(200);
    expect((await call<{ product: { price: number } }>(b.url, 'GET', path)).body.product.price).toBe(1199);
  });

  it('sells the last units exactly once when customers check out through both instances at once', async () => {
    const id = catalogue.products['Rose Varmala Pair']!;
    await database.db.update(products).set({ stock: 5 }).where(eq(products.id, id));
    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => newCustomer(i % 2 ? a.url : b.url)));
    for (const buyer of buyers)
      expect((await call(nginx.url, 'POST', '/api/cart/add', { token: buyer.token, body: { productId: id, quantity: 1 } })).status).toBe(200);
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        call<{ code?: string }>(i % 2 ? a.url : b.url, 'POST', '/api/payment/create-order', {
          token: buyer.token,
          body: checkoutBody({ slotId: delivery.morning.id, date: tomorrow() }),
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(7).fill('OUT_OF_STOCK'));
    expect((await database.db.query.products.findFirst({ where: eq(products.id, id) }))!.stock).toBe(0);
  });

  it('brings an admin’s status change on one instance to a customer connected to the other, through nginx too', async () => {
    const customer = await newCustomer(nginx.url);
    const productId = catalogue.products['Genda Phool Toran']!;
    await call(nginx.url, 'POST', '/api/cart/add', { token: customer.token, body: { productId, quantity: 1 } });
    const created = await call<{ orderId: string; razorpayOrderId: string }>(nginx.url, 'POST', '/api/payment/create-order', {
      token: customer.token,
      body: checkoutBody({ slotId: delivery.morning.id, date: tomorrow() }),
    });
    expect(created.status).toBe(200);
    const sim = await call<{ razorpayPaymentId: string; razorpaySignature: string }>(nginx.url, 'POST', '/api/payment/simulate', {
      token: customer.token,
      body: { razorpayOrderId: created.body.razorpayOrderId, outcome: 'success' },
    });
    const paid = await call(nginx.url, 'POST', '/api/payment/verify-payment', {
      token: customer.token,
      body: { ...sim.body, razorpayOrderId: created.body.razorpayOrderId, orderId: created.body.orderId },
    });
    expect(paid.status).toBe(200);

    const watch = async (url: string) => {
      const socket = connect(url, {
        transports: ['websocket'],
        auth: { token: customer.token },
        extraHeaders: { origin: url },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(await socket.timeout(5000).emitWithAck('join-order-room', created.body.orderId)).toEqual({ ok: true });
      return { update: new Promise<{ deliveryStatus: string }>((resolve) => socket.once('order-status-update', resolve)) };
    };
    const onB = await watch(b.url);
    const throughNginx = await watch(nginx.url);
    const next = Promise.all([onB.update, throughNginx.update]);
    expect(
      (
        await call(a.url, 'PUT', `/api/admin/orders/${created.body.orderId}/delivery`, {
          token: adminToken,
          body: { deliveryStatus: 'shipped', trackingNumber: 'BLR-9', reason: 'Sent straight from the desk' },
        })
      ).status,
    ).toBe(200);
    const updates = await Promise.race([next, new Promise<null>((resolve) => setTimeout(() => resolve(null), 8000))]);
    expect(updates).toEqual([expect.objectContaining({ deliveryStatus: 'out_for_delivery' }), expect.objectContaining({ deliveryStatus: 'out_for_delivery' })]);

    // Its confirmation mail went out once, from whichever instance took the job.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const toCustomer = sink.received.filter((m) => m.to.includes(customer.email));
    const subjects = toCustomer.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(subjects.length).toBeGreaterThanOrEqual(1);
  });

  it('counts sign-in attempts from one address across both instances', async () => {
    const ip = someIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(i % 2 ? a.url : b.url, 'POST', '/api/auth/login', { ip, body: { email: `nobody${i}@example.in`, password: 'wrong-password-1' } });
      statuses.push(res.status);
    }
    // Eight allowed in the window, wherever they landed; then refused on both.
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429]);
  });

  it('sends each reset mail once, though both instances run workers', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => newCustomer(nginx.url)));
    for (const person of people) expect((await call(nginx.url, 'POST', '/api/auth/forgot-password', { body: { email: person.email } })).status).toBe(200);
    for (const person of people) await sink.waitFor(person.email, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 3000)); // a second copy would have come by now
    for (const person of people) {
      const resets = sink.received.filter((m) => m.to.includes(person.email) && m.raw.includes('Subject: Reset your Phoolwari password'));
      expect(resets).toHaveLength(1);
      expect(bodyOf(resets[0]!)).toMatch(/\/reset-password\?token=[\w-]{43}/);
    }
  });

  it('loses nothing when an instance is killed in the middle of checkouts: no half order, no stock without an order, and the retry can pay', async () => {
    const id = catalogue.products['White Rose Vase']!;
    await database.db.update(products).set({ stock: 40 }).where(eq(products.id, id));
    const doomed = await startInstance('c', { DATABASE_URL: (database as TestDatabase & { url: string }).url, REDIS_URL: redisUrl!, SMTP_URL: sink.url });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newCustomer(nginx.url)));
    for (const buyer of buyers) await call(nginx.url, 'POST', '/api/cart/add', { token: buyer.token, body: { productId: id, quantity: 2 } });
    const body = checkoutBody({ slotId: delivery.morning.id, date: tomorrow() });
    const inFlight = buyers.map((buyer) => call(doomed.url, 'POST', '/api/payment/create-order', { token: buyer.token, body }).catch(() => null));
    await new Promise((resolve) => setTimeout(resolve, 40));
    await doomed.stop('SIGKILL');
    await Promise.all(inFlight);

    // Every order is whole (it has its lines), and the stock taken is exactly what orders hold.
    const { rows } = await database.executeSql(
      `SELECT o.id, o.status, (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id AND i.product_id = $1) AS held,
              (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS lines
         FROM orders o WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.product_id = $1) OR o.id NOT IN (SELECT order_id FROM order_items)`,
      [id],
    );
    const found = rows as { status: string; held: number; lines: number }[];
    expect(found.every((o) => o.lines > 0)).toBe(true);
    const stock = (await database.db.query.products.findFirst({ where: eq(products.id, id) }))!.stock;
    expect(40 - stock).toBe(found.filter((o) => o.status === 'pending' || o.status === 'confirmed').reduce((sum, o) => sum + o.held, 0));

    // Each customer tries again through the load balancer, and pays.
    for (const buyer of buyers) {
      const retry = await call<{ orderId: string; razorpayOrderId: string }>(nginx.url, 'POST', '/api/payment/create-order', { token: buyer.token, body });
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
      const sim = await call<object>(nginx.url, 'POST', '/api/payment/simulate', {
        token: buyer.token,
        body: { razorpayOrderId: retry.body.razorpayOrderId, outcome: 'success' },
      });
      const paid = await call(nginx.url, 'POST', '/api/payment/verify-payment', {
        token: buyer.token,
        body: { ...sim.body, razorpayOrderId: retry.body.razorpayOrderId, orderId: retry.body.orderId },
      });
      expect(paid.status).toBe(200);
    }
    expect((await database.db.query.products.findFirst({ where: eq(products.id, id) }))!.stock).toBe(20);
  });

  it('finishes a request in flight when told to stop: its live update reaches another instance, and the instance exits 0', async () => {
    const customer = await newCustomer(nginx.url);
    const productId = catalogue.products['Genda Phool Toran']!;
    await call(nginx.url, 'POST', '/api/cart/add', { token: customer.token, body: { productId, quantity: 1 } });
    const created = await call<{ orderId: string; razorpayOrderId: string }>(nginx.url, 'POST', '/api/payment/create-order', {
      token: customer.token,
      body: checkoutBody({ slotId: delivery.morning.id, date: tomorrow() }),
    });
    const sim = await call<object>(nginx.url, 'POST', '/api/payment/simulate', {
      token: customer.token,
      body: { razorpayOrderId: created.body.razorpayOrderId, outcome: 'success' },
    });
    expect(
      (
        await call(nginx.url, 'POST', '/api/payment/verify-payment', {
          token: customer.token,
          body: { ...sim.body, razorpayOrderId: created.body.razorpayOrderId, orderId: created.body.orderId },
        })
      ).status,
    ).toBe(200);
    const socket = connect(b.url, {
      transports: ['websocket'],
      auth: { token: customer.token },
      extraHeaders: { origin: b.url },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(await socket.timeout(5000).emitWithAck('join-order-room', created.body.orderId)).toEqual({ ok: true });
    const update = new Promise<{ deliveryStatus: string }>((resolve) => socket.once('order-status-update', resolve));

    // A slow client's status change: its headers and half its body reach the instance, then the
    // instance is told to stop, then the rest of the body comes.
    const leaving = await startInstance('leaving', {
      DATABASE_URL: (database as TestDatabase & { url: string }).url,
      REDIS_URL: redisUrl!,
      SMTP_URL: sink.url,
      SHUTDOWN_GRACE_MS: '15000',
    });
    const body = Buffer.from(JSON.stringify({ deliveryStatus: 'shipped', trackingNumber: 'BLR-SLOW-1', reason: 'Sent straight from the desk' }));
    const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: leaving.port,
          method: 'PUT',
          path: `/api/admin/orders/${created.body.orderId}/delivery`,
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, 10));
      setTimeout(() => req.end(body.subarray(10)), 1500);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stoppedAt = Date.now();
    const exited = leaving.stop('SIGTERM');
    const answered = await answer;
    const exitCode = await exited;
    const shutdownMs = Date.now() - stoppedAt;
    expect(answered).toEqual({ status: 200, connection: 'close' });
    expect(exitCode, leaving.output()).toBe(0);
    const pushed = await Promise.race([update, new Promise<null>((resolve) => setTimeout(() => resolve(null), 8000))]);
    expect(pushed).toEqual(expect.objectContaining({ deliveryStatus: 'out_for_delivery' }));
    console.info(`graceful stop with a request in flight: exited 0 after ${shutdownMs} ms (its request took 1.5 s more of body)`);
  });

  it('fails no request while one instance restarts under steady traffic, reads and cart adds', async () => {
    const paths = [
      '/api/categories',
      `/api/admin-public/products/${catalogue.products['Red Rose Bouquet']!}`,
      '/api/admin-public/products?limit=12',
      '/api/health',
    ];
    const statuses: number[] = [];
    let running = true;
    const worker = async () => {
      for (let i = 0; running; i++) {
        const res = await fetch(`${nginx.url}${paths[i % paths.length]!}`).catch(() => null);
        statuses.push(res?.status ?? 0);
        await res?.arrayBuffer();
      }
    };
    // Customers adding to their carts through nginx all along: no POST may fail or count twice.
    const productId = catalogue.products['Genda Phool Toran']!;
    const shoppers = await Promise.all([newCustomer(nginx.url), newCustomer(nginx.url)]);
    const added = new Map<string, number>();
    const shopper = async ({ token }: { token: string }) => {
      while (running) {
        const res = await call(nginx.url, 'POST', '/api/cart/add', { token, body: { productId, quantity: 1 } }).catch(() => ({ status: 0 }));
        statuses.push(res.status);
        if (res.status === 200) added.set(token, (added.get(token) ?? 0) + 1);
        // Emptied now and then, so the line never reaches its limit.
        if ((added.get(token) ?? 0) % 5 === 0)
          statuses.push((await call(nginx.url, 'DELETE', '/api/cart/clear', { token }).catch(() => ({ status: 0 }))).status);
      }
    };
    const traffic = Promise.all([worker(), worker(), worker(), worker(), ...shoppers.map(shopper)]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stopStarted = Date.now();
    const exitCode = await a.stop('SIGTERM');
    const stopMs = Date.now() - stopStarted;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await traffic;
    console.info(
      `restart under traffic: ${statuses.length} requests, ${[...added.values()].reduce((sum, n) => sum + n, 0)} of them cart adds; the instance exited ${exitCode} after ${stopMs} ms`,
    );
    expect(exitCode, a.output()).toBe(0);
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    for (const { token } of shoppers) {
      const cart = await call<{ cart: { totalItems: number } }>(nginx.url, 'GET', '/api/cart', { token });
      expect(cart.body.cart.totalItems).toBe((added.get(token) ?? 0) % 5);
    }
  });
});
