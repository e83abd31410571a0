// The GST invoice of each event payment (advance and balance) and the credit note of what a
// cancellation gave back of it, as PDFs: for the customer through the quote's link, for staff from
// the Events tab. The numbers, figures and seller are those kept on the payment when it was made
// and refunded; the invoices module prints them, in the language asked for (the enquiry's, unless
// the page asks; English for staff unless they ask).
import type { Language } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { translator, wording } from '../../platform/i18n/translator';
import { stateCodeOfPincode } from '../../platform/pincode-state';
import { findEnquiryForQuote } from '../event-enquiries';
import { bookingPaymentPdf, type InvoiceFigures, type PdfFile, type SellerSnapshot } from '../invoices';
import * as messages from './messages';
import * as moneyMessages from './money-messages';
import { hindiNames, type QuoteLine } from './pricing';
import * as repo from './repo';

export type PaymentDocument = 'invoice' | 'credit_note';

export function createPaymentDocuments({ db }: { db: Db }) {
  /** The figures' lines named in `language`: a recipe's Hindi name, labour and transport in the language's words. */
  function named(quote: repo.QuoteRow, figures: InvoiceFigures, language: Language): InvoiceFigures {
    const lines = quote.lines as QuoteLine[];
    const quoteFigures = quote.figures as InvoiceFigures;
    const names =
      language === 'hi'
        ? hindiNames({ lines, labourPaise: quote.labourPaise, figures: quoteFigures }, messages.hi)
        : // Labour and transport were named in the enquiry's language when the quote was sent.
          new Map([
            [messages.hi.labour, messages.en.labour],
            [messages.hi.transport, messages.en.transport],
          ]);
    return { ...figures, lines: figures.lines.map((l) => ({ ...l, description: names.get(l.description) ?? l.description })) };
  }

  async function render(quote: repo.QuoteRow, kind: 'advance' | 'balance', which: PaymentDocument, language: Language | undefined): Promise<PdfFile> {
    const enquiry = await findEnquiryForQuote(db, quote.enquiryId);
    const payment = (await repo.paymentsOf(db, [quote.id])).find((p) => p.kind === kind);
    if (!enquiry || !payment || payment.status !== 'paid' || !payment.invoiceNumber || !payment.paidAt || !payment.invoiceFigures)
      throw notFound(wording(moneyMessages, 'noInvoice'));
    const lang = language ?? enquiry.language;
    const document = {
      part: kind,
      reference: enquiry.reference,
      invoiceNumber: payment.invoiceNumber,
      paidAt: payment.paidAt,
      seller: payment.invoiceSeller as SellerSnapshot | null,
      figures: named(quote, payment.invoiceFigures as InvoiceFigures, lang),
      customer: { name: enquiry.name, phone: enquiry.phone, email: enquiry.email },
      venuePincode: enquiry.venuePincode,
      placeOfSupply: stateCodeOfPincode(enquiry.venuePincode),
      language: lang,
    };
    if (which === 'invoice') return bookingPaymentPdf(db, document);
    if (!payment.creditNoteNumber || !payment.creditNoteIssuedAt || payment.refundedPaise <= 0) throw notFound(wording(moneyMessages, 'noCreditNote'));
    return bookingPaymentPdf(db, document, {
      number: payment.creditNoteNumber,
      issuedAt: payment.creditNoteIssuedAt,
      amountPaise: payment.refundedPaise,
      reason: translator(moneyMessages, lang)('cancelReason', { reference: enquiry.reference }),
    });
  }

  return {
    /** The customer's document, through the quote's link (the link is the capability). */
    async byLink(token: string, kind: 'advance' | 'balance', which: PaymentDocument, language?: Language): Promise<PdfFile> {
      const quote = await repo.findQuoteByToken(db, token);
      if (!quote) throw notFound(wording(messages, 'quoteNotFound'));
      return render(quote, kind, which, language);
    },

    /** Staff's copy, from the quote's id; English unless asked. */
    async forStaff(quoteId: string, kind: 'advance' | 'balance', which: PaymentDocument, language?: Language): Promise<PdfFile> {
      const quote = await repo.findQuote(db, quoteId);
      if (!quote) throw notFound(wording(messages, 'quoteNotFound'));
      return render(quote, kind, which, language ?? 'en');
    },
  };
}
export type PaymentDocuments = ReturnType<typeof createPaymentDocuments>;
