// Checkout and payment on a real database with the simulated gateway: refusals in the page's
// language, where and when, tampering, the race for the last unit, verify twice, bad signatures,
// ownership, webhooks and expiry.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderHistory, orders, products, promoCodes, promoRedemptions, refunds } from '../../db/schema';
import { newId } from '../../db/ids';
import { hmacHex } from '../../platform/payments/gateway';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { addToCart, checkoutBody, setUpDelivery, testClock } from '../../test/commerce';

const clock = testClock();
let t: TestApp;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
let delivery: Awaited<ReturnType<typeof setUpDelivery>>;
let secrets: { simulatedPayments: string; simulatedWebhook: string };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  fixture = await insertTestCatalogue(t.database.db);
  delivery = await setUpDelivery(t.database.db);
  secrets = { simulatedPayments: t.config.payments.keySecret, simulatedWebhook: t.config.payments.webhookSecret };
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-11-23T04:30:00Z')); // 10:00 in the shop

const id = (name: string) => fixture.products[name]!;
const stockOf = async (productId: string) => (await t.database.db.query.products.findFirst({ where: eq(products.id, productId) }))!.stock;
const orderRow = async (orderId: string) => (await t.database.db.query.orders.findFirst({ where: eq(orders.id, orderId) }))!;

async function createOrder(token: string, body: object = checkoutBody({ slotId: delivery.standard.id, date: clock.today() })) {
  return t.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: bearer(token), payload: body });
}

async function pay(token: string, razorpayOrderId: string, orderId: string, method?: string) {
  const sim = await t.app.inject({
    method: 'POST',
    url: '/api/payment/simulate',
    headers: bearer(token),
    payload: { razorpayOrderId, outcome: 'success', ...(method ? { method } : {}) },
  });
  expect(sim.statusCode).toBe(200);
  const { razorpayPaymentId, razorpaySignature } = sim.json();
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/verify-payment',
    headers: bearer(token),
    payload: { razorpayOrderId, razorpayPaymentId, razorpaySignature, orderId },
  });
}

async function customerWithCart(items: [string, number][]) {
  const customer = await registerCustomer(t.app);
  for (const [name, qty] of items) await addToCart(t.app, customer.token, id(name), qty);
  return customer;
}

// Checkout's and the cart's refusals in the customer's page language: the web app names it in
// Accept-Language ('hi' on the Hindi pages). Slot and product names come as the shop names them in
// Hindi, days in Hindi month names; without the header, word for word the English as before. First
// in the file: its stock refusal counts on the fixture's three Mogra Gajra, which later tests'
// orders take; what it changes itself (a Hindi name, a promo code, cash on delivery's settings)
// none of the later tests reads.
const HINDI = { 'accept-language': 'hi' };
const DEVANAGARI = /[\u0900-\u097F]/;

async function customerWith(product: string, quantity = 1) {
  const customer = await registerCustomer(t.app);
  await addToCart(t.app, customer.token, id(product), quantity);
  return customer;
}
const placeOrder = (token: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: { ...bearer(token), ...headers }, payload: body });

