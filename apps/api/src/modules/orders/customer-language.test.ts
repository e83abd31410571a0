// Every mail and phone text a customer gets is in the language of their account at the time it is
// sent: a Hindi customer reads Hindi, an English one English, with the order number, the amount,
// the day and the tracking link intact in both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Language } from '@phoolwari/contracts';
import { orders, phoneOutbox, products } from '../../db/schema';
import { formatRupees } from '../../platform/money';
import { bearer, createTestApp, loginAdmin, loginStaff, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { addToCart, checkoutBody, setUpDelivery, testClock } from '../../test/commerce';
import { solidPng, uploadForm } from '../../test/images';
import { linkToken, mailsTo } from '../../test/mail';
import { placePaidOrder } from '../../test/orders';
import { until } from '../../test/until';

const clock = testClock();
let t: TestApp;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
let delivery: Awaited<ReturnType<typeof setUpDelivery>>;
let admin: string;

beforeAll(async () => {
  // Workers on: a customer's cancellation is refunded by the job queue, as in the shop.
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example', JOB_WORKERS: 'true', CANCELLATION_WINDOW_MINUTES: '30' }, { clock });
  fixture = await insertTestCatalogue(t.database.db);
  await t.database.db.update(products).set({ nameHi: 'गेंदे का तोरण' }).where(eq(products.id, fixture.products['Genda Phool Toran']!));
  delivery = await setUpDelivery(t.database.db);
  admin = await loginAdmin(t);
});
afterAll(() => t.close());

const DEVANAGARI = /[\u0900-\u097F]/;
const LANGUAGES: Language[] = ['en', 'hi'];

/** A paid order of two garlands by a customer whose account is in `language`; its tracking link as mailed. */
async function orderIn(language: Language) {
  const customer = await registerCustomer(t.app, { language });
  const placed = await placePaidOrder(t.app, {
    customer,
    productId: fixture.products['Genda Phool Toran']!,
    slotId: delivery.evening.id,
    date: clock.today(),
    quantity: 2,
  });
  const trackUrl = (await t.app.inject({ method: 'GET', url: `/api/orders/${placed.orderId}/tracking-link`, headers: bearer(customer.token) })).json<{
    url: string;
  }>().url;
  const total = formatRupees(placed.amount, language);
  return { ...placed, language, total, trackUrl };
}
type Placed = Awaited<ReturnType<typeof orderIn>>;

const move = (orderId: string, deliveryStatus: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/delivery`,
    headers: bearer(admin),
    payload: { deliveryStatus, reason: 'Sent straight from the desk' },
  });
const mailOf = async (placed: Placed, subject: RegExp) => {
  const mail = (await mailsTo(t.database.db, placed.customer.body.email)).find((m) => subject.test(m.subject));
  if (!mail) throw new Error(`no mail matching ${subject} to ${placed.customer.body.email}`);
  return mail;
};
const day = (language: Language) => (language === 'hi' ? '23 नवंबर 2026' : '23 November 2026');

/** What every order mail carries in both languages: the order number, the tracking link, the shop's name, and the right script. */
function expectOrderMail(mail: { subject: string; text: string }, placed: Placed) {
  expect(mail.subject).toContain(placed.orderNumber);
  expect(mail.text).toContain(placed.trackUrl);
  if (placed.language === 'hi') {
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(mail.text).toContain(`नमस्ते ${placed.customer.body.name} जी,`);
    expect(mail.text).toContain(`अपना ऑर्डर यहाँ देखें: ${placed.trackUrl}`);
    expect(mail.text.endsWith('\n\nफूलवारी')).toBe(true);
    expect(mail.text).not.toMatch(/Dear|Follow your order|Phoolwari/);
  } else {
    expect(`${mail.subject}${mail.text}`).not.toMatch(DEVANAGARI);
    expect(mail.text).toContain(`Dear ${placed.customer.body.name},`);
    expect(mail.text).toContain(`Follow your order: ${placed.trackUrl}`);
    expect(mail.text.endsWith('\n\nPhoolwari')).toBe(true);
  }
}

describe('order mails in the customer’s language', () => {
  it.each(LANGUAGES)('confirms a paid order (%s) with the amount, the items, the day and the link', async (language) => {
    const placed = await orderIn(language);
    const mail = await mailOf(placed, language === 'hi' ? /पक्का/ : /confirmed$/);
    expect(mail.text).toContain(placed.orderNumber);
    expectOrderMail(mail, placed);
    expect(mail.text).toContain(placed.total);
    expect(mail.text).toContain(day(language));
    // The flowers and the slot as the shop names them in the customer's language.
    expect(mail.text).toContain(language === 'hi' ? '  2 × गेंदे का तोरण' : '  2 × Genda Phool Toran');
    expect(mail.text).toContain(language === 'hi' ? delivery.evening.nameHi : delivery.evening.name);
    if (language === 'hi') {
      expect(mail.subject).toBe(`आपका ऑर्डर ${placed.orderNumber} पक्का हो गया है`);
      expect(mail.text).toContain(`धन्यवाद! हमें आपका ${placed.total} का भुगतान मिल गया है और आपका ऑर्डर ${placed.orderNumber} पक्का हो गया है।`);
      expect(mail.text).toContain('आपके ऑर्डर में (2 आइटम):');
      expect(mail.text).toContain(`Amma को डिलीवरी: ${day('hi')}, `);
    } else {
      expect(mail.subject).toBe(`Order ${placed.orderNumber} confirmed`);
      expect(mail.text).toContain(`Thank you! We have received your payment of ${placed.total} and confirmed order ${placed.orderNumber}.`);
      expect(mail.text).toContain('Your order (2 items):');
      expect(mail.text).toContain(`Delivery to Amma: ${day('en')}, `);
    }
  });

  it.each(LANGUAGES)('confirms a cash-on-delivery order (%s) with the cash to keep ready', async (language) => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(admin),
      payload: { cashOnDelivery: { enabled: true, maxOrderValue: 5000, fee: 0, pincodes: [] } },
    });
    const customer = await registerCustomer(t.app, { language });
    await addToCart(t.app, customer.token, fixture.products['Genda Phool Toran']!, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cash-on-delivery',
      headers: bearer(customer.token),
      payload: checkoutBody({ slotId: delivery.evening.id, date: clock.today() }),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The order's number is its `orderId` in the API.
    const { orderId: orderNumber, totalAmount } = res.json<{ order: { orderId: string; totalAmount: number } }>().order;
    const [mail] = await mailsTo(t.database.db, customer.body.email);
    const cash = formatRupees(Math.round(totalAmount * 100), language);
    expect(mail!.text).toContain(
      language === 'hi'
        ? `धन्यवाद! आपका ऑर्डर ${orderNumber} पक्का हो गया है। कृपया डिलीवरी के समय देने के लिए ${cash} नकद तैयार रखें।`
        : `Thank you! We have confirmed order ${orderNumber}. Please keep ${cash} in cash ready for our delivery partner.`,
    );
    expect(mail!.text).toContain(language === 'hi' ? 'आपके ऑर्डर में (1 आइटम):' : 'Your order (1 item):');
  });

  it.each(LANGUAGES)('tells of the order on its way and delivered (%s)', async (language) => {
    const placed = await orderIn(language);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/orders/${placed.orderId}/delivery`,
          headers: bearer(admin),
          payload: { deliveryStatus: 'shipped', trackingNumber: 'BLR-42', reason: 'Sent straight from the desk' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await move(placed.orderId, 'delivered')).statusCode).toBe(200);
    const shipped = await mailOf(placed, language === 'hi' ? /रास्ते में/ : /on its way/);
    const delivered = await mailOf(placed, language === 'hi' ? /पहुँच गया/ : /delivered$/);
    for (const mail of [shipped, delivered]) expectOrderMail(mail, placed);
    if (language === 'hi') {
      expect(shipped.text).toContain('Amma के लिए आपके फूल हमारी दुकान से निकल चुके हैं।\nट्रैकिंग नंबर: BLR-42');
      expect(delivered.text).toContain(`आपका ऑर्डर ${placed.orderNumber} Amma तक पहुँचा दिया गया है।`);
    } else {
      expect(shipped.text).toContain('Your flowers for Amma have left our workshop.\nTracking number: BLR-42');
      expect(delivered.text).toContain(`Your order ${placed.orderNumber} has been delivered to Amma.`);
    }
    // The freshness promise (decision 027), with the shop's own window, in the customer's language.
    const { freshnessHours } = (await t.app.inject({ method: 'GET', url: '/api/shop/policies' })).json().policies;
    expect(delivered.text).toContain(
      language === 'hi'
        ? `हमारा ताज़गी का वादा: फूल जल्दी खराब होते हैं, इसलिए लौटाए नहीं जा सकते, पर अगर कुछ गड़बड़ हो तो डिलीवरी के ${freshnessHours} घंटों के अंदर`
        : `Our freshness promise: flowers are perishable and cannot be returned, but if something is wrong, report it within ${freshnessHours} hours of delivery`,
    );
  });

  it.each(LANGUAGES)('tells a customer who sent the flowers to themselves that they were delivered, without "they" (%s)', async (language) => {
    // Two more garlands in stock for this order, so the tests after it still have theirs.
    await t.database.db
      .update(products)
      .set({ stock: sql`${products.stock} + 2` })
      .where(eq(products.id, fixture.products['Genda Phool Toran']!));
    const placed = await orderIn(language);
    // The recipient is the customer: their own name, their phone written another way.
    await t.database.db
      .update(orders)
      .set({ recipientName: ` ${placed.customer.body.name.toUpperCase()}`, recipientPhone: '' })
      .where(eq(orders.id, placed.orderId));
    expect((await move(placed.orderId, 'shipped')).statusCode).toBe(200);
    expect((await move(placed.orderId, 'delivered')).statusCode).toBe(200);
    const delivered = await mailOf(placed, language === 'hi' ? /पहुँच गया/ : /delivered$/);
    expect(delivered.text).toContain(
      language === 'hi'
        ? `आपका ऑर्डर ${placed.orderNumber} आप तक पहुँचा दिया गया है। उम्मीद है फूल आपको बहुत पसंद आएँगे।`
        : `Your order ${placed.orderNumber} has been delivered. We hope you enjoy the flowers.`,
    );
    expect(delivered.text).not.toMatch(/loved it|उन्हें बहुत पसंद/);
  });

  it.each(LANGUAGES)('tells of a cancellation and of the refund with its amount (%s)', async (language) => {
    const placed = await orderIn(language);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/orders/${placed.orderId}/cancel`,
          headers: bearer(placed.customer.token),
          payload: { reason: 'Plans changed' },
        })
      ).statusCode,
    ).toBe(200);
    await until(
      async () => (await t.database.db.query.orders.findFirst({ where: eq(orders.id, placed.orderId) }))!.paymentStatus === 'refunded',
      'the refund to be processed',
    );
    const cancelled = await mailOf(placed, language === 'hi' ? /रद्द/ : /cancelled$/);
    const refunded = await mailOf(placed, language === 'hi' ? /वापस/ : /^Refund of/);
    for (const mail of [cancelled, refunded]) {
      expectOrderMail(mail, placed);
      expect(mail.text).toContain(placed.total);
    }
    if (language === 'hi') {
      expect(cancelled.text).toContain(`${placed.total} का रिफ़ंड उसी खाते में शुरू कर दिया गया है`);
      expect(refunded.subject).toBe(`ऑर्डर ${placed.orderNumber} के ${placed.total} वापस कर दिए गए हैं`);
      expect(refunded.text).toContain('5–7 कार्य दिवसों में');
    } else {
      expect(cancelled.text).toContain(`A refund of ${placed.total} has been started`);
      expect(refunded.subject).toBe(`Refund of ${placed.total} for order ${placed.orderNumber}`);
    }
  });

  it.each(LANGUAGES)('sends the florist’s photo of the ready bouquet (%s)', async (language) => {
    const placed = await orderIn(language);
    const florist = await loginStaff(t, 'florist');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/bench/${placed.orderId}/prepared`,
      headers: bearer(florist.token),
      payload: uploadForm([{ name: 'bouquet.png', data: await solidPng(300, 400), type: 'image/png', field: 'photo' }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const ready = await mailOf(placed, language === 'hi' ? /गुलदस्ता तैयार/ : /^Your bouquet is ready/);
    expectOrderMail(ready, placed);
    expect(ready.text).toContain(`https://shop.example${res.json().order.prepared.photo}`);
    expect(ready.subject).toBe(language === 'hi' ? `आपका गुलदस्ता तैयार है (ऑर्डर ${placed.orderNumber})` : `Your bouquet is ready (order ${placed.orderNumber})`);
  });

  it('follows the language the account has when the mail is sent, not when the order was placed', async () => {
    const placed = await orderIn('en');
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(placed.customer.token), payload: { language: 'hi' } })).statusCode,
    ).toBe(200);
    expect((await move(placed.orderId, 'shipped')).statusCode).toBe(200);
    expectOrderMail(await mailOf(placed, /रास्ते में/), { ...placed, language: 'hi' });
    expectOrderMail(await mailOf(placed, /confirmed$/), placed);
  });
});

