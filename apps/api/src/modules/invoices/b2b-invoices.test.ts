// Companies ordering (B2B): checkout takes a legal name and a GSTIN checked as the shop's own is,
// the order keeps them, the invoice and its credit notes print them with the place of supply, the
// order desk sees them, and the month's CSV files B2B invoice by invoice apart from B2C.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { bearer, registerCustomer } from '../../test/app';
import { addToCart, checkoutBody, testClock } from '../../test/commerce';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';
import { hasPdftotext, pdfText, registerShopForGst } from './test-fixture';

/** A Tamil Nadu company (33) and a Karnataka one (29), each GSTIN with its right check character. */
const CHENNAI = { legalName: 'Kaveri Textiles Private Limited', gstin: '33AAACK1234M1ZS' };
const BENGALURU = { legalName: 'Nandi Software LLP', gstin: '29AAKFN5678Q1Z2' };

describe('B2B invoices', () => {
  const clock = testClock();
  const t = setUpOrderingSuite(clock);
  const setUp = () => registerShopForGst(t);

  it('refuses a GSTIN that fails the shop’s own checks with a 400 naming the field, and places nothing', async () => {
    await setUp();
    const customer = await registerCustomer(t.app);
    await addToCart(t.app, customer.token, t.fixture.products['Mogra Gajra']!, 1);
    const base = checkoutBody({ slotId: t.delivery.evening.id, date: clock.today() });
    const cases: [object, RegExp][] = [
      [{ legalName: 'Kaveri Textiles', gstin: '33AAACK1234M1ZT' }, /check character/],
      [{ legalName: 'Kaveri Textiles', gstin: '99AAACK1234M1ZS' }, /state code/],
      [{ legalName: 'Kaveri Textiles', gstin: '33AAACK1234' }, /15 characters/],
      [{ legalName: '', gstin: CHENNAI.gstin }, /legal name/],
    ];
    for (const [company, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: bearer(customer.token), payload: { ...base, company } });
      expect(res.statusCode, JSON.stringify(company)).toBe(400);
      const errors = res.json().errors as { path: string; message: string }[];
      expect(
        errors.some((e) => e.path.startsWith('company.') && message.test(e.message)),
        JSON.stringify(errors),
      ).toBe(true);
    }
    const placed = await t.database.db.select().from(orders).where(eq(orders.userId, customer.user._id));
    expect(placed).toEqual([]);
    // Lower case and spaces around are what people type: taken as the GSTIN in capitals.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: bearer(customer.token),
      payload: { ...base, company: { legalName: ' Kaveri Textiles Private Limited ', gstin: ' 33aaack1234m1zs ' } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, ok.json().orderId));
    expect(row).toMatchObject({ buyerLegalName: CHENNAI.legalName, buyerGstin: CHENNAI.gstin });
  });

  it('prints the company, its GSTIN and the place of supply on the invoice (IGST outside the state) and its credit note, in English and Hindi', async () => {
    await setUp();
    // Delivered to Tamil Nadu: the place of supply is 33, so IGST.
    const { orderId, customer } = await placePaidOrder(t.app, {
      productId: t.fixture.products['Mogra Gajra']!,
      slotId: t.delivery.evening.id,
      date: clock.today(),
      body: {
        company: CHENNAI,
        shippingAddress: { ...checkoutBody({ slotId: '', date: '' }).shippingAddress, state: 'Tamil Nadu' },
      },
    });
    const order = (await t.app.inject({ method: 'GET', url: `/api/payment/order/${orderId}`, headers: bearer(customer.token) })).json().order;
    expect(order.company).toEqual(CHENNAI);
    // The order desk sees it too.
    const desk = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: bearer(t.adminToken) });
    expect(desk.statusCode).toBe(200);
    expect(desk.json().order.company).toEqual(CHENNAI);

    const invoice = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice?lang=en`, headers: bearer(customer.token) });
    expect(invoice.statusCode).toBe(200);
    if (hasPdftotext) {
      const text = pdfText(invoice.rawPayload);
      expect(text).toContain('Kaveri Textiles Private Limited');
      expect(text).toContain(`GSTIN: ${CHENNAI.gstin}`);
      expect(text).toContain('GSTIN: 29ABCDE1234F1ZW');
      expect(text).toContain('Tamil Nadu (33)');
      expect(text).toContain('IGST');
      expect(text).not.toContain('CGST');
      expect(text).toMatch(/Ordered by /);
      const hindi = pdfText((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice?lang=hi`, headers: bearer(customer.token) })).rawPayload);
      expect(hindi).toContain(`GSTIN: ${CHENNAI.gstin}`);
      expect(hindi).toContain('तमिलनाडु');
      expect(hindi).toContain('ऑर्डर करने वाले');
    }

    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: bearer(t.adminToken),
      payload: { amount: 100, reason: 'Two stems wilted', idempotencyKey: `b2b-note-${orderId}` },
    });
    expect(refunded.statusCode).toBe(200);
    await t.app.shop.refunds.settle(refunded.json().order.refunds[0]._id, 'processed', null);
    const note = (await t.app.inject({ method: 'GET', url: `/api/payment/order/${orderId}`, headers: bearer(customer.token) })).json().order.creditNotes[0];
    const notePdf = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/credit-notes/${note._id}?lang=en`, headers: bearer(customer.token) });
    expect(notePdf.statusCode).toBe(200);
    if (hasPdftotext) {
      const text = pdfText(notePdf.rawPayload);
      expect(text).toContain(`GSTIN: ${CHENNAI.gstin}`);
      expect(text).toContain('Kaveri Textiles Private Limited');
    }
  });

  it('keeps CGST + SGST for a company in the shop’s own state, and a person’s invoice names no company', async () => {
    await setUp();
    const b2b = await placePaidOrder(t.app, {
      productId: t.fixture.products['Mogra Gajra']!,
      slotId: t.delivery.evening.id,
      date: clock.today(),
      body: { company: BENGALURU },
    });
    const person = await placePaidOrder(t.app, { productId: t.fixture.products['Mogra Gajra']!, slotId: t.delivery.evening.id, date: clock.today() });
    const personOrder = (await t.app.inject({ method: 'GET', url: `/api/payment/order/${person.orderId}`, headers: bearer(person.customer.token) })).json()
      .order;
    expect(personOrder.company).toBeNull();
    if (hasPdftotext) {
      const text = pdfText(
        (await t.app.inject({ method: 'GET', url: `/api/orders/${b2b.orderId}/invoice?lang=en`, headers: bearer(t.adminToken) })).rawPayload,
      );
      expect(text).toContain(`GSTIN: ${BENGALURU.gstin}`);
      expect(text).toContain('Karnataka (29)');
      expect(text).toContain('CGST');
      expect(text).toContain('SGST');
      const plain = pdfText(
        (await t.app.inject({ method: 'GET', url: `/api/orders/${person.orderId}/invoice?lang=en`, headers: bearer(t.adminToken) })).rawPayload,
      );
      expect(plain).not.toMatch(/Ordered by|GSTIN: 29AAKFN|GSTIN: 33AAACK/);
    }
  });

  it('lists B2B invoice by invoice with the recipient’s GSTIN, apart from B2C summed by place and rate, in the month’s CSV', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reports/gst?month=2026-11', headers: bearer(t.adminToken) });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const col = (name: string) => header!.indexOf(name);
    expect(header!.slice(0, 4)).toEqual(['Section', 'Month', 'Recipient GSTIN', 'Receiver name']);
    const b2b = rows.filter((r) => r[0] === 'B2B');
    const b2c = rows.filter((r) => r[0] === 'B2C');
    // Both companies' invoices, each its own row per rate (goods at 18 % and delivery at 18 % share one), named by number.
    const chennai = b2b.filter((r) => r[col('Recipient GSTIN')] === CHENNAI.gstin && r[col('Document type')] === 'Invoice');
    expect(chennai).toHaveLength(1);
    expect(chennai[0]![col('Receiver name')]).toBe(CHENNAI.legalName);
    expect(chennai[0]![col('Document number')]).toMatch(/^PW\/26-27\/\d{6}$/);
    expect(chennai[0]![col('Document date')]).toBe(clock.today());
    expect(chennai[0]![col('State code')]).toBe('33');
    expect(Number(chennai[0]![col('IGST')])).toBeGreaterThan(0);
    expect(Number(chennai[0]![col('CGST')])).toBe(0);
    expect(Number(chennai[0]![col('Document value')])).toBeGreaterThan(0);
    const bengaluru = b2b.filter((r) => r[col('Recipient GSTIN')] === BENGALURU.gstin);
    expect(bengaluru).toHaveLength(1);
    expect(Number(bengaluru[0]![col('CGST')])).toBeGreaterThan(0);
    // The company's credit note is filed with its GSTIN, as a negative amount.
    const note = b2b.find((r) => r[col('Document type')] === 'Credit note');
    expect(note?.[col('Recipient GSTIN')]).toBe(CHENNAI.gstin);
    expect(Number(note?.[col('Total')])).toBe(-100);
    // B2C rows carry no GSTIN or number, and no company's invoice is counted in them.
    expect(b2c.length).toBeGreaterThan(0);
    expect(b2c.every((r) => r[col('Recipient GSTIN')] === '' && r[col('Document number')] === '')).toBe(true);
    const b2cDocuments = b2c.filter((r) => r[col('Document type')] === 'Invoice').reduce((n, r) => n + Number(r[col('Documents')]), 0);
    // The earlier tests paid one person's order (and a pending one that has no invoice).
    expect(b2cDocuments).toBe(1);
  });
});