describe('checkout refusals in the page’s language', () => {
  it('says sorry to an unserved pincode in Hindi, on the field too', async () => {
    const { token } = await customerWith('Mogra Gajra');
    const body = checkoutBody({ slotId: delivery.standard.id, date: clock.today(), pincode: '110001' });
    const english = await placeOrder(token, body);
    expect(english.json()).toMatchObject({
      code: 'PINCODE_NOT_SERVICEABLE',
      message: 'Sorry, we do not deliver to 110001 yet.',
      errors: [{ path: 'shippingAddress.pincode', message: 'We do not deliver here yet' }],
    });
    const hindi = await placeOrder(token, body, HINDI);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({
      code: 'PINCODE_NOT_SERVICEABLE',
      message: 'माफ़ कीजिए, हम अभी 110001 में डिलीवरी नहीं करते।',
      errors: [{ path: 'shippingAddress.pincode', message: 'हम अभी यहाँ डिलीवरी नहीं करते' }],
    });
  });

  it('names a closed slot by its Hindi name and the day in Hindi', async () => {
    clock.set('2026-11-23T14:30:00Z'); // 20:00 in the shop: today's evening slot has closed
    const { token } = await customerWith('Mogra Gajra');
    const body = checkoutBody({ slotId: delivery.evening.id, date: '2026-11-23' });
    const english = (await placeOrder(token, body)).json();
    expect(english.code).toBe('SLOT_UNAVAILABLE');
    expect(english.message).toContain(delivery.evening.name);
    expect(english.message).toContain('23 November 2026');
    const hindi = (await placeOrder(token, body, HINDI)).json();
    expect(hindi.code).toBe('SLOT_UNAVAILABLE');
    expect(hindi.message).toContain(delivery.evening.nameHi);
    expect(hindi.message).toContain('23 नवंबर 2026');
    expect(hindi.message).not.toContain(delivery.evening.name);
    clock.set('2026-11-23T04:30:00Z');
  });

  it('tells of stock by the product’s Hindi name, and the English name without one', async () => {
    await t.database.db
      .update(products)
      .set({ nameHi: 'मोगरा गजरा' })
      .where(eq(products.id, id('Mogra Gajra')));
    const { token } = await registerCustomer(t.app);
    const add = (productId: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { ...bearer(token), ...headers }, payload: { productId, quantity: 5 } });
    expect((await add(id('Mogra Gajra'))).json().message).toBe('Only 3 of Mogra Gajra left');
    expect((await add(id('Mogra Gajra'), HINDI)).json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', message: 'मोगरा गजरा के सिर्फ़ 3 बचे हैं' });
    const soldOut = (await add(id('Yellow Rose Bunch'), HINDI)).json();
    expect(soldOut).toMatchObject({ code: 'OUT_OF_STOCK', message: 'माफ़ कीजिए, Yellow Rose Bunch स्टॉक में नहीं है' });
  });

  it('says why a promo code does not apply, in the cart and on applying it', async () => {
    await t.database.db.insert(promoCodes).values({ id: newId(), code: 'BIGDAY', kind: 'flat', value: 10_000, minOrderPaise: 200_000 });
    const { token } = await customerWith('Mogra Gajra');
    const apply = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/cart/promo', headers: { ...bearer(token), ...headers }, payload: { code: 'BIGDAY' } });
    expect((await apply()).json().message).toBe('Add ₹1,851 more to use BIGDAY (minimum order ₹2,000)');
    expect((await apply(HINDI)).json()).toMatchObject({
      code: 'PROMO_MIN_ORDER',
      message: 'BIGDAY इस्तेमाल करने के लिए ₹1,851 का सामान और जोड़ें (कम से कम ₹2,000 का ऑर्डर)',
    });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/cart/promo', headers: { ...bearer(token), ...HINDI }, payload: { code: 'NOSUCH' } });
    expect(unknown.json()).toMatchObject({ message: 'यह प्रोमो कोड मान्य नहीं है', errors: [{ path: 'code', message: 'यह प्रोमो कोड मान्य नहीं है' }] });
  });

  it('gives cash on delivery’s reason in the quote in Hindi', async () => {
    const settings = { cashOnDelivery: { enabled: true, maxOrderValue: 1500, fee: 30, pincodes: ['560003'] } };
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(await loginAdmin(t)), payload: settings })).statusCode).toBe(200);
    const { token } = await customerWith('Genda Phool Toran');
    const quote = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        headers: { ...bearer(token), ...headers },
        payload: { pincode: '560001', slotId: delivery.evening.id, date: clock.today() },
      });
    expect((await quote({})).json().cashOnDelivery.reason).toBe('Cash on delivery is not offered in 560001; please pay online.');
    const hindi = (await quote(HINDI)).json().cashOnDelivery;
    expect(hindi).toMatchObject({ offered: false, reason: '560001 में डिलीवरी पर नकद की सुविधा नहीं है; कृपया ऑनलाइन भुगतान करें।' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cash-on-delivery',
      headers: { ...bearer(token), ...HINDI },
      payload: checkoutBody({ slotId: delivery.evening.id, date: clock.today(), pincode: '560001' }),
    });
    expect(refused.json()).toMatchObject({ code: 'COD_NOT_AVAILABLE', message: hindi.reason });
  });

  it('asks a stale session to log in again, in Hindi', async () => {
    const stale = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { ...bearer('no-such-session'), ...HINDI } });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(DEVANAGARI);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer('no-such-session') })).json().message).toBe(
      'Your session has expired. Please login again.',
    );
  });
});

