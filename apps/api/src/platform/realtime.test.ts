// Real-time order updates with the real socket.io client: the handshake's token and origin, room
// ownership, live updates, and (with TEST_REDIS_URL) two instances on one Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { bearer, createTestApp, loginAdmin, loginStaff, registerCustomer, TEST_JWT_SECRET, type TestApp } from '../test/app';
import { insertTestCatalogue } from '../test/catalogue-fixture';
import { setUpDelivery, testClock } from '../test/commerce';
import { placePaidOrder } from '../test/orders';
import { until } from '../test/until';
import { connected, listen } from '../test/sockets';

const clock = testClock();
const redisUrl = process.env.TEST_REDIS_URL;
let t: TestApp;
let baseUrl: string;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
let delivery: Awaited<ReturnType<typeof setUpDelivery>>;
let admin: string;
const sockets: Socket[] = [];

function open(url: string, token: string | undefined, origin: string | undefined = url): Socket {
  const socket = connect(url, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    extraHeaders: origin ? { origin } : {},
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

const join = (socket: Socket, orderId: string) => socket.timeout(5000).emitWithAck('join-order-room', orderId) as Promise<{ ok: boolean; message?: string }>;

const nextUpdate = (socket: Socket, ms = 5000) =>
  new Promise<{ orderId: string; orderStatus: string; deliveryStatus: string; trackingNumber: string | null; updatedAt: string } | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once('order-status-update', (update) => {
      clearTimeout(timer);
      resolve(update);
    });
  });

beforeAll(async () => {
  t = await createTestApp(redisUrl ? { REDIS_URL: redisUrl } : {}, { clock });
  baseUrl = await listen(t.app);
  fixture = await insertTestCatalogue(t.database.db);
  delivery = await setUpDelivery(t.database.db);
  admin = await loginAdmin(t);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const place = () => placePaidOrder(t.app, { productId: fixture.products['Genda Phool Toran']!, slotId: delivery.evening.id, date: clock.today() });

describe('handshake', () => {
  it('refuses a connection without a token, with a bad token, or from another origin', async () => {
    await expect(connected(open(baseUrl, undefined))).rejects.toThrow(/login/i);
    await expect(connected(open(baseUrl, 'not-a-token'))).rejects.toThrow(/expired|login/i);
    const { token } = await registerCustomer(t.app);
    await expect(connected(open(baseUrl, token, 'https://evil.example'))).rejects.toThrow();
    await expect(connected(open(baseUrl, token, ''))).rejects.toThrow();
    await connected(open(baseUrl, token));
  });

  it('refuses a token after logout', async () => {
    const { token } = await registerCustomer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    await expect(connected(open(baseUrl, token))).rejects.toThrow(/expired/i);
  });
});

describe('sessions that end', () => {
  const disconnected = (socket: Socket, ms = 3000) =>
    new Promise<boolean>((resolve) => {
      if (socket.disconnected) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      socket.once('disconnect', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  it('closes the sockets of a session that logs out, and of every session when the password is reset or the account disabled', async () => {
    const { orderId, customer } = await place();
    const phone = open(baseUrl, customer.token);
    await connected(phone);
    expect(await join(phone, orderId)).toEqual({ ok: true });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(customer.token) });
    expect(await disconnected(phone)).toBe(true);

    // Signed in on two devices; the account is disabled by the shop.
    const login = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.body.email, password: customer.body.password } })).json<{
        token: string;
      }>().token;
    const tokens = [await login(), await login()];
    const [first, second] = tokens.map((token) => open(baseUrl, token)) as [Socket, Socket];
    await Promise.all([connected(first), connected(second)]);
    const users = (
      await t.app.inject({ method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(customer.body.email)}`, headers: bearer(admin) })
    ).json<{ users: { _id: string }[] }>().users;
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${users[0]!._id}/status`,
      headers: bearer(admin),
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await Promise.all([disconnected(first), disconnected(second)])).toEqual([true, true]);
  });

  it('keeps the socket of the device that changed the password, and closes the others', async () => {
    const { token, body } = await registerCustomer(t.app);
    const other = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } })).json<{
      token: string;
    }>().token;
    const here = open(baseUrl, token);
    const there = open(baseUrl, other);
    await Promise.all([connected(here), connected(there)]);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { currentPassword: body.password, newPassword: 'lotus-pond-evening-7' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await disconnected(there)).toBe(true);
    expect(await disconnected(here, 500)).toBe(false);
  });
});

