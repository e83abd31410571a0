// Tracking links: made when an order is confirmed, read without an account (and without anything
// about the sender or the recipient), replaced by the owner only, carried by every order mail and
// by the customer's phone message, followed live by an anonymous socket, and refused in the page's
// language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { TRACKING_NAMESPACE, TRACKING_UPDATE_EVENT, type TrackingView } from '@phoolwari/contracts';
import { orders, phoneOutbox } from '../../db/schema';
import { HIDDEN_LINK } from '../../platform/mail/mailer';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { addToCart, checkoutBody, createPaymentOrder, setUpDelivery, testClock } from '../../test/commerce';
import { mailsTo } from '../../test/mail';
import { placePaidOrder } from '../../test/orders';
import { connected, listen } from '../../test/sockets';

const clock = testClock();
let t: TestApp;
let baseUrl: string;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
let delivery: Awaited<ReturnType<typeof setUpDelivery>>;
let admin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' }, { clock });
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
const tokenOf = (url: string) => url.split('/track/')[1]!;
const track = (token: string) => t.app.inject({ method: 'GET', url: `/api/track/${token}` });
const linkOf = (orderId: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/tracking-link`, headers: { ...bearer(token), ...headers } });
const revoke = (orderId: string, token: string) => t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/tracking-link/revoke`, headers: bearer(token) });
const move = (orderId: string, deliveryStatus: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/delivery`,
    headers: bearer(admin),
    payload: { deliveryStatus, reason: 'Sent straight from the desk' },
  });

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

function openTracking(token: unknown): Socket {
  const socket = connect(`${baseUrl}${TRACKING_NAMESPACE}`, {
    transports: ['websocket'],
    auth: { trackingToken: token },
    extraHeaders: { origin: baseUrl },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}
const nextView = (socket: Socket, ms = 5000) =>
  new Promise<TrackingView | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once(TRACKING_UPDATE_EVENT, (view: TrackingView) => {
      clearTimeout(timer);
      resolve(view);
    });
  });

describe('the tracking link', { timeout: 60_000 }, () => {
  it('is made when the order is confirmed, and opens its progress with nothing about the sender or the recipient', async () => {
    const { customer, orderId, orderNumber } = await place();
    const res = await linkOf(orderId, customer.token);
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/shop\.example\/track\/[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select({ token: orders.trackingToken }).from(orders).where(eq(orders.id, orderId));
    expect(row?.token).toBe(tokenOf(url));

    // The florist's photo and the proof of delivery, as the workshop and the rider record them.
    await t.database.db
      .update(orders)
      .set({ preparedPhoto: '/uploads/prepared.webp', preparedAt: new Date('2026-11-23T06:00:00Z') })
      .where(eq(orders.id, orderId));
    expect((await move(orderId, 'shipped')).statusCode).toBe(200);
    expect((await move(orderId, 'delivered')).statusCode).toBe(200);
    await t.database.db.update(orders).set({ deliveryPhoto: '/uploads/doorstep.webp', receivedBy: 'Neighbour' }).where(eq(orders.id, orderId));

    const read = await track(tokenOf(url));
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.headers['x-robots-tag']).toBe('noindex');
    const { tracking } = read.json<{ tracking: TrackingView }>();
    expect(tracking).toMatchObject({
      orderNumber,
      orderStatus: 'delivered',
      deliveryStatus: 'delivered',
      deliveryDate: clock.today(),
      slot: { name: delivery.evening.name },
      items: [{ name: 'Genda Phool Toran', quantity: 1 }],
      prepared: { photo: '/uploads/prepared.webp', at: '2026-11-23T06:00:00.000Z' },
      delivered: { photo: '/uploads/doorstep.webp', receivedBy: 'Neighbour', at: expect.any(String) },
    });
    expect(tracking.history.map((s) => [s.orderStatus, s.deliveryStatus])).toEqual([
      ['pending', 'pending'],
      ['confirmed', 'pending'],
      ['shipped', 'out_for_delivery'],
      ['delivered', 'delivered'],
    ]);
    const keys = keysOf(tracking);
    for (const privateKey of [
      'recipient',
      'recipientName',
      'phone',
      'shippingAddress',
      'address',
      'email',
      'user',
      'sender',
      'giftMessage',
      'price',
      'totals',
      'totalAmount',
      'actorLabel',
      'note',
      '_id',
    ])
      expect(keys, privateKey).not.toContain(privateKey);
    const body = read.body;
    for (const secret of [
      customer.body.name,
      customer.body.email,
      customer.body.phone,
      'Amma',
      '9123456789',
      'Temple Street',
      'Happy birthday',
      'Customer',
      'Shop Admin',
    ])
      expect(body).not.toContain(secret);
  });

  it('does not exist before the order is confirmed', async () => {
    const customer = await registerCustomer(t.app);
    await addToCart(t.app, customer.token, fixture.products['Genda Phool Toran']!);
    const { orderId } = await createPaymentOrder(t.app, customer.token, checkoutBody({ slotId: delivery.evening.id, date: clock.today() }));
    const res = await linkOf(orderId, customer.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_TRACKING_LINK');
    expect((await revoke(orderId, customer.token)).json().code).toBe('NO_TRACKING_LINK');
  });

  it('is read and replaced by its owner only; a replaced link stops at once', async () => {
    const { customer, orderId } = await place();
    const first = tokenOf((await linkOf(orderId, customer.token)).json().url);

    const stranger = await registerCustomer(t.app);
    for (const res of [await linkOf(orderId, stranger.token), await revoke(orderId, stranger.token)]) {
      expect(res.statusCode).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain(first);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/tracking-link` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/tracking-link/revoke` })).statusCode).toBe(401);
    expect((await linkOf('not-an-id', customer.token)).statusCode).toBe(400);
    expect(tokenOf((await linkOf(orderId, customer.token)).json().url)).toBe(first);

    const replaced = await revoke(orderId, customer.token);
    expect(replaced.statusCode).toBe(200);
    const second = tokenOf(replaced.json().url);
    expect(second).not.toBe(first);
    const gone = await track(first);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'TRACKING_LINK_INVALID', message: 'This tracking link is not valid any more' });
    expect((await track(second)).statusCode).toBe(200);
    expect(tokenOf((await linkOf(orderId, customer.token)).json().url)).toBe(second);
  });

  it('answers 404 for an unknown link and 400 for something that is not a link', async () => {
    expect((await track('A'.repeat(43))).json()).toMatchObject({ code: 'TRACKING_LINK_INVALID' });
    expect((await track('A'.repeat(43))).statusCode).toBe(404);
    for (const bad of ['short', 'A'.repeat(44), `${'A'.repeat(42)}%24`]) {
      const res = await track(bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('rides in every order mail, sealed in the outbox until sent', async () => {
    const { customer, orderId } = await place();
    const url = (await linkOf(orderId, customer.token)).json().url as string;
    await move(orderId, 'shipped');
    await move(orderId, 'delivered');
    const mails = await mailsTo(t.database.db, customer.body.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/confirmed/), expect.stringMatching(/on its way/), expect.stringMatching(/delivered/)]),
    );
    for (const mail of mails) {
      expect(mail.text).toContain(`Follow your order: ${url}`);
      expect(mail.text).toContain('You may share this link with the recipient');
      // The row itself keeps only the sealed link.
      expect(mail.secrets).toMatch(/^v1\./);
      expect(mail.secrets).not.toContain(tokenOf(url));
    }
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(admin) })).json<{
      messages: { to: string; text: string }[];
    }>();
    const staffCopies = outbox.messages.filter((m) => m.to === customer.body.email);
    expect(staffCopies.length).toBeGreaterThanOrEqual(3);
    for (const copy of staffCopies) {
      expect(copy.text).not.toContain(tokenOf(url));
      expect(copy.text).toContain(`Follow your order: ${HIDDEN_LINK}`);
    }
  });

  it('goes to the customer’s phone on confirmation and when out for delivery, kept in the phone outbox by default', async () => {
    const { customer, orderId, orderNumber } = await place();
    const token = tokenOf((await linkOf(orderId, customer.token)).json().url);
    await move(orderId, 'shipped');
    const rows = await t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.relatedOrderId, orderId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ to: '+919876543210', channel: 'sms', status: 'stored', attempts: 0 });
      expect(row.text).toContain(orderNumber);
      expect(row.text).not.toContain(token);
    }
    expect(rows.map((r) => r.text).join('\n')).toMatch(/confirmed[\s\S]*out for delivery/);
    expect(t.app.shop.phone.configured).toBe(false);
    expect((await t.app.shop.jobs.counts()).find((q) => q.name === 'phone-deliver')).toMatchObject({ waiting: 0, active: 0 });

    // Staff read it beside the mail outbox, the link hidden; customers may not.
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/phone-outbox', headers: bearer(admin) });
    expect(listed.statusCode).toBe(200);
    const mine = listed.json<{ configured: boolean; messages: { to: string; text: string }[] }>();
    expect(mine.configured).toBe(false);
    const copy = mine.messages.find((m) => m.text.includes(orderNumber));
    expect(copy?.text).toContain(HIDDEN_LINK);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/phone-outbox', headers: bearer(customer.token) })).statusCode).toBe(403);
  });
});

describe('following a link live', { timeout: 60_000 }, () => {
  it('sends an anonymous page the tracking view of each move, and disconnects it when the link is replaced', async () => {
    const { customer, orderId, orderNumber } = await place();
    const token = tokenOf((await linkOf(orderId, customer.token)).json().url);
    const socket = openTracking(token);
    await connected(socket);

    const heard = nextView(socket);
    expect((await move(orderId, 'confirmed')).statusCode).toBe(200);
    const view = await heard;
    expect(view).toMatchObject({ orderNumber, orderStatus: 'processing', deliveryStatus: 'pending' });
    const keys = keysOf(view);
    for (const privateKey of ['recipient', 'phone', 'shippingAddress', 'email', 'user', 'price', 'totals', 'orderId', 'trackingNumber'])
      expect(keys, privateKey).not.toContain(privateKey);
    // The staff's and the owner's event never reaches it.
    let leaked = false;
    socket.on('order-status-update', () => (leaked = true));

    // Another order's moves are not heard.
    const other = await place();
    const quiet = nextView(socket, 800);
    await move(other.orderId, 'confirmed');
    expect(await quiet).toBeNull();
    expect(leaked).toBe(false);

    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    expect((await revoke(orderId, customer.token)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connected(openTracking(token))).rejects.toThrow('This tracking link is not valid any more');
  });

  it('refuses a socket without a link, with a malformed one, or from another site', async () => {
    await expect(connected(openTracking(undefined))).rejects.toThrow(/not valid/);
    await expect(connected(openTracking('nope'))).rejects.toThrow(/not valid/);
    await expect(connected(openTracking('A'.repeat(43)))).rejects.toThrow(/not valid/);
    const { customer, orderId } = await place();
    const token = tokenOf((await linkOf(orderId, customer.token)).json().url);
    const foreign = connect(`${baseUrl}${TRACKING_NAMESPACE}`, {
      transports: ['websocket'],
      auth: { trackingToken: token },
      extraHeaders: { origin: 'https://evil.example' },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(foreign);
    await expect(connected(foreign)).rejects.toThrow();
  });
});

// A tracking link's refusals in the page's language: the web app names it in Accept-Language
// ('hi' on the Hindi pages); without it, word for word the English as before. Last, after the
// live sockets; the shop's address this app is built with is in no refusal.
const HINDI = { 'accept-language': 'hi' };

describe('tracking refusals in the page’s language', () => {
  it('says a gone link is not valid any more in Hindi', async () => {
    const track = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/track/${'A'.repeat(43)}`, headers });
    expect((await track()).json()).toMatchObject({ code: 'TRACKING_LINK_INVALID', message: 'This tracking link is not valid any more' });
    const hindi = await track(HINDI);
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toMatchObject({ code: 'TRACKING_LINK_INVALID', message: 'यह ट्रैकिंग लिंक अब काम नहीं करता' });
  });

  it('says an unconfirmed order has no link yet, and someone else’s is not found, in Hindi', async () => {
    const customer = await registerCustomer(t.app);
    await addToCart(t.app, customer.token, fixture.products['Genda Phool Toran']!);
    const { orderId } = await createPaymentOrder(t.app, customer.token, checkoutBody({ slotId: delivery.evening.id, date: clock.today() }));
    expect((await linkOf(orderId, customer.token)).json().message).toBe('This order gets its tracking link once it is confirmed');
    expect((await linkOf(orderId, customer.token, HINDI)).json()).toMatchObject({
      code: 'NO_TRACKING_LINK',
      message: 'इस ऑर्डर का ट्रैकिंग लिंक ऑर्डर पक्का होने पर मिलेगा',
    });

    const placed = await placePaidOrder(t.app, { productId: fixture.products['Genda Phool Toran']!, slotId: delivery.evening.id, date: clock.today() });
    expect((await linkOf(placed.orderId, customer.token)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderId}/tracking-link/revoke`,
      headers: { ...bearer(customer.token), ...HINDI },
    });
    expect(revoke.json()).toMatchObject({ code: 'NOT_FOUND', message: 'ऑर्डर नहीं मिला' });
  });
});
