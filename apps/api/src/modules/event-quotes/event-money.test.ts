// An event booking's money after the quote (decision 035), through the real HTTP stack, database and
// Razorpay's local fake: the webhook records a payment exactly once whoever proves it first, each
// payment's GST invoice and each refund's credit note print the figures kept on the payment, the
// customer cancels through the link under the shop's policy, and a recipe's Hindi name stays with
// the quote sent.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EventQuote, Recipe } from '@phoolwari/contracts';
import { eventPayments } from '../../db/schema';
import { hmacHex, paymentSignature } from '../../platform/payments/gateway';
import { bearer, loginStaff } from '../../test/app';
import { acceptAndStartAdvance, enquiryOf, post, quoteBody, roseRecipe, sendQuote, suite, suiteOnFakeRazorpay, type Suite } from '../../test/event-quotes';
import { hasPdftotext, pdfText } from '../invoices/test-fixture';

const keys = { keyId: 'rzp_test_eventmoney', keySecret: 'event-money-key-secret', webhookSecret: 'event-money-webhook-secret' };

/** The browser's proof of a payment, signed as Razorpay's window signs it. */
const proofOf = (razorpayOrderId: string, paymentId: string) => ({
  razorpayOrderId,
  razorpayPaymentId: paymentId,
  razorpaySignature: paymentSignature(keys.keySecret, razorpayOrderId, paymentId),
});

/** Razorpay calling the shop's one webhook address. */
function webhook(s: Suite, event: string, razorpayOrderId: string, paymentId: string, opts: { eventId?: string; signature?: string } = {}) {
  const body = JSON.stringify({ event, payload: { payment: { entity: { id: paymentId, order_id: razorpayOrderId, amount: 607_000, method: 'upi' } } } });
  return s.t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': opts.signature ?? hmacHex(keys.webhookSecret, body),
      'x-razorpay-event-id': opts.eventId ?? `evt_${paymentId}_${event}`,
    },
    payload: body,
  });
}

const paymentRow = async (s: Suite, razorpayOrderId: string) =>
  (await s.t.database.db.select().from(eventPayments).where(eq(eventPayments.gatewayOrderId, razorpayOrderId)))[0]!;
const view = async (s: Suite, token: string) =>
  (await s.t.app.inject({ method: 'GET', url: `/api/event-quotes/${token}` })).json<{ quote: EventQuote }>().quote;

/** A booking of the usual quote, accepted, its advance's gateway order opened. */
async function bookedWithAdvanceOpen(s: Suite) {
  const { recipe } = await roseRecipe(s);
  const { enquiryId, customer } = await enquiryOf(s);
  const { quote, token } = await sendQuote(s, enquiryId, recipe._id);
  const payment = await acceptAndStartAdvance(s, token);
  return { recipe, quote, token, payment, customer };
}

