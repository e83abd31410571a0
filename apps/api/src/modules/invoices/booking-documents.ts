// The invoice and credit note of a sale that is not an order: an event booking's advance or balance
// (decisions 031 and 035). The booking keeps its own number, figures (its share of the quote's lines
// and tax) and seller on the payment, because the invoices table is built around orders; this prints
// them with the same PDF, words and numbers as an order's invoice, so the two read alike.
import { stateName, type Language } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { translator } from '../../platform/i18n/translator';
import { readShopSettings } from '../shop-settings';
import type { SellerSnapshot } from './issue';
import * as messages from './messages';
import { renderPdf } from './pdf';
import type { PdfFile } from './service';
import { creditNoteFigures, type InvoiceFigures } from './tax';

const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/** The seller as the shop's settings say now: kept with a document when it is issued. */
export async function currentSeller(db: DbOrTx): Promise<SellerSnapshot> {
  const { gst } = await readShopSettings(db);
  return { legalName: gst.legalName, address: gst.address, stateCode: gst.stateCode, gstin: gst.registered ? gst.gstin : null };
}

export interface BookingPaymentDocument {
  part: 'advance' | 'balance';
  /** The booking's reference (the enquiry's, read out over the phone). */
  reference: string;
  invoiceNumber: string;
  paidAt: Date;
  /** As kept when the invoice was issued; a payment from before sellers were kept reads the settings of today. */
  seller: SellerSnapshot | null;
  /** The payment's figures as kept, its lines already named in `language`. */
  figures: InvoiceFigures;
  customer: { name: string; phone: string; email: string };
  venuePincode: string;
  /** The state code of the venue (the place of supply of the event's goods and services); null: the seller's own, as the quote took it. */
  placeOfSupply: string | null;
  language: Language;
}

/** The booking payment's tax invoice (or bill of supply), or with `creditNote` its credit note, as a PDF. */
export async function bookingPaymentPdf(
  db: DbOrTx,
  doc: BookingPaymentDocument,
  creditNote?: { number: string; issuedAt: Date; amountPaise: number; reason: string },
): Promise<PdfFile> {
  const t = translator(messages, doc.language);
  const seller = doc.seller ?? (await currentSeller(db));
  const supplyState = doc.placeOfSupply ?? seller.stateCode;
  const intraState = supplyState === seller.stateCode;
  const printed = {
    language: doc.language,
    orderNumber: doc.reference,
    bookingPart: doc.part,
    seller,
    billTo: { name: doc.customer.name, email: doc.customer.email || doc.customer.phone, company: null },
    shipTo: { name: doc.customer.name, phone: doc.customer.phone, address: [t('venue', { pincode: doc.venuePincode })] },
    placeOfSupply: `${stateName(supplyState, doc.language)} (${supplyState})`,
    intraState,
    paymentMethod: null,
  };
  if (!creditNote) {
    const pdf = await renderPdf({ ...printed, kind: doc.figures.kind, number: doc.invoiceNumber, issuedAt: doc.paidAt, figures: doc.figures });
    return { filename: fileName(doc.invoiceNumber), pdf };
  }
  const pdf = await renderPdf({
    ...printed,
    kind: 'credit_note',
    number: creditNote.number,
    issuedAt: creditNote.issuedAt,
    figures: creditNoteFigures(doc.figures, creditNote.amountPaise, intraState),
    against: { number: doc.invoiceNumber, issuedAt: doc.paidAt, reason: creditNote.reason },
  });
  return { filename: fileName(creditNote.number), pdf };
}
