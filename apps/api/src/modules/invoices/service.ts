// An order's GST invoice and its credit notes as PDFs (for the customer who placed it and for
// staff), and a month's sales by GST rate and place of supply as CSV for the shop's accountant.
import { can, stateName, type Language } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import { shopDateTime, shopInstant } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { UserRow } from '../auth';
import { productName } from '../cart';
import { type OrderWithItems, findOrder } from '../orders';
import type { BuyerSnapshot, SellerSnapshot } from './issue';
import { renderPdf } from './pdf';
import { wording } from '../../platform/i18n/translator';
import * as messages from './messages';
import * as repo from './repo';
import { computeInvoice, creditNoteFigures, type InvoiceFigures } from './tax';

/** A document of a sale that is not an order (an event booking's payment), for the month's report. */
export interface ReportedDocument {
  type: 'Invoice' | 'Credit note';
  issuedAt: Date;
  number: string;
  /** The state code of the place of supply. */
  placeOfSupply: string;
  /** A credit note's figures are what it gives back. */
  figures: InvoiceFigures;
}

/** The documents another module issued in [from, to) from the shop's series, for the month's report. */
export type GstReportSource = (from: Date, to: Date) => Promise<ReportedDocument[]>;

export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** `reportSources`: other modules' documents (filled after this service is made), so the month's report has every number of the series. */
export function createInvoiceService({ db, reportSources = [] }: { db: Db; reportSources?: GstReportSource[] }) {
  /** The order with its invoice and figures; a customer's other orders are answered as missing. */
  async function load(viewer: UserRow, orderId: string, asked: Language | undefined) {
    const found = await findOrder(db, orderId);
    if (!found || (!can(viewer.role, 'orders.read') && found.order.userId !== viewer.id)) throw notFound(wording(messages, 'orderNotFound'));
    const invoice = await repo.findInvoiceOfOrder(db, orderId);
    if (!invoice) throw notFound(wording(messages, 'noInvoiceYet'));
    const seller = invoice.seller as SellerSnapshot;
    const intraState = invoice.placeOfSupply === seller.stateCode;
    const language = languageFor(viewer, found, asked);
    const figures = figuresOf(found, invoice, language);
    return { found, invoice, seller, intraState, figures, language };
  }

  /** The invoice's figures, its lines named in the language it is printed in (English for the books). */
  function figuresOf(found: OrderWithItems, invoice: repo.InvoiceRow, language: Language = 'en'): InvoiceFigures {
    const seller = invoice.seller as SellerSnapshot;
    return computeInvoice({
      registered: seller.gstin !== null,
      intraState: invoice.placeOfSupply === seller.stateCode,
      deliveryFeeRate: invoice.deliveryFeeRate,
      // A size is part of what was sold: "Red roses bouquet — 12 stems".
      items: found.items.map((item) => ({ ...item, name: productName(item).in(language) })),
      order: found.order,
    });
  }

  /** Asked for, or the customer's own language on their order; staff read English unless they ask. */
  const languageFor = (viewer: UserRow, found: OrderWithItems, asked: Language | undefined): Language =>
    asked ?? (found.order.userId === viewer.id ? viewer.language : 'en');

  function printed(loaded: Awaited<ReturnType<typeof load>>) {
    const { found, invoice, seller, intraState, language } = loaded;
    const address = found.order.shippingAddress as { street: string; city: string; state: string; pincode: string };
    return {
      number: invoice.number,
      orderNumber: found.order.orderNumber,
      seller,
      // A customer known only by phone is billed with the number they signed in with.
      billTo: { name: found.user.name, email: found.user.email ?? found.user.phone, company: invoice.buyer as BuyerSnapshot | null },
      shipTo: {
        name: found.order.recipientName,
        phone: found.order.recipientPhone,
        address: [address.street, `${address.city}, ${address.state} ${address.pincode}`],
      },
      placeOfSupply: `${stateName(invoice.placeOfSupply, language)} (${invoice.placeOfSupply})`,
      intraState,
      paymentMethod: found.order.paymentMethod,
      language,
    };
  }

  return {
    async invoicePdf(viewer: UserRow, orderId: string, language?: Language): Promise<PdfFile> {
      const loaded = await load(viewer, orderId, language);
      const pdf = await renderPdf({
        ...printed(loaded),
        kind: loaded.invoice.kind,
        issuedAt: loaded.invoice.issuedAt,
        figures: loaded.figures,
      });
      return { filename: fileName(loaded.invoice.number), pdf };
    },

    async creditNotePdf(viewer: UserRow, orderId: string, creditNoteId: string, language?: Language): Promise<PdfFile> {
      const loaded = await load(viewer, orderId, language);
      const note = loaded.found.creditNotes.find((n) => n.id === creditNoteId);
      if (!note) throw notFound(wording(messages, 'noSuchCreditNote'));
      const pdf = await renderPdf({
        ...printed(loaded),
        kind: 'credit_note',
        number: note.number,
        issuedAt: note.issuedAt,
        figures: creditNoteFigures(loaded.figures, note.amountPaise, loaded.intraState),
        against: { number: loaded.invoice.number, issuedAt: loaded.invoice.issuedAt, reason: note.reason },
      });
      return { filename: fileName(note.number), pdf };
    },

    /**
     * A month's invoices and credit notes (shop time) as an accountant files them in GSTR-1, as CSV:
     * B2B, those billed to a company's GSTIN, document by document and rate by rate with the
     * recipient's GSTIN, name, number, date and value (tables 4A and 9B); B2C, everything else,
     * summed by document type, place of supply and GST rate (table 7 and its credit notes).
     */
    async monthReportCsv(month: string): Promise<string> {
      const [year, m] = month.split('-').map(Number) as [number, number];
      const from = shopInstant(`${month}-01`, '00:00');
      const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
      const to = shopInstant(`${next}-01`, '00:00');
      interface Row {
        section: 'B2B' | 'B2C';
        type: string;
        buyer: BuyerSnapshot | null;
        number: string;
        date: string;
        value: number;
        pos: string;
        rate: number;
        taxable: number;
        cgst: number;
        sgst: number;
        igst: number;
        total: number;
        documents: Set<string>;
      }
      const rows = new Map<string, Row>();
      const add = (type: string, issuedAt: Date, number: string, pos: string, buyer: BuyerSnapshot | null, figures: InvoiceFigures, sign: 1 | -1) => {
        for (const line of figures.lines) {
          // B2B is filed document by document; B2C is summed by place of supply and rate.
          const key = buyer ? `B2B|${number}|${line.rate}` : `B2C|${type}|${pos}|${line.rate}`;
          const row = rows.get(key) ?? {
            section: buyer ? 'B2B' : 'B2C',
            type,
            buyer,
            number: buyer ? number : '',
            date: buyer ? shopDateTime(issuedAt).date : '',
            value: buyer ? sign * figures.totals.totalPaise : 0,
            pos,
            rate: line.rate,
            taxable: 0,
            cgst: 0,
            sgst: 0,
            igst: 0,
            total: 0,
            documents: new Set<string>(),
          };
          row.taxable += sign * line.taxablePaise;
          row.cgst += sign * line.cgstPaise;
          row.sgst += sign * line.sgstPaise;
          row.igst += sign * line.igstPaise;
          row.total += sign * line.amountPaise;
          row.documents.add(number);
          rows.set(key, row);
        }
      };
      for (const invoice of await repo.listInvoicesIssued(db, from, to)) {
        const found = await findOrder(db, invoice.orderId);
        if (found) add('Invoice', invoice.issuedAt, invoice.number, invoice.placeOfSupply, invoice.buyer as BuyerSnapshot | null, figuresOf(found, invoice), 1);
      }
      for (const { note, invoice } of await repo.listCreditNotesIssued(db, from, to)) {
        const found = await findOrder(db, invoice.orderId);
        const intraState = invoice.placeOfSupply === (invoice.seller as SellerSnapshot).stateCode;
        if (found)
          add(
            'Credit note',
            note.issuedAt,
            note.number,
            invoice.placeOfSupply,
            invoice.buyer as BuyerSnapshot | null,
            creditNoteFigures(figuresOf(found, invoice), note.amountPaise, intraState),
            -1,
          );
      }
      // Sold to people, never to a company's GSTIN: B2C.
      for (const source of reportSources)
        for (const d of await source(from, to)) add(d.type, d.issuedAt, d.number, d.placeOfSupply, null, d.figures, d.type === 'Invoice' ? 1 : -1);
      const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
      const header = [
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
      ];
      const body = [...rows.values()]
        .sort(
          (a, b) =>
            a.section.localeCompare(b.section) ||
            a.type.localeCompare(b.type) ||
            a.date.localeCompare(b.date) ||
            a.number.localeCompare(b.number) ||
            a.pos.localeCompare(b.pos) ||
            a.rate - b.rate,
        )
        .map((r) => [
          r.section,
          month,
          r.buyer?.gstin ?? '',
          r.buyer?.legalName ?? '',
          r.type,
          r.number,
          r.date,
          r.buyer ? rupees(r.value) : '',
          String(r.documents.size),
          stateName(r.pos),
          r.pos,
          String(r.rate),
          rupees(r.taxable),
          rupees(r.cgst),
          rupees(r.sgst),
          rupees(r.igst),
          rupees(r.total),
        ]);
      return [header, ...body].map((cells) => cells.map(quote).join(',')).join('\r\n') + '\r\n';
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