describe('product names on the customer’s screens', () => {
  it('carries the product’s Hindi name beside the English the order keeps, on My Orders and the tracking page', async () => {
    const toran = fixture.products['Genda Phool Toran']!;
    await t.database.db.update(products).set({ nameHi: 'गेंदे का तोरण' }).where(eq(products.id, toran));
    try {
      const { orderId, trackUrl, customer } = await orderIn('hi');
      const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) })).json<{
        orders: { _id: string; items: { name: string; hi?: { name: string } }[] }[];
      }>();
      const item = mine.orders.find((o) => o._id === orderId)!.items[0]!;
      expect(item).toMatchObject({ name: 'Genda Phool Toran', hi: { name: 'गेंदे का तोरण' } });
      const token = new URL(trackUrl).pathname.split('/').pop()!;
      const page = (await t.app.inject({ method: 'GET', url: `/api/track/${token}` })).json<{
        tracking: { items: { name: string; hi?: { name: string } }[] };
      }>();
      expect(page.tracking.items[0]).toMatchObject({ name: 'Genda Phool Toran', hi: { name: 'गेंदे का तोरण' } });
    } finally {
      await t.database.db.update(products).set({ nameHi: '' }).where(eq(products.id, toran));
    }
  });
});

describe('phone texts in the customer’s language', () => {
  it.each(LANGUAGES)('on confirmation and when out for delivery (%s)', async (language) => {
    const placed = await orderIn(language);
    await move(placed.orderId, 'shipped');
    const texts = (await t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.relatedOrderId, placed.orderId))).map((r) => r.text).sort();
    expect(texts).toHaveLength(2);
    for (const text of texts) expect(text).toContain(placed.orderNumber);
    if (language === 'hi') {
      expect(texts).toEqual(
        [
          `फूलवारी: आपका ऑर्डर ${placed.orderNumber} पक्का हो गया है, डिलीवरी ${day('hi')}, ${delivery.evening.nameHi}। यहाँ देखें: {{trackLink}}`,
          `फूलवारी: आपका ऑर्डर ${placed.orderNumber} डिलीवरी के लिए निकल चुका है। यहाँ देखें: {{trackLink}}`,
        ].sort(),
      );
    } else {
      expect(texts).toEqual(
        [
          `Phoolwari: order ${placed.orderNumber} is confirmed for ${day('en')}, ${delivery.evening.name}. Follow it: {{trackLink}}`,
          `Phoolwari: order ${placed.orderNumber} is out for delivery. Follow it: {{trackLink}}`,
        ].sort(),
      );
    }
  });
});

