// The cart on a real database: guests, stock limits, prices from the database, the one totals
// function, shop settings and promo codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, promoCodes } from '../../db/schema';
import { newId } from '../../db/ids';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { addToCart, checkoutBody, setUpDelivery, testClock } from '../../test/commerce';
import { computeTotals } from './totals';
import type { Cart } from '@phoolwari/contracts';

const clock = testClock();
let t: TestApp;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  fixture = await insertTestCatalogue(t.database.db);
  await setUpDelivery(t.database.db);
  adminToken = await loginAdmin(t);
});
afterAll(() => t.close());

const id = (name: string) => fixture.products[name]!;
const cartCall = (token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/cart${path}`, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

describe('cart rules', () => {
  it('tells a session that has ended to log in again, rather than taking it for a guest (guests: guest-cart.test.ts)', async () => {
    for (const [method, path] of [
      ['POST', '/add'],
      ['GET', ''],
      ['PUT', '/update'],
      ['DELETE', '/remove'],
      ['DELETE', '/clear'],
    ] as const) {
      const res = await cartCall('no-such-session', method, path, method === 'GET' ? undefined : { productId: id('Mogra Gajra'), quantity: 1 });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please login again.');
    }
  });

  it('adds with a default quantity of 1, merges repeat adds, and counts items', async () => {
    const { token } = await registerCustomer(t.app);
    await addToCart(t.app, token, id('Genda Phool Toran'));
    const cart = await addToCart(t.app, token, id('Genda Phool Toran'), 2);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      quantity: 3,
      price: 249,
      lineTotal: 747,
      product: { _id: id('Genda Phool Toran'), name: 'Genda Phool Toran', availability: 'In Stock', stock: 25 },
    });
    expect(cart.totalItems).toBe(3);
    expect(cart.totalAmount).toBe(747);
  });

  it("carries a product's Hindi name for the Hindi cart, and none when it has none", async () => {
    const { token } = await registerCustomer(t.app);
    await t.database.db
      .update(products)
      .set({ nameHi: 'गेंदे का तोरण' })
      .where(eq(products.id, id('Genda Phool Toran')));
    await addToCart(t.app, token, id('Genda Phool Toran'));
    const cart = (await addToCart(t.app, token, id('Red Rose Bouquet'))) as Cart;
    const byId = Object.fromEntries(cart.items.map((i) => [i.product._id, i.product]));
    expect(byId[id('Genda Phool Toran')]).toMatchObject({ name: 'Genda Phool Toran', hi: { name: 'गेंदे का तोरण' } });
    expect(byId[id('Red Rose Bouquet')]!.hi).toBeUndefined();
    await t.database.db
      .update(products)
      .set({ nameHi: '' })
      .where(eq(products.id, id('Genda Phool Toran')));
  });

  it('never goes below 1 or above stock, and says why', async () => {
    const { token } = await registerCustomer(t.app);
    expect((await cartCall(token, 'POST', '/add', { productId: id('Mogra Gajra'), quantity: 0 })).statusCode).toBe(400);
    const over = await cartCall(token, 'POST', '/add', { productId: id('Mogra Gajra'), quantity: 4 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: 'Only 3 of Mogra Gajra left', code: 'INSUFFICIENT_STOCK' });
    await addToCart(t.app, token, id('Mogra Gajra'), 3);
    expect((await cartCall(token, 'POST', '/add', { productId: id('Mogra Gajra') })).statusCode).toBe(409);
    expect((await cartCall(token, 'PUT', '/update', { productId: id('Mogra Gajra'), quantity: 0 })).statusCode).toBe(400);
    expect((await cartCall(token, 'PUT', '/update', { productId: id('Mogra Gajra'), quantity: 4 })).statusCode).toBe(409);
    const down = await cartCall(token, 'PUT', '/update', { productId: id('Mogra Gajra'), quantity: 2 });
    expect(down.json().cart.items[0].quantity).toBe(2);
    const sold = await cartCall(token, 'POST', '/add', { productId: id('Yellow Rose Bunch') });
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({ message: 'Sorry, Yellow Rose Bunch is out of stock', code: 'OUT_OF_STOCK' });
    const hidden = await cartCall(token, 'POST', '/add', { productId: id('Old Stock Wreath') });
    expect(hidden.statusCode).toBe(404);
    expect((await cartCall(token, 'POST', '/add', { productId: 'nope' })).statusCode).toBe(400);
  });

  it('removes lines and clears, and keeps each customer’s cart their own', async () => {
    const a = await registerCustomer(t.app);
    const b = await registerCustomer(t.app);
    await addToCart(t.app, a.token, id('Pink Rose Box'));
    await addToCart(t.app, a.token, id('White Rose Vase'));
    await addToCart(t.app, b.token, id('Mogra Gajra'));
    const removed = await cartCall(a.token, 'DELETE', '/remove', { productId: id('Pink Rose Box') });
    expect(removed.json().cart.items.map((i: { product: { name: string } }) => i.product.name)).toEqual(['White Rose Vase']);
    expect((await cartCall(b.token, 'GET', '')).json().cart.items.map((i: { product: { name: string } }) => i.product.name)).toEqual(['Mogra Gajra']);
    const cleared = await cartCall(a.token, 'DELETE', '/clear');
    expect(cleared.json().cart).toMatchObject({ items: [], totalItems: 0, totals: { total: 0 } });
  });

  it('always prices from the database', async () => {
    const { token } = await registerCustomer(t.app);
    await cartCall(token, 'POST', '/add', { productId: id('Rose Varmala Pair'), quantity: 1, price: 1 });
    await t.database.db
      .update(products)
      .set({ pricePaise: 199_900 })
      .where(eq(products.id, id('Rose Varmala Pair')));
    const cart = (await cartCall(token, 'GET', '')).json().cart;
    expect(cart.items[0].price).toBe(1999);
    expect(cart.totals.subtotal).toBe(1999);
    await t.database.db
      .update(products)
      .set({ pricePaise: 249_900 })
      .where(eq(products.id, id('Rose Varmala Pair')));
  });
});

describe('an add sent again with its Idempotency-Key', () => {
  const addWithKey = (token: string, key: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { ...bearer(token), 'idempotency-key': key }, payload });

  it('adds once however often the same request comes, also two copies at once; a new key adds again', async () => {
    const { token } = await registerCustomer(t.app);
    const line = { productId: id('Genda Phool Toran'), quantity: 2 };
    const first = await addWithKey(token, 'tap-1-aaaaaaaaaaaaaaaa', line);
    expect(first.statusCode).toBe(200);
    const retries = await Promise.all([addWithKey(token, 'tap-1-aaaaaaaaaaaaaaaa', line), addWithKey(token, 'tap-1-aaaaaaaaaaaaaaaa', line)]);
    for (const retry of retries) expect(retry.json().cart.items[0]).toMatchObject({ quantity: 2 });
    const twins = await Promise.all([addWithKey(token, 'tap-2-bbbbbbbbbbbbbbbb', line), addWithKey(token, 'tap-2-bbbbbbbbbbbbbbbb', line)]);
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await cartCall(token, 'GET', '')).json().cart.items[0].quantity).toBe(4);
  });

  it('refuses a key reused for another request, and a malformed key, changing nothing', async () => {
    const { token } = await registerCustomer(t.app);
    expect((await addWithKey(token, 'tap-3-cccccccccccccccc', { productId: id('Mogra Gajra'), quantity: 1 })).statusCode).toBe(200);
    const reused = await addWithKey(token, 'tap-3-cccccccccccccccc', { productId: id('Mogra Gajra'), quantity: 5 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const malformed = await addWithKey(token, 'short', { productId: id('Mogra Gajra'), quantity: 1 });
    expect(malformed.statusCode).toBe(400);
    expect((await cartCall(token, 'GET', '')).json().cart.items[0].quantity).toBe(1);
  });

  it('keeps keys per customer: another customer’s same key is their own request', async () => {
    const [one, two] = await Promise.all([registerCustomer(t.app), registerCustomer(t.app)]);
    for (const { token } of [one, two])
      expect((await addWithKey(token, 'tap-4-dddddddddddddddd', { productId: id('Mogra Gajra'), quantity: 1 })).json().cart.totalItems).toBe(1);
  });
});

describe('the largest order', () => {
  it('refuses a cart over the online maximum with a clear 400, and checkout refuses one whose prices rose past it', async () => {
    const db = t.database.db;
    const grand = newId();
    // A whole wedding's decoration at ₹4,00,000 (the most a product may cost is far higher).
    await db.insert(products).values({
      id: grand,
      name: 'Wedding Mandap Decoration',
      slug: 'wedding-mandap-decoration',
      description: 'Stage, mandap and entrance',
      pricePaise: 40_000_000,
      categoryId: fixture.categories.garlands,
      images: [],
      stock: 10,
      tags: [],
      features: [],
    });
    const { token } = await registerCustomer(t.app);
    expect((await cartCall(token, 'POST', '/add', { productId: grand, quantity: 2 })).statusCode).toBe(200);
    const tooMany = await cartCall(token, 'POST', '/add', { productId: grand, quantity: 1 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'ORDER_TOO_LARGE',
      message: 'An online order can come to at most ₹10,00,000. For a larger order, please call the shop.',
    });
    expect((await cartCall(token, 'PUT', '/update', { productId: grand, quantity: 3 })).json().code).toBe('ORDER_TOO_LARGE');
    expect((await cartCall(token, 'GET', '')).json().cart.totalItems).toBe(2);

    // ₹1 crore a piece (what once overflowed the order's total into a 500): checkout says no, and stores nothing.
    await db.update(products).set({ pricePaise: 1_000_000_000 }).where(eq(products.id, grand));
    const delivery = await setUpDelivery(db);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: bearer(token),
      payload: checkoutBody({ slotId: delivery.evening.id, date: clock.today() }),
    });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().code).toBe('ORDER_TOO_LARGE');
    expect(await db.query.orders.findMany()).toHaveLength(0);
  });
});

describe('totals', () => {
  it('is subtotal + delivery fee − shop discount with the default settings (49 and 50)', async () => {
    const { token } = await registerCustomer(t.app);
    const cart = await addToCart(t.app, token, id('Red Rose Bouquet'), 2);
    expect(cart.totals).toEqual({ subtotal: 1598, deliveryFee: 49, shopDiscount: 50, promoDiscount: 0, discount: 50, total: 1597 });
  });

  it('never lets a discount make the total negative', () => {
    expect(computeTotals({ subtotalPaise: 3000, deliveryFeePaise: 4900, shopDiscountPaise: 5000, promoDiscountPaise: 9000 })).toEqual({
      subtotal: 3000,
      deliveryFee: 4900,
      shopDiscount: 3000,
      promoDiscount: 0,
      discount: 3000,
      codFee: 0,
      total: 4900,
    });
    expect(computeTotals({ subtotalPaise: 0, deliveryFeePaise: 4900, shopDiscountPaise: 5000, promoDiscountPaise: 0 }).total).toBe(0);
  });

  it('follows the shop settings an admin changes, and only an admin', async () => {
    const { token } = await registerCustomer(t.app);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(token), payload: { deliveryFee: 0 } })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(adminToken), payload: { deliveryFee: -1 } });
    expect(bad.statusCode).toBe(400);
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(adminToken), payload: { deliveryFee: 60, shopDiscount: 0 } });
    expect(res.statusCode).toBe(200);
    const cart = await addToCart(t.app, token, id('Mogra Gajra'));
    expect(cart.totals).toMatchObject({ subtotal: 149, deliveryFee: 60, discount: 0, total: 209 });
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(adminToken), payload: { deliveryFee: 49, shopDiscount: 50 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().settings).toMatchObject({
      deliveryFee: 49,
      shopDiscount: 50,
      giftMessageLimit: 200,
    });
  });
});

describe('promo codes', () => {
  async function createPromo(values: Partial<typeof promoCodes.$inferInsert> & { code: string }) {
    await t.database.db.insert(promoCodes).values({ id: newId(), kind: 'flat', value: 10_000, ...values });
  }

  it('applies the demo code, shows the discount, and removes it', async () => {
    const { token } = await registerCustomer(t.app);
    await addToCart(t.app, token, id('Red Rose Bouquet'), 3); // 2397
    const applied = await cartCall(token, 'POST', '/promo', { code: ' phool10 ' });
    expect(applied.statusCode).toBe(200);
    const cart = applied.json().cart;
    expect(cart.promo.code).toBe('PHOOL10');
    // 10% of 2397 is 239.70, capped at 200.
    expect(cart.totals).toEqual({ subtotal: 2397, deliveryFee: 49, shopDiscount: 50, promoDiscount: 200, discount: 250, total: 2196 });
    const removed = (await cartCall(token, 'DELETE', '/promo')).json().cart;
    expect(removed.promo).toBeNull();
    expect(removed.totals.total).toBe(2396);
  });

  it('carries the code’s Hindi description for the Hindi cart, as the demo code has it, and none when it has none', async () => {
    const { token } = await registerCustomer(t.app);
    await addToCart(t.app, token, id('Red Rose Bouquet'));
    // The answer is the same whatever the page's language: the page picks (`localized`).
    for (const language of ['en', 'hi']) {
      const applied = await t.app.inject({
        method: 'POST',
        url: '/api/cart/promo',
        headers: { ...bearer(token), 'accept-language': language },
        payload: { code: 'PHOOL10' },
      });
      expect(applied.statusCode).toBe(200);
      expect(applied.json<{ cart: Cart }>().cart.promo).toEqual({
        code: 'PHOOL10',
        description: '10% off orders above ₹499 (up to ₹200)',
        hi: { description: '₹499 से ज़्यादा के ऑर्डर पर 10% छूट (₹200 तक)' },
      });
    }

    await createPromo({ code: 'ENGLISHONLY', description: '₹100 off, in English only' });
    const english = (await cartCall(token, 'POST', '/promo', { code: 'ENGLISHONLY' })).json<{ cart: Cart }>().cart;
    expect(english.promo).toEqual({ code: 'ENGLISHONLY', description: '₹100 off, in English only' });
    expect(english.promo).not.toHaveProperty('hi');

    // Written later by staff, the Hindi reaches a cart that already has the code.
    await t.database.db.update(promoCodes).set({ descriptionHi: '₹100 की छूट' }).where(eq(promoCodes.code, 'ENGLISHONLY'));
    expect((await cartCall(token, 'GET', '')).json<{ cart: Cart }>().cart.promo?.hi).toEqual({ description: '₹100 की छूट' });
  });

  it('refuses unknown, expired, not-yet-valid, inactive and below-minimum codes with the reason', async () => {
    await createPromo({ code: 'OLDSPRING', validTo: new Date('2026-01-01T00:00:00Z') });
    await createPromo({ code: 'DIWALI27', validFrom: new Date('2027-10-01T00:00:00Z') });
    await createPromo({ code: 'PAUSED', isActive: false });
    await createPromo({ code: 'BIGSPEND', minOrderPaise: 500_000 });
    const { token } = await registerCustomer(t.app);
    await addToCart(t.app, token, id('Genda Phool Toran'));
    const cases: [string, number, string, RegExp][] = [
      ['NOSUCH', 400, 'BAD_REQUEST', /not valid/],
      ['OLDSPRING', 409, 'PROMO_EXPIRED', /has expired/],
      ['DIWALI27', 409, 'PROMO_NOT_STARTED', /not valid yet/],
      ['PAUSED', 409, 'PROMO_INACTIVE', /no longer active/],
      ['BIGSPEND', 409, 'PROMO_MIN_ORDER', /Add ₹4,751 more to use BIGSPEND \(minimum order ₹5,000\)/],
    ];
    for (const [code, status, errorCode, message] of cases) {
      const res = await cartCall(token, 'POST', '/promo', { code });
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code, code).toBe(errorCode);
      expect(res.json().message, code).toMatch(message);
    }
    expect((await cartCall(token, 'GET', '')).json().cart.promo).toBeNull();
  });

  it('keeps an applied code but stops discounting when the cart falls below its minimum', async () => {
    const { token } = await registerCustomer(t.app);
    await addToCart(t.app, token, id('Genda Phool Toran'), 3); // 747
    await cartCall(token, 'POST', '/promo', { code: 'PHOOL10' });
    const cart = (await cartCall(token, 'PUT', '/update', { productId: id('Genda Phool Toran'), quantity: 1 })).json().cart;
    expect(cart.promo.code).toBe('PHOOL10');
    expect(cart.totals.promoDiscount).toBe(0);
    expect(cart.promoError).toMatch(/minimum order ₹499/);
  });

  it('lets only admins manage codes, and validates them', async () => {
    const { token } = await registerCustomer(t.app);
    const body = { code: 'monsoon15', kind: 'percent', value: 15, minOrder: 300 };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: bearer(token), payload: body })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: bearer(adminToken), payload: { ...body, value: 150 } })).statusCode,
    ).toBe(400);
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: bearer(adminToken), payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json().promoCode).toMatchObject({ code: 'MONSOON15', kind: 'percent', value: 15, minOrder: 300, usedCount: 0, isActive: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: bearer(adminToken), payload: body })).statusCode).toBe(409);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/promo-codes/${created.json().promoCode._id}/status`,
      headers: bearer(adminToken),
      payload: { isActive: false },
    });
    expect(off.json().promoCode.isActive).toBe(false);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes', headers: bearer(adminToken) });
    expect(listed.json().promoCodes.map((p: { code: string }) => p.code)).toContain('MONSOON15');
  });
});
