// An event booking's invoices and credit notes in the month's GST report (decision 035): they are
// numbered from the shop's own series, so the accountant's CSV lists them beside the orders' ones,
// each at the venue's state (the place of supply the quote's tax was worked out for).
import type { Db } from '../../db/client';
import { stateCodeOfPincode } from '../../platform/pincode-state';
import { findEnquiryForQuote } from '../event-enquiries';
import { creditNoteFigures, currentSeller, type GstReportSource, type InvoiceFigures, type ReportedDocument, type SellerSnapshot } from '../invoices';
import * as moneyRepo from './money-repo';
import * as repo from './repo';

export function eventPaymentDocuments(db: Db): GstReportSource {
  return async (from, to) => {
    const [invoiced, credited] = await Promise.all([moneyRepo.listInvoicedBetween(db, from, to), moneyRepo.listCreditedBetween(db, from, to)]);
    const today = await currentSeller(db);
    /** The place of supply and whether it is within the seller's state, for a payment's quote. */
    async function placeOf(payment: repo.PaymentRow) {
      const quote = await repo.findQuote(db, payment.quoteId);
      const enquiry = quote ? await findEnquiryForQuote(db, quote.enquiryId) : undefined;
      const sellerState = ((payment.invoiceSeller as SellerSnapshot | null) ?? today).stateCode;
      const state = (enquiry && stateCodeOfPincode(enquiry.venuePincode)) ?? sellerState;
      return { state, intraState: state === sellerState };
    }
    const documents: ReportedDocument[] = [];
    for (const p of invoiced) {
      const { state } = await placeOf(p);
      documents.push({ type: 'Invoice', issuedAt: p.paidAt!, number: p.invoiceNumber!, placeOfSupply: state, figures: p.invoiceFigures as InvoiceFigures });
    }
    for (const p of credited) {
      const { state, intraState } = await placeOf(p);
      documents.push({
        type: 'Credit note',
        issuedAt: p.creditNoteIssuedAt!,
        number: p.creditNoteNumber!,
        placeOfSupply: state,
        figures: creditNoteFigures(p.invoiceFigures as InvoiceFigures, p.refundedPaise, intraState),
      });
    }
    return documents;
  };
}