describe('Razorpay’s webhook for an event payment', () => {
  const { s, fake } = suiteOnFakeRazorpay(keys);

  it('records an advance only the webhook proves, once; the browser’s verify afterwards changes nothing', async () => {
    const { token, payment } = await bookedWithAdvanceOpen(s);
    const paymentId = 'pay_EvWebhookFirst';
    // A body not signed with the webhook secret proves nothing.
    const forged = await webhook(s, 'payment.captured', payment.razorpayOrderId, paymentId, { signature: 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    expect((await paymentRow(s, payment.razorpayOrderId)).status).toBe('pending');

    const captured = await webhook(s, 'payment.captured', payment.razorpayOrderId, paymentId);
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json()).toEqual({ status: 'confirmed' });
    const row = await paymentRow(s, payment.razorpayOrderId);
    expect(row).toMatchObject({ status: 'paid', gatewayPaymentId: paymentId, invoiceNumber: expect.stringMatching(/^PW\/26-27\/\d{6}$/) });
    expect(row.invoiceSeller).toMatchObject({ gstin: '29ABCDE1234F1ZW', stateCode: '29' });

    // The same event again, Razorpay's order.paid for it, and the browser coming back late.
    expect((await webhook(s, 'payment.captured', payment.razorpayOrderId, paymentId)).json()).toEqual({ status: 'duplicate' });
    expect((await webhook(s, 'order.paid', payment.razorpayOrderId, paymentId)).json()).toEqual({ status: 'already' });
    const verified = await post(s, `/api/event-quotes/${token}/verify`, proofOf(payment.razorpayOrderId, paymentId));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<{ quote: EventQuote }>().quote.payments).toEqual([
      expect.objectContaining({ kind: 'advance', status: 'paid', invoiceNumber: row.invoiceNumber }),
    ]);
    expect(await paymentRow(s, payment.razorpayOrderId)).toEqual(row);
  });

  it('gives back at once, in full, a payment captured after the booking was cancelled', async () => {
    const { token, payment } = await bookedWithAdvanceOpen(s);
    // The customer cancels in another tab while the payment window is still open: nothing paid yet.
    const cancelled = await post(s, `/api/event-quotes/${token}/cancel`, { refund: 0 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const paymentId = 'pay_EvAfterCancel';
    expect((await webhook(s, 'payment.captured', payment.razorpayOrderId, paymentId)).json()).toEqual({ status: 'confirmed' });
    expect(await paymentRow(s, payment.razorpayOrderId)).toMatchObject({
      status: 'paid',
      refundedPaise: 607_000,
      invoiceNumber: expect.stringMatching(/^PW\/26-27\/\d{6}$/),
      creditNoteNumber: expect.stringMatching(/^PW\/CN\/26-27\/\d{6}$/),
    });
    expect(
      fake()
        .refunds.filter((r) => r.payment_id === paymentId)
        .map((r) => r.amount),
    ).toEqual([607_000]);
    expect((await post(s, `/api/event-quotes/${token}/verify`, proofOf(payment.razorpayOrderId, paymentId))).statusCode).toBe(200);
    expect(fake().refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });

  it('is a no-op after the browser’s verify, and ignores a gateway order that is nobody’s', async () => {
    const { token, payment } = await bookedWithAdvanceOpen(s);
    const paymentId = 'pay_EvBrowserFirst';
    expect((await post(s, `/api/event-quotes/${token}/verify`, proofOf(payment.razorpayOrderId, paymentId))).statusCode).toBe(200);
    const row = await paymentRow(s, payment.razorpayOrderId);
    expect(row.status).toBe('paid');
    expect((await webhook(s, 'payment.captured', payment.razorpayOrderId, paymentId)).json()).toEqual({ status: 'already' });
    expect(await paymentRow(s, payment.razorpayOrderId)).toEqual(row);
    expect((await webhook(s, 'payment.captured', 'order_NobodysOrder01', 'pay_Nobodys01')).json()).toEqual({ status: 'ignored' });
  });
});

describe('invoices, credit notes and the customer’s cancellation (Razorpay fake)', () => {
  const { s, fake } = suiteOnFakeRazorpay(keys);

  it('prints each payment’s invoice from the figures kept on it, and after the customer cancels 13 days before, a credit note for half of each', async () => {
    const { recipe, quote, token, payment: advance } = await bookedWithAdvanceOpen(s);
    expect((await post(s, `/api/event-quotes/${token}/verify`, proofOf(advance.razorpayOrderId, 'pay_EvDocsAdvance'))).statusCode).toBe(200);
    const balanceStart = await post(s, `/api/event-quotes/${token}/pay`, { kind: 'balance' });
    expect(balanceStart.statusCode, balanceStart.body).toBe(200);
    const balance = balanceStart.json<{ payment: { razorpayOrderId: string } }>().payment;
    expect((await post(s, `/api/event-quotes/${token}/verify`, proofOf(balance.razorpayOrderId, 'pay_EvDocsBalance'))).statusCode).toBe(200);
    const paid = await view(s, token);
    const [advanceNumber, balanceNumber] = paid.payments.map((p) => p.invoiceNumber!);
    expect(advanceNumber).not.toBe(balanceNumber);

    const customerPdf = (kind: string, doc: string, lang = 'en') =>
      s.t.app.inject({ method: 'GET', url: `/api/event-quotes/${token}/payments/${kind}/${doc}?lang=${lang}` });
    const staffPdf = (kind: string, doc: string, authorization?: string) =>
      s.t.app.inject({
        method: 'GET',
        url: `/api/admin/event-quotes/${quote._id}/payments/${kind}/${doc}`,
        ...(authorization ? { headers: bearer(authorization) } : {}),
      });

    const invoice = await customerPdf('advance', 'invoice');
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['cache-control']).toBe('private, no-store');
    expect(invoice.headers['content-disposition']).toBe(`attachment; filename="${advanceNumber!.replaceAll('/', '-')}.pdf"`);
    if (hasPdftotext) {
      const text = pdfText(invoice.rawPayload);
      expect(text).toContain('TAX INVOICE');
      expect(text).toContain(`No. ${advanceNumber}`);
      expect(text).toContain(`Advance for event booking ${quote.enquiryReference}`);
      expect(text).toContain('GSTIN: 29ABCDE1234F1ZW');
      expect(text).toContain('Karnataka (29)');
      expect(text).toContain('Venue PIN code 560001');
      expect(text).toContain(recipe.name);
      expect(text).toContain('Labour');
      // Half of each line of the ₹12,140 quote: ₹6,070, of it ₹5,465.31 taxable, CGST ₹302.34 and SGST ₹302.35.
      for (const figure of ['1,885.71', '2,232.14', '847.46', '500.00', '5,465.31', '302.34', '302.35', '6,070.00']) expect(text).toContain(figure);
      expect(text).not.toContain('IGST');
      const hindi = pdfText((await customerPdf('advance', 'invoice', 'hi')).rawPayload);
      // Its words in Hindi (this pdftotext drops shaped Devanagari, so what is read is the rest): the
      // same numbers, and no English words left, labour's name included.
      expect(hindi).toContain(quote.enquiryReference);
      expect(hindi).toContain('GSTIN: 29ABCDE1234F1ZW');
      for (const figure of ['5,465.31', '302.34', '302.35', '6,070.00']) expect(hindi).toContain(figure);
      for (const english of ['TAX INVOICE', 'Advance for', 'Labour', 'Transport', 'Venue']) expect(hindi).not.toContain(english);
      const balanceText = pdfText((await customerPdf('balance', 'invoice')).rawPayload);
      expect(balanceText).toContain(`No. ${balanceNumber}`);
      expect(balanceText).toContain(`Balance for event booking ${quote.enquiryReference}`);
    }
    // Staff's copy: events.manage, asked first.
    expect((await staffPdf('advance', 'invoice', s.admin)).statusCode).toBe(200);
    expect((await staffPdf('advance', 'invoice', (await loginStaff(s.t, 'florist')).token)).statusCode).toBe(403);
    expect((await staffPdf('advance', 'invoice')).statusCode).toBe(401);
    // No credit note before anything comes back; a bad kind is 400, an unknown link 404.
    expect((await customerPdf('advance', 'credit-note')).statusCode).toBe(404);
    expect((await customerPdf('deposit', 'invoice')).statusCode).toBe(400);
    expect((await s.t.app.inject({ method: 'GET', url: `/api/event-quotes/${'x'.repeat(43)}/payments/advance/invoice` })).statusCode).toBe(404);

    // 1 February: 13 days before the event, the policy gives back half of the ₹12,140 paid.
    s.now = new Date('2027-02-01T06:00:00Z');
    try {
      const shown = await view(s, token);
      expect(shown).toMatchObject({ cancellable: true, cancelRefund: 6070 });
      // The page showed another amount (opened before a step of the policy was crossed): nothing happens.
      const stale = await post(s, `/api/event-quotes/${token}/cancel`, { refund: 12140 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('REFUND_CHANGED');
      expect((await view(s, token)).status).toBe('accepted');
      expect(fake().refunds.filter((r) => r.payment_id.startsWith('pay_EvDocs'))).toEqual([]);

      const cancelled = await post(s, `/api/event-quotes/${token}/cancel`, { refund: 6070 });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const after = cancelled.json<{ quote: EventQuote }>().quote;
      expect(after).toMatchObject({ status: 'cancelled', cancellable: false });
      expect(after.payments.map((p) => [p.kind, p.refunded])).toEqual([
        ['advance', 3035],
        ['balance', 3035],
      ]);
      expect(after.payments.every((p) => /^PW\/CN\/26-27\/\d{6}$/.test(p.creditNoteNumber ?? ''))).toBe(true);
      // Staff's path: the gateway's refund with a key per payment, once.
      expect(
        fake()
          .refunds.filter((r) => r.payment_id.startsWith('pay_EvDocs'))
          .map((r) => [r.payment_id, r.amount]),
      ).toEqual([
        ['pay_EvDocsAdvance', 303_500],
        ['pay_EvDocsBalance', 303_500],
      ]);
      const again = await post(s, `/api/event-quotes/${token}/cancel`, { refund: 0 });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('INVALID_STATE');
      expect(fake().refunds.filter((r) => r.payment_id.startsWith('pay_EvDocs'))).toHaveLength(2);

      const note = await customerPdf('advance', 'credit-note');
      expect(note.statusCode, note.body).toBe(200);
      if (hasPdftotext) {
        const text = pdfText(note.rawPayload);
        expect(text).toContain('CREDIT NOTE');
        expect(text).toContain(`No. ${after.payments[0]!.creditNoteNumber}`);
        expect(text).toContain(`Against invoice ${advanceNumber}`);
        expect(text).toContain(`Reason: Event booking ${quote.enquiryReference} cancelled`);
        expect(text).toContain('GSTIN: 29ABCDE1234F1ZW');
        // Half the advance's invoice back: ₹3,035, CGST and SGST reversed line by line.
        for (const figure of ['3,035.00', '2,732.66', '151.16', '151.18']) expect(text).toContain(figure);
      }
      expect((await staffPdf('balance', 'credit-note', s.admin)).statusCode).toBe(200);

      // The accountant's month: both invoices in November, both credit notes in February, by GST rate at Karnataka.
      const report = async (month: string, type: string) => {
        const res = await s.t.app.inject({ method: 'GET', url: `/api/admin/reports/gst?month=${month}`, headers: bearer(s.admin) });
        expect(res.statusCode, res.body).toBe(200);
        const [header, ...rows] = res.body
          .trim()
          .split('\r\n')
          .map((line) => line.split(','));
        const at = (name: string) => header!.indexOf(name);
        return rows
          .filter((r) => r[at('Section')] === 'B2C' && r[at('Document type')] === type)
          .map((r) => [r[at('State code')], r[at('GST rate %')], r[at('Documents')], r[at('Total')]]);
      };
      expect(await report('2026-11', 'Invoice')).toEqual([
        ['29', '5', '2', '3960.00'],
        ['29', '12', '2', '5000.00'],
        ['29', '18', '2', '3180.00'],
      ]);
      expect(await report('2027-02', 'Credit note')).toEqual([
        ['29', '5', '2', '-1980.00'],
        ['29', '12', '2', '-2500.00'],
        ['29', '18', '2', '-1590.00'],
      ]);
    } finally {
      s.now = new Date('2026-11-28T06:00:00Z');
    }
  });

  it('refuses a cancellation before the quote is accepted, after the event, and with a bad body', async () => {
    const { recipe } = await roseRecipe(s);
    const open = await sendQuote(s, (await enquiryOf(s)).enquiryId, recipe._id);
    const notAccepted = await post(s, `/api/event-quotes/${open.token}/cancel`, { refund: 0 });
    expect(notAccepted.statusCode).toBe(409);
    expect((await view(s, open.token)).status).toBe('sent');

    const { token, payment } = await bookedWithAdvanceOpen(s);
    expect((await post(s, `/api/event-quotes/${token}/verify`, proofOf(payment.razorpayOrderId, 'pay_EvPastEvent'))).statusCode).toBe(200);
    expect((await post(s, `/api/event-quotes/${token}/cancel`, { refund: -1 })).statusCode).toBe(400);
    expect((await post(s, `/api/event-quotes/${token}/cancel`, { refund: 6070, extra: true })).statusCode).toBe(400);
    s.now = new Date('2027-02-15T06:00:00Z');
    try {
      expect(await view(s, token)).toMatchObject({ cancellable: false, cancelRefund: 0 });
      const past = await post(s, `/api/event-quotes/${token}/cancel`, { refund: 0 });
      expect(past.statusCode).toBe(409);
      expect(past.json().code).toBe('CANCELLATION_WINDOW_PASSED');
      expect((await view(s, token)).status).toBe('accepted');
      expect(fake().refunds.filter((r) => r.payment_id === 'pay_EvPastEvent')).toEqual([]);
    } finally {
      s.now = new Date('2026-11-28T06:00:00Z');
    }
  });
});

describe('a recipe’s Hindi name on the quote', () => {
  const s = suite();

  it('is kept on the quote’s line when the version is sent, and a later rename does not move it', async () => {
    const { recipe, rose, jasmine } = await roseRecipe(s);
    const body = (nameHi: string) => ({
      name: recipe.name,
      nameHi,
      hsnCode: '0603',
      gstRate: 5,
      materials: [
        { materialId: rose._id, quantity: 100 },
        { materialId: jasmine._id, quantity: 2 },
      ],
    });
    const put = (nameHi: string) =>
      s.t.app.inject({ method: 'PUT', url: `/api/admin/event-recipes/${recipe._id}`, headers: bearer(s.admin), payload: body(nameHi) });
    const named = await put('गुलाब की वरमाला');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<{ recipe: Recipe }>().recipe.nameHi).toBe('गुलाब की वरमाला');
    const { token } = await sendQuote(s, (await enquiryOf(s)).enquiryId, quoteBody(recipe._id));
    expect((await put('लाल गुलाब की वरमाला')).statusCode).toBe(200);
    expect((await view(s, token)).figures.lines.map((l) => [l.description, l.descriptionHi])).toEqual([
      [recipe.name, 'गुलाब की वरमाला'],
      ['Mandap drapes', ''],
      ['Labour', 'मज़दूरी'],
      ['Transport', 'परिवहन'],
    ]);
    // A Hindi name longer than the form allows is refused.
    expect((await put('क'.repeat(81))).statusCode).toBe(400);
  });
});