describe('order rooms', () => {
  it('lets the owner watch their order live, and nobody else', async () => {
    const { orderId, customer } = await place();
    const intruder = await registerCustomer(t.app);
    const owner = open(baseUrl, customer.token);
    const other = open(baseUrl, intruder.token);
    await Promise.all([connected(owner), connected(other)]);
    expect(await join(owner, orderId)).toEqual({ ok: true });
    expect(await join(other, orderId)).toEqual({ ok: false, message: 'Order not found' });
    expect(await join(other, 'not-an-id')).toMatchObject({ ok: false });

    const ownerUpdate = nextUpdate(owner);
    const otherUpdate = nextUpdate(other, 1000);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/delivery`,
      headers: bearer(admin),
      payload: { deliveryStatus: 'shipped', trackingNumber: 'BLR-7', reason: 'Sent straight from the desk' },
    });
    expect(res.statusCode).toBe(200);
    expect(await ownerUpdate).toMatchObject({
      orderId,
      orderStatus: 'shipped',
      deliveryStatus: 'out_for_delivery',
      trackingNumber: 'BLR-7',
      updatedAt: expect.any(String),
    });
    expect(await otherUpdate).toBeNull();

    owner.emit('leave-order-room', orderId);
    await new Promise((r) => setTimeout(r, 100));
    const afterLeave = nextUpdate(owner, 800);
    await t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/delivery`, headers: bearer(admin), payload: { deliveryStatus: 'delivered' } });
    expect(await afterLeave).toBeNull();
  });

  it('lets an admin watch any order', async () => {
    const { orderId } = await place();
    const staff = open(baseUrl, admin);
    await connected(staff);
    expect(await join(staff, orderId)).toEqual({ ok: true });
  });

  it('tells the bench and the riders of every move, so their screens refetch; a customer hears only their own', async () => {
    const [floristToken, riderToken, bystanderToken] = [
      (await loginStaff(t, 'florist')).token,
      (await loginStaff(t, 'rider')).token,
      (await registerCustomer(t.app)).token,
    ];
    const [florist, rider, bystander] = [open(baseUrl, floristToken), open(baseUrl, riderToken), open(baseUrl, bystanderToken)];
    await Promise.all([connected(florist), connected(rider), connected(bystander)]);
    const heard = new Map<Socket, string[]>([florist, rider, bystander].map((s) => [s, []]));
    for (const [socket, statuses] of heard) socket.on('order-status-update', (u: { orderStatus: string }) => statuses.push(u.orderStatus));

    // A new paid order reaches the bench, and the desk starting it reaches the riders.
    const { orderId } = await place();
    await t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/delivery`, headers: bearer(admin), payload: { deliveryStatus: 'confirmed' } });
    await until(() => heard.get(florist)!.includes('processing') && heard.get(rider)!.includes('processing'), 'the bench and the rider to hear the move');
    expect(heard.get(florist)).toEqual(['confirmed', 'processing']);
    expect(heard.get(rider)).toEqual(['confirmed', 'processing']);
    expect(heard.get(bystander)).toEqual([]);
    // A florist still cannot watch an order's own room: that is for its customer and the desk.
    expect(await join(florist, orderId)).toMatchObject({ ok: false });
  });
});

describe.skipIf(!redisUrl)('several instances on one Redis', () => {
  it('carries an update made on instance A to a customer connected to instance B', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'phoolwari-b-')),
      JWT_SECRET: TEST_JWT_SECRET,
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      REDIS_URL: redisUrl!,
    });
    // Instance B shares A's database (and so its accounts and orders) and its Redis.
    const b = await buildApp({ config, database: t.database, logger: false, clock });
    const urlB = await listen(b);
    try {
      await expect.poll(async () => (await b.inject({ method: 'GET', url: '/api/health' })).json().redis, { timeout: 5000 }).toBe('up');
      const { orderId, customer } = await place();
      const onB = open(urlB, customer.token);
      await connected(onB);
      expect(await join(onB, orderId)).toEqual({ ok: true });
      const update = nextUpdate(onB);
      await t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/delivery`, headers: bearer(admin), payload: { deliveryStatus: 'confirmed' } });
      expect(await update).toMatchObject({ orderId, orderStatus: 'processing' });

      // A catalogue write on A clears B's cached answers too.
      const product = fixture.products['Mogra Gajra']!;
      const read = async () => (await b.inject({ method: 'GET', url: `/api/admin-public/products/${product}` })).json().product;
      expect((await read()).name).toBe('Mogra Gajra');
      const current = (await t.app.inject({ method: 'GET', url: `/api/admin-public/products/${product}` })).json().product;
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/admin-public/products/${product}`,
        headers: bearer(admin),
        payload: {
          name: 'Mogra Gajra (fresh)',
          description: current.description,
          price: current.price,
          originalPrice: current.originalPrice,
          category: current.category._id,
          images: current.images,
          stock: current.stock,
          stockWas: current.stock,
          tags: current.tags,
          features: current.features,
        },
      });
      expect(edit.statusCode).toBe(200);
      await expect.poll(async () => (await read()).name, { timeout: 5000 }).toBe('Mogra Gajra (fresh)');
    } finally {
      await b.close();
    }
  });
});

describe('without Redis', () => {
  it('keeps taking orders and status changes when the configured Redis does not answer', async () => {
    const offline = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, { clock });
    try {
      const f = await insertTestCatalogue(offline.database.db);
      const d = await setUpDelivery(offline.database.db);
      const staff = await loginAdmin(offline);
      const { orderId } = await placePaidOrder(offline.app, { productId: f.products['Mogra Gajra']!, slotId: d.evening.id, date: clock.today() });
      const res = await offline.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${orderId}/delivery`,
        headers: bearer(staff),
        payload: { deliveryStatus: 'shipped', reason: 'Sent straight from the desk' },
      });
      expect(res.statusCode).toBe(200);
      expect(offline.app.shop.realtime.redisStatus()).toBe('down');
      const health = await offline.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ db: 'up', redis: 'down' });
    } finally {
      await offline.close();
    }
  });
});