describe('where and when', () => {
  it('checks pincodes by longest prefix, with the zone and when', async () => {
    const city = (await t.app.inject({ method: 'GET', url: '/api/delivery/check?pincode=560003' })).json();
    expect(city).toMatchObject({ serviceable: true, zone: 'Bengaluru City', fee: 0, earliestDate: clock.today() });
    expect(city.message).toMatch(/today/);
    expect((await t.app.inject({ method: 'GET', url: '/api/delivery/check?pincode=560103' })).json()).toMatchObject({ zone: 'Bengaluru Outer', fee: 40 });
    const far = (await t.app.inject({ method: 'GET', url: '/api/delivery/check?pincode=110001' })).json();
    expect(far).toMatchObject({ serviceable: false, message: 'Sorry, we do not deliver to 110001 yet.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/delivery/check?pincode=12345' })).statusCode).toBe(400);
  });

  it('lists slots with fees; timed slots close at their own lead time, standard delivery at the same-day cut-off', async () => {
    const at10 = (await t.app.inject({ method: 'GET', url: `/api/delivery/slots?date=${clock.today()}` })).json().slots;
    const byName = (slots: { name: string; available: boolean; reason?: string; fee: number }[], prefix: string) =>
      slots.find((s) => s.name.startsWith(prefix))!;
    expect(byName(at10, 'Standard')).toMatchObject({ available: true, fee: 0 });
    expect(byName(at10, 'Morning')).toMatchObject({ available: false, reason: 'past_cutoff' }); // 9:00 start, needs 2 h lead
    expect(byName(at10, 'Afternoon')).toMatchObject({ available: true, fee: 49 });
    expect(byName(at10, 'Midnight')).toMatchObject({ available: true, fee: 199 });

    clock.set('2026-11-23T14:00:00Z'); // 19:30 in the shop: past the 18:00 same-day cut-off
    const evening = (await t.app.inject({ method: 'GET', url: `/api/delivery/slots?date=${clock.today()}` })).json().slots;
    // The midnight surprise (23:00, two hours' lead) can still be booked today; nothing else can.
    expect(evening.filter((s: { available: boolean }) => s.available).map((s: { name: string }) => s.name)).toEqual([byName(evening, 'Midnight').name]);
    expect(byName(evening, 'Standard')).toMatchObject({ available: false, reason: 'past_cutoff' });
    const stillToday = (await t.app.inject({ method: 'GET', url: '/api/delivery/check?pincode=560003' })).json();
    expect(stillToday).toMatchObject({ earliestDate: '2026-11-23', message: expect.stringContaining('today only Midnight surprise') });
    // Before a pincode is known, checkout asks for the first open day's slots: still today.
    const firstOpenAt1930 = (await t.app.inject({ method: 'GET', url: '/api/delivery/slots' })).json();
    expect(firstOpenAt1930).toMatchObject({ date: '2026-11-23' });
    expect(firstOpenAt1930.note).toBeUndefined();

    clock.set('2026-11-23T16:00:00Z'); // 21:30: the midnight slot's own cut-off has passed too
    const late = (await t.app.inject({ method: 'GET', url: `/api/delivery/slots?date=${clock.today()}` })).json().slots;
    expect(late.every((s: { available: boolean; reason: string }) => !s.available && s.reason === 'past_cutoff')).toBe(true);
    const tomorrow = (await t.app.inject({ method: 'GET', url: '/api/delivery/slots?date=2026-11-24' })).json().slots;
    expect(tomorrow.every((s: { available: boolean }) => s.available)).toBe(true);
    // The checkout opens on the first day with an open slot, and says why today is not it.
    expect((await t.app.inject({ method: 'GET', url: '/api/delivery/check?pincode=560003' })).json()).toMatchObject({
      earliestDate: '2026-11-24',
      message: expect.stringContaining("from tomorrow; today's orders closed at 21:00"),
    });
    const firstOpenAt2130 = (await t.app.inject({ method: 'GET', url: '/api/delivery/slots' })).json();
    expect(firstOpenAt2130).toMatchObject({ date: '2026-11-24', note: "We deliver from tomorrow: today's orders closed at 21:00." });
    expect(firstOpenAt2130.slots.every((s: { available: boolean }) => s.available)).toBe(true);

    const { token } = await customerWithCart([['Mogra Gajra', 1]]);
    const res = await createOrder(token, checkoutBody({ slotId: delivery.standard.id, date: '2026-11-23' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_UNAVAILABLE');
    const past = await createOrder(token, checkoutBody({ slotId: delivery.standard.id, date: '2026-11-20' }));
    expect(past.json().code).toBe('SLOT_UNAVAILABLE');
  });

  it('refuses dates that are not on the calendar with a 400, and stores no order under them', async () => {
    for (const date of ['2026-11-31', '2026-13-45', '2026-02-29', '2026-00-10']) {
      const slots = await t.app.inject({ method: 'GET', url: `/api/delivery/slots?date=${date}` });
      expect(slots.statusCode, date).toBe(400);
      expect(slots.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'date', message: 'Not a date on the calendar' }] });
    }
    const { token } = await customerWithCart([['Genda Phool Toran', 1]]);
    const res = await createOrder(token, checkoutBody({ slotId: delivery.standard.id, date: '2026-11-31' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'deliveryDate', message: 'Not a date on the calendar' });
    expect(await t.database.db.select().from(orders).where(eq(orders.deliveryDate, '2026-11-31'))).toHaveLength(0);
    const desk = await t.app.inject({ method: 'GET', url: '/api/admin/deliveries?date=2026-11-31', headers: bearer(await loginAdmin(t)) });
    expect(desk.statusCode).toBe(400);
  });

  it('refuses a pincode the shop does not serve, before any payment', async () => {
    const { token } = await customerWithCart([['Mogra Gajra', 1]]);
    const res = await createOrder(token, checkoutBody({ slotId: delivery.standard.id, date: clock.today(), pincode: '110001' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PINCODE_NOT_SERVICEABLE', message: 'Sorry, we do not deliver to 110001 yet.' });
    expect(await stockOf(id('Mogra Gajra'))).toBe(3);
  });

  it('shows a full slot as full and refuses it', async () => {
    const [slot] = await t.database.db
      .insert((await import('../../db/schema')).deliverySlots)
      .values({ id: newId(), name: 'Tiny slot', kind: 'fixed', startTime: '17:00', endTime: '18:00', feePaise: 0, capacity: 1, sortOrder: 9 })
      .returning();
    const first = await customerWithCart([['Genda Phool Toran', 1]]);
    expect((await createOrder(first.token, checkoutBody({ slotId: slot!.id, date: clock.today() }))).statusCode).toBe(200);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/delivery/slots?date=${clock.today()}` }))
      .json()
      .slots.find((s: { _id: string }) => s._id === slot!.id);
    expect(listed).toMatchObject({ available: false, remaining: 0, reason: 'full' });
    const second = await customerWithCart([['Genda Phool Toran', 1]]);
    const res = await createOrder(second.token, checkoutBody({ slotId: slot!.id, date: clock.today() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_FULL');
  });

  it('quotes the same total that create-order charges, with zone and slot fees', async () => {
    const { token } = await customerWithCart([['Red Rose Bouquet', 1]]);
    await t.app.inject({ method: 'POST', url: '/api/cart/promo', headers: bearer(token), payload: { code: 'PHOOL10' } });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: bearer(token),
      payload: { pincode: '560103', slotId: delivery.evening.id, date: clock.today() },
    });
    // 799 + (49 base + 40 zone + 49 slot) − (50 shop + 79 promo)
    expect(quote.json()).toMatchObject({
      zone: 'Bengaluru Outer',
      totals: { subtotal: 799, deliveryFee: 138, shopDiscount: 50, promoDiscount: 79, discount: 129, total: 808 },
    });
    const created = await createOrder(token, checkoutBody({ slotId: delivery.evening.id, date: clock.today(), pincode: '560103' }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ amount: 80_800, currency: 'INR', provider: 'simulated', key: 'rzp_test_simulated' });
  });

  it('refuses a gift message over the shop’s limit', async () => {
    const { token } = await customerWithCart([['Mogra Gajra', 1]]);
    const res = await createOrder(token, checkoutBody({ slotId: delivery.standard.id, date: clock.today(), giftMessage: 'x'.repeat(201) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('giftMessage');
  });
});

describe('create-order', () => {
  it('ignores prices and amounts sent by the client and charges the server’s figure', async () => {
    const { token } = await customerWithCart([['Pink Rose Box', 2]]);
    const tampered = {
      ...checkoutBody({ slotId: delivery.standard.id, date: clock.today() }),
      amount: 100,
      totalAmount: 1,
      items: [{ productId: id('Pink Rose Box'), price: 1, quantity: 2 }],
      totals: { total: 1 },
    };
    const res = await createOrder(token, tampered);
    expect(res.statusCode).toBe(200);
    expect(res.json().amount).toBe((1299 * 2 + 49 - 50) * 100);
    const order = await orderRow(res.json().orderId);
    expect(order).toMatchObject({ status: 'pending', totalPaise: 259_700, subtotalPaise: 259_800 });
  });

  it('reserves stock once and reuses the pending order for the same unchanged checkout', async () => {
    const before = await stockOf(id('White Rose Vase'));
    const { token } = await customerWithCart([['White Rose Vase', 2]]);
    const first = (await createOrder(token)).json();
    const again = (await createOrder(token)).json();
    expect(again.orderId).toBe(first.orderId);
    expect(again.razorpayOrderId).toBe(first.razorpayOrderId);
    expect(await stockOf(id('White Rose Vase'))).toBe(before - 2);

    // A changed cart replaces the pending order and releases its reservation.
    await t.app.inject({ method: 'PUT', url: '/api/cart/update', headers: bearer(token), payload: { productId: id('White Rose Vase'), quantity: 1 } });
    const changed = (await createOrder(token)).json();
    expect(changed.orderId).not.toBe(first.orderId);
    expect((await orderRow(first.orderId)).status).toBe('cancelled');
    expect(await stockOf(id('White Rose Vase'))).toBe(before - 1);
  });

  it('refuses an empty cart and validates the form', async () => {
    const { token } = await registerCustomer(t.app);
    expect((await createOrder(token)).json()).toMatchObject({ message: 'Your cart is empty' });
    const bad = await createOrder(token, {
      ...checkoutBody({ slotId: delivery.standard.id, date: clock.today() }),
      shippingAddress: { name: '', street: '', city: '', state: '', pincode: '12', phone: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['shippingAddress.name', 'shippingAddress.street', 'shippingAddress.pincode', 'shippingAddress.phone']),
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payment/create-order', payload: checkoutBody({ slotId: delivery.standard.id, date: clock.today() }) }))
        .statusCode,
    ).toBe(401);
  });

  it('sells the last unit exactly once when 20 customers check out at the same moment', async () => {
    const productId = id('Rose Varmala Pair');
    await t.database.db.update(products).set({ stock: 1 }).where(eq(products.id, productId));
    const customers = [];
    for (let i = 0; i < 20; i++) customers.push(await customerWithCart([['Rose Varmala Pair', 1]]));
    const results = await Promise.all(customers.map((c) => createOrder(c.token)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'OUT_OF_STOCK')).toBe(true);
    expect(await stockOf(productId)).toBe(0);
    console.info(
      `race for the last unit (${t.database.kind}): 20 attempts, ${statuses.filter((s) => s === 200).length} success, final stock ${await stockOf(productId)}`,
    );
    await t.database.db.update(products).set({ stock: 25 }).where(eq(products.id, productId));
  });

  it('redeems a single-use code once even when two customers pay with it at the same moment', async () => {
    await t.database.db.insert(promoCodes).values({ id: newId(), code: 'ONLYONE', kind: 'flat', value: 5_000, usageLimit: 1 });
    const a = await customerWithCart([['Genda Phool Toran', 1]]);
    const b = await customerWithCart([['Genda Phool Toran', 1]]);
    for (const c of [a, b])
      expect((await t.app.inject({ method: 'POST', url: '/api/cart/promo', headers: bearer(c.token), payload: { code: 'ONLYONE' } })).statusCode).toBe(200);
    const results = await Promise.all([a, b].map((c) => createOrder(c.token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toMatch(/^PROMO_/);
    expect((await t.database.db.query.promoCodes.findFirst({ where: eq(promoCodes.code, 'ONLYONE') }))!.usedCount).toBe(1);
  });
});

describe('payment', () => {
  it('confirms on a verified payment, clears the cart, and a second verify changes nothing', async () => {
    const { token } = await customerWithCart([['Mogra Gajra', 1]]);
    const created = (await createOrder(token)).json();
    const first = await pay(token, created.razorpayOrderId, created.orderId);
    expect(first.statusCode).toBe(200);
    // UPI unless the window was told otherwise, as Razorpay's window puts it first.
    expect(first.json().order).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', orderId: created.orderNumber, paymentMethod: 'upi' });
    const sim = first.json().order.razorpayPaymentId;
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify-payment',
      headers: bearer(token),
      payload: {
        razorpayOrderId: created.razorpayOrderId,
        razorpayPaymentId: sim,
        razorpaySignature: hmacHex(secrets.simulatedPayments, `${created.razorpayOrderId}|${sim}`),
        orderId: created.orderId,
      },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().order.orderStatus).toBe('confirmed');
    const confirmations = await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, created.orderId));
    expect(confirmations.filter((h) => h.toStatus === 'confirmed')).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json().cart.items).toEqual([]);
  });

  it('refuses a bad signature with 400 and leaves the order pending', async () => {
    const { token } = await customerWithCart([['Genda Phool Toran', 1]]);
    const created = (await createOrder(token)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify-payment',
      headers: bearer(token),
      payload: { razorpayOrderId: created.razorpayOrderId, razorpayPaymentId: 'pay_forged', razorpaySignature: 'ab'.repeat(32), orderId: created.orderId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment verification failed');
    expect((await orderRow(created.orderId)).status).toBe('pending');
  });

  it('answers another customer’s order as not found, everywhere', async () => {
    const owner = await customerWithCart([['Genda Phool Toran', 1]]);
    const created = (await createOrder(owner.token)).json();
    const other = await registerCustomer(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/payment/order/${created.orderId}`, headers: bearer(other.token) })).statusCode).toBe(404);
    const sim = await t.app.inject({
      method: 'POST',
      url: '/api/payment/simulate',
      headers: bearer(other.token),
      payload: { razorpayOrderId: created.razorpayOrderId, outcome: 'success' },
    });
    expect(sim.statusCode).toBe(404);
    const good = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/simulate',
        headers: bearer(owner.token),
        payload: { razorpayOrderId: created.razorpayOrderId, outcome: 'success' },
      })
    ).json();
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify-payment',
      headers: bearer(other.token),
      payload: { ...good, razorpayOrderId: created.razorpayOrderId, orderId: created.orderId },
    });
    expect(verify.statusCode).toBe(404);
    expect((await orderRow(created.orderId)).status).toBe('pending');
    const admin = await loginAdmin(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/payment/order/${created.orderId}`, headers: bearer(admin) })).json().order.user.email).toBe(
      owner.body.email,
    );
  });

  it('keeps the cart and the order when a payment fails', async () => {
    const { token } = await customerWithCart([['Genda Phool Toran', 1]]);
    const created = (await createOrder(token)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/simulate',
      headers: bearer(token),
      payload: { razorpayOrderId: created.razorpayOrderId, outcome: 'failure' },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Payment failed');
    expect((await orderRow(created.orderId)).status).toBe('pending');
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json().cart.items).toHaveLength(1);
    // Paying again afterwards works, here by card.
    expect((await pay(token, created.razorpayOrderId, created.orderId, 'card')).json().order).toMatchObject({
      orderStatus: 'confirmed',
      paymentMethod: 'card',
    });
    const bogus = await t.app.inject({
      method: 'POST',
      url: '/api/payment/simulate',
      headers: bearer(token),
      payload: { razorpayOrderId: created.razorpayOrderId, outcome: 'success', method: 'barter' },
    });
    expect(bogus.statusCode).toBe(400);
  });

  it('lists a customer’s own orders newest first with the delivery details', async () => {
    const { token } = await customerWithCart([['Pink Rose Box', 1]]);
    const created = (await createOrder(token, checkoutBody({ slotId: delivery.evening.id, date: clock.today(), giftMessage: 'With love' }))).json();
    await pay(token, created.razorpayOrderId, created.orderId);
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })).json().orders;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      orderId: created.orderNumber,
      orderStatus: 'confirmed',
      deliveryStatus: 'pending',
      giftMessage: 'With love',
      recipient: { name: 'Amma', phone: '9123456789' },
      slot: { name: 'Evening 4 – 8 PM', startTime: '16:00', endTime: '20:00' },
      deliveryDate: clock.today(),
      items: [{ name: 'Pink Rose Box', quantity: 1, price: 1299 }],
      shippingAddress: { pincode: '560003', country: 'India' },
    });
    expect(list[0].orderId).toMatch(/^PW\d{6}-[A-Z2-9]{5}$/);
    // The items are a snapshot: renaming the product later does not rewrite the order.
    await t.database.db
      .update(products)
      .set({ name: 'Renamed Box' })
      .where(eq(products.id, id('Pink Rose Box')));
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })).json().orders[0].items[0].name).toBe('Pink Rose Box');
    await t.database.db
      .update(products)
      .set({ name: 'Pink Rose Box' })
      .where(eq(products.id, id('Pink Rose Box')));
  });
});

describe('webhook', () => {
  const sign = (body: string) => hmacHex(secrets.simulatedWebhook, body);
  const send = (body: string, signature: string, eventId = newId()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
      payload: body,
    });

  it('confirms an order whose browser never came back, once, and ignores replays', async () => {
    const { token } = await customerWithCart([['Genda Phool Toran', 2]]);
    const created = (await createOrder(token)).json();
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_webhook_1', order_id: created.razorpayOrderId, amount: created.amount, method: 'netbanking' } } },
    });
    const eventId = 'evt_captured_1';
    const first = await send(body, sign(body), eventId);
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('confirmed');
    expect(await orderRow(created.orderId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      razorpayPaymentId: 'pay_webhook_1',
      paymentMethod: 'netbanking',
    });
    const replay = await send(body, sign(body), eventId);
    expect(replay.json().status).toBe('duplicate');
    const history = await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, created.orderId));
    expect(history.filter((h) => h.toStatus === 'confirmed')).toHaveLength(1);
  });

  it('refuses a bad signature and a re-serialised body', async () => {
    const { token } = await customerWithCart([['Genda Phool Toran', 1]]);
    const created = (await createOrder(token)).json();
    const body = JSON.stringify({ event: 'order.paid', payload: { order: { entity: { id: created.razorpayOrderId } }, payment: { entity: { id: 'pay_x' } } } });
    expect((await send(body, 'ab'.repeat(32))).statusCode).toBe(400);
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    const res = await send(reserialised, sign(body));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid webhook signature');
    expect((await orderRow(created.orderId)).status).toBe('pending');
  });

  it('refuses a signed body that is not shaped like an event (400), and lets its retry through once fixed', async () => {
    const { token } = await customerWithCart([['Genda Phool Toran', 1]]);
    const created = (await createOrder(token)).json();
    const eventId = 'evt_misshapen_1';
    for (const body of [
      '[1, 2]',
      JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 42, order_id: created.razorpayOrderId } } } }),
      'not json',
    ]) {
      const res = await send(body, sign(body), eventId);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().message).toBe('Malformed webhook body');
    }
    expect((await orderRow(created.orderId)).status).toBe('pending');
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_fixed_1', order_id: created.razorpayOrderId } } } });
    expect((await send(body, sign(body), eventId)).json().status).toBe('confirmed');
  });

  it('records a failed payment on the order, which can still be paid', async () => {
    const { token } = await customerWithCart([['Genda Phool Toran', 1]]);
    const created = (await createOrder(token)).json();
    const failed = JSON.stringify({ event: 'payment.failed', payload: { payment: { entity: { id: 'pay_failed_1', order_id: created.razorpayOrderId } } } });
    expect((await send(failed, sign(failed))).json().status).toBe('failed');
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    const history = await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, created.orderId));
    expect(history.map((h) => h.note)).toContain('Payment failed');
    const paid = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_retry_1', order_id: created.razorpayOrderId } } } });
    expect((await send(paid, sign(paid))).json().status).toBe('confirmed');
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', razorpayPaymentId: 'pay_retry_1' });
  });
});

describe('expiry', () => {
  it('gives back at once the stock of a checkout interrupted before its payment started, and the customer can check out again', async () => {
    const productId = newId();
    await t.database.db.insert(products).values({
      id: productId,
      name: 'Marigold Door Toran',
      slug: 'marigold-door-toran',
      description: 'Orange and yellow',
      pricePaise: 39_900,
      categoryId: fixture.categories.garlands,
      stock: 6,
    });
    const { token } = await registerCustomer(t.app);
    await addToCart(t.app, token, productId, 2);
    const created = (await createOrder(token)).json();
    // What an instance killed between committing the order and asking the gateway leaves behind.
    await t.database.db.update(orders).set({ razorpayOrderId: null, createdAt: clock() }).where(eq(orders.id, created.orderId));
    expect(await stockOf(productId)).toBe(4);

    clock.advanceMinutes(1);
    await t.app.shop.checkout.expirePendingOrders();
    expect((await orderRow(created.orderId)).status).toBe('pending');
    clock.advanceMinutes(2);
    await t.app.shop.checkout.expirePendingOrders();
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'The payment never started (the checkout was interrupted)' });
    expect(await stockOf(productId)).toBe(6);

    // The retry goes through and can be paid.
    const again = await createOrder(token);
    expect(again.statusCode).toBe(200);
    expect((await pay(token, again.json().razorpayOrderId, again.json().orderId)).statusCode).toBe(200);
    expect(await stockOf(productId)).toBe(4);
  });

  it('cancels unpaid orders after 30 minutes and gives their stock and promo back', async () => {
    // A product of its own, so other tests' pending orders do not change its stock.
    const productId = newId();
    await t.database.db.insert(products).values({
      id: productId,
      name: 'Lotus Pooja Thali',
      slug: 'lotus-pooja-thali',
      description: 'Ten pink lotuses',
      pricePaise: 69_900,
      categoryId: fixture.categories.garlands,
      stock: 10,
    });
    const before = 10;
    const customer = await registerCustomer(t.app);
    const token = customer.token;
    await addToCart(t.app, token, productId, 2);
    const applied = await t.app.inject({ method: 'POST', url: '/api/cart/promo', headers: bearer(token), payload: { code: 'PHOOL10' } });
    expect(applied.json()).toMatchObject({ cart: { promo: { code: 'PHOOL10' } } });
    const used = async () => (await t.database.db.query.promoCodes.findFirst({ where: eq(promoCodes.code, 'PHOOL10') }))!.usedCount;
    const usedBefore = await used();
    const createdRes = await createOrder(token);
    expect(createdRes.statusCode, createdRes.body).toBe(200);
    const created = createdRes.json();
    expect(await stockOf(productId)).toBe(before - 2);
    expect(await used()).toBe(usedBefore + 1);

    clock.advanceMinutes(29);
    expect(await t.app.shop.checkout.expirePendingOrders()).toBe(0);
    clock.advanceMinutes(2);
    expect(await t.app.shop.checkout.expirePendingOrders()).toBeGreaterThanOrEqual(1);
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'Payment not completed within 30 minutes' });
    expect(await stockOf(productId)).toBe(before);
    // Other tests' pending orders with the same code expire too, so check this order's redemption.
    expect(await t.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, created.orderId))).toEqual([]);
    expect(await used()).toBeLessThan(usedBefore + 1);

    // A payment that arrives afterwards is recorded and refunded in full at once, never lost.
    const sim = await t.database.db.query.orders.findFirst({ where: eq(orders.id, created.orderId) });
    const paymentId = 'pay_too_late';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify-payment',
      headers: bearer(token),
      payload: {
        razorpayOrderId: sim!.razorpayOrderId,
        razorpayPaymentId: paymentId,
        razorpaySignature: hmacHex(secrets.simulatedPayments, `${sim!.razorpayOrderId}|${paymentId}`),
        orderId: created.orderId,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_AFTER_EXPIRY');
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending', razorpayPaymentId: paymentId });
    const order = await orderRow(created.orderId);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, created.orderId))).toEqual([
      expect.objectContaining({ paymentId, amountPaise: order!.totalPaise, status: 'pending', idempotencyKey: `late-${paymentId}` }),
    ]);
  });
});
