// GST invoices: the figures (tax taken out of GST-inclusive prices, discounts shared over the goods,
// CGST + SGST within the shop's state, IGST outside, the kind of document the items call for), the
// total in words the Indian way, GSTIN check digits, financial years; and through the shop: one
// gap-free number per confirmed order even when many pay at once, the PDF for its customer and
// staff only, a credit note for a processed refund, the month's CSV for the accountant, and why a
// document cannot be downloaded, in the page's language.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GstinSchema } from '@phoolwari/contracts';
import { products } from '../../db/schema';
import { bearer, registerCustomer } from '../../test/app';
import { addToCart, checkoutBody, createPaymentOrder, testClock } from '../../test/commerce';
import { placePaidOrder, placeUnpaidOrder, setUpOrderingSuite } from '../../test/orders';
import { amountInWords, numberInHindiWords } from './amount-in-words';
import { financialYear } from './issue';
import { placeOfSupply } from './place-of-supply';
import { nextInSeries } from './repo';
import { hasPdftotext, pdfText, REGISTERED_SHOP_GST, taxTheJasmine } from './test-fixture';
import { apportion, computeInvoice, creditNoteFigures } from './tax';

describe('invoice figures', () => {
  const order = { shopDiscountPaise: 5000, promoDiscountPaise: 0, deliveryFeePaise: 4900, codFeePaise: 0, totalPaise: 0 };
  const flowers = { name: 'Red Rose Bouquet', hsnCode: '0603', gstRate: 0, unitPricePaise: 59_900, quantity: 2 };
  const chocolates = { name: 'Chocolate Truffles', hsnCode: '1806', gstRate: 18, unitPricePaise: 47_200, quantity: 1 };

  it('takes GST out of inclusive prices, shares the discount over the goods, and adds up to what was charged', () => {
    const figures = computeInvoice({ registered: true, intraState: true, deliveryFeeRate: 18, items: [flowers, chocolates], order });
    expect(figures.kind).toBe('invoice_cum_bill_of_supply');
    const [roses, truffles, delivery] = figures.lines;
    // ₹50 off ₹1,670 of goods: ₹35.87 on the roses, ₹14.13 on the truffles.
    expect(roses).toMatchObject({ amountPaise: 119_800 - 3587, discountPaise: 3587, rate: 0, taxablePaise: 119_800 - 3587, cgstPaise: 0 });
    expect(truffles).toMatchObject({ amountPaise: 47_200 - 1413, rate: 18, taxablePaise: 38_803, cgstPaise: 3492, sgstPaise: 3492, igstPaise: 0 });
    expect(delivery).toMatchObject({
      description: 'Delivery charges',
      hsnCode: '996813',
      amountPaise: 4900,
      taxablePaise: 4153,
      cgstPaise: 373,
      sgstPaise: 374,
    });
    expect(figures.totals.totalPaise).toBe(119_800 + 47_200 + 4900 - 5000);
    expect(figures.totals.taxablePaise + figures.totals.cgstPaise + figures.totals.sgstPaise).toBe(figures.totals.totalPaise);
    expect(figures.hsnSummary.map((s) => [s.hsnCode, s.rate])).toEqual([
      ['0603', 0],
      ['1806', 18],
      ['996813', 18],
    ]);
  });

  it('charges IGST outside the shop’s state, and no tax at all when the shop is not registered', () => {
    const igst = computeInvoice({ registered: true, intraState: false, deliveryFeeRate: 18, items: [chocolates], order: { ...order, shopDiscountPaise: 0 } });
    expect(igst.kind).toBe('tax_invoice');
    expect(igst.lines[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 47_200 - 40_000, taxablePaise: 40_000 });
    const unregistered = computeInvoice({ registered: false, intraState: true, deliveryFeeRate: 18, items: [chocolates], order });
    expect(unregistered.kind).toBe('bill_of_supply');
    expect(unregistered.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(computeInvoice({ registered: true, intraState: true, deliveryFeeRate: 0, items: [flowers], order }).kind).toBe('bill_of_supply');
  });

  it('takes a partial refund back from every line in proportion, tax and all', () => {
    const invoice = computeInvoice({ registered: true, intraState: true, deliveryFeeRate: 18, items: [flowers, chocolates], order });
    const credit = creditNoteFigures(invoice, 50_000, true);
    expect(credit.totals.totalPaise).toBe(50_000);
    expect(credit.totals.taxablePaise + credit.totals.cgstPaise + credit.totals.sgstPaise).toBe(50_000);
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('writes totals in words with lakh and crore', () => {
    expect(amountInWords(129_950)).toBe('Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only');
    expect(amountInWords(12_034_500)).toBe('Rupees One Lakh Twenty Thousand Three Hundred Forty-Five Only');
    expect(amountInWords(1_234_567_801)).toBe('Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and One Paise Only');
  });

  it('writes totals in Hindi words with लाख and करोड़, each number below a hundred by its own name', () => {
    expect(Object.fromEntries([0, 1, 15, 99, 100, 1299, 100_000, 2_500_050].map((n) => [n, numberInHindiWords(n)]))).toEqual({
      0: 'शून्य',
      1: 'एक',
      15: 'पंद्रह',
      99: 'निन्यानबे',
      100: 'एक सौ',
      1299: 'एक हज़ार दो सौ निन्यानबे',
      100000: 'एक लाख',
      2500050: 'पच्चीस लाख पचास',
    });
    expect(numberInHindiWords(45)).toBe('पैंतालीस');
    expect(numberInHindiWords(120_345)).toBe('एक लाख बीस हज़ार तीन सौ पैंतालीस');
    expect(numberInHindiWords(123_456_789)).toBe('बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी');
    expect(numberInHindiWords(1_000_000_000)).toBe('एक सौ करोड़');
    expect(amountInWords(129_900, 'hi')).toBe('एक हज़ार दो सौ निन्यानबे रुपये');
    expect(amountInWords(129_950, 'hi')).toBe('एक हज़ार दो सौ निन्यानबे रुपये और पचास पैसे');
    expect(amountInWords(100, 'hi')).toBe('एक रुपया');
    expect(amountInWords(0, 'hi')).toBe('शून्य रुपये');
    expect(amountInWords(1_000_000_001, 'hi')).toBe('एक करोड़ रुपये और एक पैसा');
  });

  it('checks a GSTIN’s check character, finds the place of supply, and counts financial years from April', () => {
    expect(GstinSchema.safeParse('27AAPFU0939F1ZV').success).toBe(true);
    expect(GstinSchema.safeParse('27aapfu0939f1zv').data).toBe('27AAPFU0939F1ZV');
    expect(GstinSchema.safeParse('27AAPFU0939F1ZW').error?.issues[0]?.message).toMatch(/check character/);
    expect(GstinSchema.safeParse('99AAPFU0939F1ZV').success).toBe(false);
    expect(placeOfSupply({ state: 'karnataka', pincode: '560001' })).toBe('29');
    expect(placeOfSupply({ state: 'Orissa', pincode: '751001' })).toBe('21');
    expect(placeOfSupply({ state: 'Bengaluru', pincode: '560001' })).toBe('29');
    expect(placeOfSupply({ state: '?', pincode: '400001' })).toBe('27');
    // A Hindi page's customer may type the state in Devanagari, with or without its spaces.
    expect(placeOfSupply({ state: 'कर्नाटक', pincode: '110001' })).toBe('29');
    expect(placeOfSupply({ state: 'तमिलनाडु', pincode: '560001' })).toBe('33');
    expect(placeOfSupply({ state: 'पश्चिम  बंगाल', pincode: '560001' })).toBe('19');
    expect(financialYear(new Date('2027-03-31T18:29:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
  });
});

describe('invoices in the shop', () => {
  const clock = testClock();
  const t = setUpOrderingSuite(clock);
  it('refuses a GSTIN with a wrong check character or of another state', async () => {
    const put = (gst: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(t.adminToken), payload: { gst } });
    expect((await put({ ...REGISTERED_SHOP_GST, gstin: '29ABCDE1234F1ZX' })).statusCode).toBe(400);
    expect((await put({ ...REGISTERED_SHOP_GST, gstin: '27AAPFU0939F1ZV' })).json().errors[0].message).toMatch(/state code/);
    expect((await put({ ...REGISTERED_SHOP_GST, registered: true, gstin: '' })).statusCode).toBe(400);
    expect((await put(REGISTERED_SHOP_GST)).statusCode).toBe(200);
  });

  it('numbers each confirmed order once, without gaps, when many pay at once', async () => {
    // Here the jasmine stands in for chocolates, beside nil-rated marigolds.
    await taxTheJasmine(t);
    await t.database.db.update(products).set({ stock: 100 }).where(eq(products.id, t.fixture.products['Genda Phool Toran']!));
    const paid = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        placePaidOrder(t.app, {
          productId: t.fixture.products[i % 2 ? 'Mogra Gajra' : 'Genda Phool Toran']!,
          slotId: t.delivery.evening.id,
          date: clock.today(),
        }),
      ),
    );
    const numbers = await Promise.all(
      paid.map(
        async (p) =>
          (await t.app.inject({ method: 'GET', url: `/api/payment/order/${p.orderId}`, headers: bearer(p.customer.token) })).json().order
            .invoiceNumber as string,
      ),
    );
    expect(numbers.every((n) => /^PW\/26-27\/\d{6}$/.test(n))).toBe(true);
    expect(numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // A transaction that takes a number and rolls back leaves no gap.
    await expect(
      t.database.db.transaction(async (tx) => {
        await nextInSeries(tx, 'PW/26-27');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [first] = paid;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${first!.orderId}/invoice`, headers: bearer(first!.customer.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="PW-26-27-\d{6}\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${first!.orderId}/invoice`, headers: bearer(t.adminToken) })).statusCode).toBe(200);
    const stranger = await registerCustomer(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${first!.orderId}/invoice`, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${first!.orderId}/invoice` })).statusCode).toBe(401);
  });

  it('gives an unpaid order no invoice, and a processed refund a credit note', async () => {
    const pending = await placeUnpaidOrder(t.app, { productId: t.fixture.products['Genda Phool Toran']!, slotId: t.delivery.evening.id, date: clock.today() });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${pending.orderId}/invoice`, headers: bearer(pending.customer.token) })).statusCode).toBe(
      404,
    );

    const { orderId, customer: buyer } = await placePaidOrder(t.app, {
      productId: t.fixture.products['Mogra Gajra']!,
      slotId: t.delivery.evening.id,
      date: clock.today(),
      quantity: 2,
    });
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: bearer(t.adminToken),
      payload: { amount: 100, reason: 'One gajra was crushed', idempotencyKey: `credit-note-${orderId}` },
    });
    expect(refunded.statusCode).toBe(200);
    const [refund] = refunded.json().order.refunds;
    // Workers are off in this suite: settle the refund as the gateway's webhook would.
    await t.app.shop.refunds.settle(refund._id, 'processed', null);
    const order = (await t.app.inject({ method: 'GET', url: `/api/payment/order/${orderId}`, headers: bearer(buyer.token) })).json().order;
    expect(order.creditNotes).toEqual([
      expect.objectContaining({ number: expect.stringMatching(/^PW\/CN\/26-27\/\d{6}$/), amount: 100, reason: 'One gajra was crushed' }),
    ]);
    // Settling it again (a webhook that comes twice) issues no second note.
    await t.app.shop.refunds.settle(refund._id, 'processed', null);
    const note = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/credit-notes/${order.creditNotes[0]._id}`, headers: bearer(buyer.token) });
    expect(note.statusCode).toBe(200);
    expect(note.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/credit-notes/${refund._id}`, headers: bearer(buyer.token) })).statusCode).toBe(
      404,
    );
  });

  it('cancels the invoice of a cash-on-delivery sale refused at the door with a credit note for all of it', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(t.adminToken),
      payload: { cashOnDelivery: { enabled: true, maxOrderValue: 5000, fee: 0, pincodes: [] } },
    });
    const customer = await registerCustomer(t.app);
    await addToCart(t.app, customer.token, t.fixture.products['Genda Phool Toran']!, 1);
    const placed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/cash-on-delivery',
        headers: bearer(customer.token),
        payload: checkoutBody({ slotId: t.delivery.evening.id, date: clock.today() }),
      })
    ).json().order;
    expect(placed.invoiceNumber).toMatch(/^PW\/26-27\/\d{6}$/);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${placed._id}/delivery`,
      headers: bearer(t.adminToken),
      payload: { deliveryStatus: 'shipped', reason: 'Sent straight from the desk' },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed._id}/cash`,
      headers: bearer(t.adminToken),
      payload: { outcome: 'refused' },
    });
    expect(refused.json().order.creditNotes).toEqual([
      expect.objectContaining({ amount: placed.totalAmount, reason: expect.stringMatching(/^Cash on delivery refused/) }),
    ]);
  });

  it('exports the month’s B2C sales by document type, place of supply and GST rate as CSV', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reports/gst?month=2026-11', headers: bearer(t.adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = res.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(header).toEqual([
      'Section',
      'Month',
      'Recipient GSTIN',
      'Receiver name',
      'Document type',
      'Document number',
      'Document date',
      'Document value',
      'Documents',
      'Place of supply',
      'State code',
      'GST rate %',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
    ]);
    // No company ordered here: every row is B2C, summed by document type, place of supply and rate.
    expect(rows.every((r) => r[0] === 'B2C')).toBe(true);
    const invoices18 = rows.find((r) => r[4] === 'Invoice' && r[11] === '18' && r[10] === '29')!;
    expect(Number(invoices18[13])).toBeGreaterThan(0);
    expect(Number(invoices18[13])).toBeCloseTo(Number(invoices18[14]), 0);
    expect(rows.some((r) => r[4] === 'Credit note' && Number(r[16]) < 0)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports/gst?month=2026-13', headers: bearer(t.adminToken) })).statusCode).toBe(400);
    const customer = await registerCustomer(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports/gst?month=2026-11', headers: bearer(customer.token) })).statusCode).toBe(403);
  });

  // Several PDFs drawn with their Devanagari fonts: seconds each on a busy two-core machine.
  it('prints an invoice and a credit note in the customer’s language, or the one asked for; staff read English unless they ask', async () => {
    const customer = await registerCustomer(t.app, { language: 'hi' });
    await t.database.db.update(products).set({ nameHi: 'मोगरे का गजरा' }).where(eq(products.id, t.fixture.products['Mogra Gajra']!));
    const { orderId } = await placePaidOrder(t.app, {
      customer,
      productId: t.fixture.products['Mogra Gajra']!,
      slotId: t.delivery.evening.id,
      date: clock.today(),
    });
    const download = async (token: string, query = '', path = 'invoice') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/${path}${query}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return pdfTitle(res.rawPayload);
    };
    const invoice = (await t.app.inject({ method: 'GET', url: `/api/payment/order/${orderId}`, headers: bearer(customer.token) })).json().order
      .invoiceNumber as string;
    const hindiTitle = expect.stringMatching(new RegExp(`^(टैक्स इनवॉइस|आपूर्ति बिल|टैक्स इनवॉइस-सह-आपूर्ति बिल) ${invoice}$`));
    const englishTitle = expect.stringMatching(new RegExp(`^(Tax invoice|Bill of supply|Invoice-cum-bill of supply) ${invoice}$`));
    expect(await download(customer.token)).toEqual(hindiTitle);
    expect(await download(customer.token, '?lang=en')).toEqual(englishTitle);
    expect(await download(t.adminToken)).toEqual(englishTitle);
    expect(await download(t.adminToken, '?lang=hi')).toEqual(hindiTitle);
    if (hasPdftotext) {
      // The Hindi invoice names the product and the states in Hindi, where the shop has the words.
      const text = async (token: string, query = '') =>
        pdfText((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice${query}`, headers: bearer(token) })).rawPayload);
      const hindi = await text(customer.token);
      // (pdftotext gives the blocks of a Devanagari page in no particular order, so words, not lines.)
      expect(hindi).toContain('मोगरे का गजरा');
      expect(hindi).toContain('कर्नाटक');
      expect(hindi).toContain('की छूट के बाद');
      // The addresses keep what the owner and the customer typed; the states the invoice names itself are Hindi.
      expect(hindi).not.toMatch(/Mogra|Karnataka\s*\(29\)|बीजक/);
      const english = await text(customer.token, '?lang=en');
      expect(english).toContain('Mogra Gajra');
      expect(english).toContain('State: Karnataka (29)');
      expect(english).not.toMatch(/मोगरे|कर्नाटक/);
    }
    for (const bad of ['fr', 'HI', '', 'hi&lang=en']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice?lang=${bad}`, headers: bearer(customer.token) });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('lang');
    }

    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: bearer(t.adminToken),
      payload: { amount: 50, reason: 'Late delivery', idempotencyKey: `hindi-note-${orderId}` },
    });
    await t.app.shop.refunds.settle(refunded.json().order.refunds[0]._id, 'processed', null);
    const note = (await t.app.inject({ method: 'GET', url: `/api/payment/order/${orderId}`, headers: bearer(customer.token) })).json().order.creditNotes[0];
    expect(await download(customer.token, '', `credit-notes/${note._id}`)).toBe(`क्रेडिट नोट ${note.number}`);
    expect(await download(t.adminToken, '', `credit-notes/${note._id}`)).toBe(`Credit note ${note.number}`);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/credit-notes/${note._id}?lang=xx`, headers: bearer(customer.token) })).statusCode,
    ).toBe(400);
  }, 90_000);

  // Why a customer's invoice or credit note cannot be downloaded, in the page's language: the web app
  // names it in Accept-Language ('hi' on the Hindi pages); without it, word for word the English.
  // Last, so that its orders take no invoice number the tests above count on.
  describe('invoice refusals in the page’s language', () => {
    const HINDI = { 'accept-language': 'hi' };
    const get = (url: string, token: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

    it('says an unconfirmed order has no invoice yet, in Hindi', async () => {
      const customer = await registerCustomer(t.app);
      await addToCart(t.app, customer.token, t.fixture.products['Genda Phool Toran']!);
      const { orderId } = await createPaymentOrder(t.app, customer.token, checkoutBody({ slotId: t.delivery.evening.id, date: clock.today() }));
      const url = `/api/orders/${orderId}/invoice`;
      expect((await get(url, customer.token)).json().message).toBe('This order has no invoice yet: it is issued once the order is confirmed');
      const hindi = await get(url, customer.token, HINDI);
      expect(hindi.statusCode).toBe(404);
      expect(hindi.json()).toMatchObject({ code: 'NOT_FOUND', message: 'इस ऑर्डर का इनवॉइस अभी नहीं बना है: ऑर्डर पक्का होने पर बनता है' });
    });

    it('says someone else’s order is not found, and an unknown credit note does not exist, in Hindi', async () => {
      const placed = await placePaidOrder(t.app, { productId: t.fixture.products['Genda Phool Toran']!, slotId: t.delivery.evening.id, date: clock.today() });
      const stranger = await registerCustomer(t.app);
      const invoice = `/api/orders/${placed.orderId}/invoice`;
      expect((await get(invoice, stranger.token)).json().message).toBe('Order not found');
      expect((await get(invoice, stranger.token, HINDI)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'ऑर्डर नहीं मिला' });
      const note = `/api/orders/${placed.orderId}/credit-notes/0123456789abcdef01234567`;
      expect((await get(note, placed.customer.token)).json().message).toBe('No such credit note for this order');
      expect((await get(note, placed.customer.token, HINDI)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'इस ऑर्डर का ऐसा कोई क्रेडिट नोट नहीं है' });
    });
  });
});

/** The document's title from its info dictionary (pdfkit writes non-ASCII text there as UTF-16BE with a byte-order mark). */
function pdfTitle(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(raw)?.[1];
  const opening = `\n${ref} 0 obj\n(`;
  if (!ref || !raw.includes(opening)) throw new Error('no title in the PDF');
  const start = raw.indexOf(opening) + opening.length;
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  let bytes = '';
  for (let i = start; raw[i] !== ')'; i++) bytes += raw[i] === '\\' ? (escapes[raw[++i]!] ?? raw[i]) : raw[i];
  const buffer = Buffer.from(bytes, 'latin1');
  return buffer[0] === 0xfe && buffer[1] === 0xff ? buffer.subarray(2).swap16().toString('utf16le') : bytes;
}