describe('password mails in the customer’s language', () => {
  it.each(LANGUAGES)('the reset link and the notice of the change (%s)', async (language) => {
    const customer = await registerCustomer(t.app, { language });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: customer.body.email } })).statusCode).toBe(200);
    const [reset] = await mailsTo(t.database.db, customer.body.email);
    const token = linkToken(reset!.text, '/reset-password');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'jasmine-456' } })).statusCode).toBe(200);
    const [changed] = await mailsTo(t.database.db, customer.body.email);
    if (language === 'hi') {
      expect(reset!.subject).toBe('अपने फूलवारी खाते का नया पासवर्ड बनाएँ');
      expect(reset!.text).toContain('60 मिनट के अंदर यहाँ नया पासवर्ड चुनें:\n\nhttps://shop.example/reset-password?token=');
      expect(changed!.subject).toBe('आपके फूलवारी खाते का पासवर्ड बदल दिया गया है');
      expect(changed!.text).toContain('https://shop.example/forgot-password');
      for (const mail of [reset!, changed!]) expect(mail.text.endsWith('\n\nफूलवारी')).toBe(true);
    } else {
      expect(reset!.subject).toBe('Reset your Phoolwari password');
      expect(reset!.text).toContain('Choose a new password here within 60 minutes:\n\nhttps://shop.example/reset-password?token=');
      expect(changed!.subject).toBe('Your Phoolwari password was changed');
      for (const mail of [reset!, changed!]) expect(`${mail.subject}${mail.text}`).not.toMatch(DEVANAGARI);
    }
  });
});
