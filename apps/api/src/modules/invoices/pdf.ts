// The invoice and credit note as A4 PDFs, drawn with pdfkit in Noto Sans: its Latin face for most
// text and its Devanagari face (which also carries ₹) for Devanagari and the rupee sign, switched
// run by run, so a Hindi name or address prints shaped and the rupee sign prints at all.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@phoolwari/contracts';
import { formatRupees } from '../../platform/money';
import { amountInWords } from './amount-in-words';
import type { SellerSnapshot } from './issue';
import { stateName } from './place-of-supply';
import type { InvoiceFigures, InvoiceKind } from './tax';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  deva: require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
  devaBold: require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff'),
};

export const KIND_TITLES: Record<InvoiceKind, string> = {
  tax_invoice: 'Tax invoice',
  bill_of_supply: 'Bill of supply',
  invoice_cum_bill_of_supply: 'Invoice-cum-bill of supply',
};

export interface PrintedDocument {
  /** 'Tax invoice', 'Bill of supply', … or 'Credit note'. */
  title: string;
  number: string;
  issuedAt: Date;
  orderNumber: string;
  seller: SellerSnapshot;
  billTo: { name: string; email: string };
  shipTo: { name: string; phone: string; address: string[] };
  placeOfSupply: string;
  intraState: boolean;
  paymentMethod: PaymentMethod | null;
  figures: InvoiceFigures;
  /** A credit note names the invoice it is against and why. */
  against?: { number: string; issuedAt: Date; reason: string };
}

const dateOf = (at: Date) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(at);
/**
 * Rupees with paise always shown, as invoices print them: 1,299.00. The tables say once that their
 * amounts are in ₹ (a sign in every right-aligned cell would need a second face per cell).
 */
const money = (paise: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
/** Set in the Devanagari face: Devanagari letters, the joiners that shape them, and the rupee sign. */
const inDevanagariFace = (ch: string) => /\p{Script=Devanagari}/u.test(ch) || ch === '\u200C' || ch === '\u200D' || ch === '₹';

type Doc = InstanceType<typeof PDFDocument>;

/** Writes `text` at (x, y) within `width`, switching to the Devanagari face for its Devanagari runs. */
function write(doc: Doc, text: string, x: number, y: number, opts: { width: number; align?: 'left' | 'right' | 'center'; bold?: boolean; size?: number }): number {
  doc.fontSize(opts.size ?? 8.5);
  const runs: { deva: boolean; text: string }[] = [];
  for (const ch of text) {
    const deva = inDevanagariFace(ch);
    const last = runs.at(-1);
    if (last && last.deva === deva) last.text += ch;
    else runs.push({ deva, text: ch });
  }
  if (runs.length === 0) runs.push({ deva: false, text: '' });
  const face = (deva: boolean) => (deva ? (opts.bold ? 'devaBold' : 'deva') : opts.bold ? 'bold' : 'regular');
  // Measured in the Latin face unless all of it is Devanagari (close enough for a line or two).
  doc.font(face(runs.every((r) => r.deva)));
  const height = doc.heightOfString(text, { width: opts.width });
  runs.forEach((run, i) => {
    doc.font(face(run.deva));
    const options = { width: opts.width, align: opts.align ?? 'left', continued: i < runs.length - 1, lineGap: 1 };
    if (i === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  return height;
}

export function renderPdf(d: PrintedDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: `${d.title} ${d.number}`, Author: d.seller.legalName } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('deva', FONTS.deva);
  doc.registerFont('devaBold', FONTS.devaBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = 36;
  const right = doc.page.width - 36;
  const width = right - left;
  let y = 36;

  // Heading: the document's kind and number on the right, the seller on the left.
  write(doc, d.title.toUpperCase(), left, y, { width, align: 'right', bold: true, size: 15 });
  write(doc, d.seller.legalName, left, y, { width: width / 2, bold: true, size: 13 });
  y += 22;
  const sellerLines = [d.seller.address, `State: ${stateName(d.seller.stateCode)} (${d.seller.stateCode})`, d.seller.gstin ? `GSTIN: ${d.seller.gstin}` : 'Not registered under GST'];
  const facts = [
    `No. ${d.number}`,
    `Date: ${dateOf(d.issuedAt)}`,
    `Order: ${d.orderNumber}`,
    ...(d.against ? [`Against invoice ${d.against.number} of ${dateOf(d.against.issuedAt)}`] : []),
    ...(d.paymentMethod ? [`Payment: ${PAYMENT_METHOD_LABELS[d.paymentMethod]}`] : []),
  ];
  let sellerY = y;
  for (const line of sellerLines) sellerY += write(doc, line, left, sellerY, { width: width / 2 });
  let factY = y;
  for (const line of facts) factY += write(doc, line, left + width / 2, factY, { width: width / 2, align: 'right' });
  y = Math.max(sellerY, factY) + 10;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#999999').stroke();
  y += 8;

  // Buyer, recipient and place of supply.
  const third = width / 3;
  write(doc, 'Bill to', left, y, { width: third, bold: true });
  write(doc, 'Ship to', left + third, y, { width: third, bold: true });
  write(doc, 'Place of supply', left + 2 * third, y, { width: third, bold: true });
  y += 12;
  let billY = y;
  for (const line of [d.billTo.name, d.billTo.email]) billY += write(doc, line, left, billY, { width: third - 8 });
  let shipY = y;
  for (const line of [d.shipTo.name, ...d.shipTo.address, `Phone ${d.shipTo.phone}`]) shipY += write(doc, line, left + third, shipY, { width: third - 8 });
  write(doc, d.placeOfSupply, left + 2 * third, y, { width: third });
  y = Math.max(billY, shipY, y + 12) + 12;

  // The lines.
  write(doc, 'All amounts in ₹ (Indian rupees); prices include GST.', left, y, { width, size: 8 });
  y += 14;
  const tax = d.intraState ? ['CGST', 'SGST'] : ['IGST'];
  const cols = [
    { key: '#', w: 18, align: 'left' as const },
    { key: 'Description', w: 0, align: 'left' as const },
    { key: 'HSN/SAC', w: 46, align: 'left' as const },
    { key: 'Qty', w: 26, align: 'right' as const },
    { key: 'Rate', w: 56, align: 'right' as const },
    { key: 'Taxable value', w: 64, align: 'right' as const },
    { key: 'GST', w: 30, align: 'right' as const },
    ...tax.map((t) => ({ key: t, w: 52, align: 'right' as const })),
    { key: 'Amount', w: 62, align: 'right' as const },
  ];
  cols[1]!.w = width - cols.reduce((sum, c) => sum + c.w, 0);
  const row = (cells: string[], bold = false) => {
    let x = left;
    let height = 0;
    cells.forEach((cell, i) => {
      const col = cols[i]!;
      height = Math.max(height, write(doc, cell, x + 2, y + 3, { width: col.w - 4, align: col.align, bold }));
      x += col.w;
    });
    y += height + 6;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.3).strokeColor('#cccccc').stroke();
  };
  doc.rect(left, y, width, 16).fill('#f3f4f6').fillColor('#000000');
  row(cols.map((c) => c.key), true);
  d.figures.lines.forEach((line, i) => {
    const taxCells = d.intraState ? [money(line.cgstPaise), money(line.sgstPaise)] : [money(line.igstPaise)];
    const description = line.discountPaise > 0 ? `${line.description} (less discount ${money(line.discountPaise)})` : line.description;
    // A credit note gives back value, not pieces: no quantity or price of its own.
    const [quantity, rate] = d.against ? ['', ''] : [String(line.quantity), money(line.unitPricePaise)];
    row([String(i + 1), description, line.hsnCode, quantity, rate, money(line.taxablePaise), `${line.rate}%`, ...taxCells, money(line.amountPaise)]);
  });
  const t = d.figures.totals;
  row(['', 'Total', '', '', '', money(t.taxablePaise), '', ...(d.intraState ? [money(t.cgstPaise), money(t.sgstPaise)] : [money(t.igstPaise)]), money(t.totalPaise)], true);
  y += 6;
  write(doc, `${d.against ? 'Amount credited' : 'Amount'} in words: ${amountInWords(t.totalPaise)}`, left, y, { width, bold: true });
  y += 18;

  // The HSN-wise summary.
  write(doc, 'HSN/SAC summary', left, y, { width, bold: true, size: 9.5 });
  y += 14;
  const summaryCols = ['HSN/SAC', 'GST rate', 'Taxable value', ...tax, 'Total tax'];
  const sw = width / summaryCols.length;
  const summaryRow = (cells: string[], bold = false) => {
    cells.forEach((cell, i) => write(doc, cell, left + i * sw + 2, y + 3, { width: sw - 4, align: i < 2 ? 'left' : 'right', bold }));
    y += 16;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.3).strokeColor('#cccccc').stroke();
  };
  doc.rect(left, y, width, 16).fill('#f3f4f6').fillColor('#000000');
  summaryRow(summaryCols, true);
  for (const s of d.figures.hsnSummary) {
    const taxes = d.intraState ? [money(s.cgstPaise), money(s.sgstPaise)] : [money(s.igstPaise)];
    summaryRow([s.hsnCode, `${s.rate}%`, money(s.taxablePaise), ...taxes, money(s.cgstPaise + s.sgstPaise + s.igstPaise)]);
  }
  y += 12;

  const notes = [
    ...(d.against ? [`Reason: ${d.against.reason}`] : []),
    d.figures.kind === 'bill_of_supply' && d.seller.gstin ? 'Fresh flowers are supplied at nil rate of GST: a bill of supply.' : null,
    d.seller.gstin ? 'Tax is not payable on reverse charge.' : 'The seller is not registered under GST: no tax is charged.',
    `Total ${d.against ? 'credited' : 'charged'}: ${formatRupees(t.totalPaise)}. This is a computer-generated document and needs no signature.`,
  ].filter((n): n is string => n !== null);
  for (const note of notes) y += write(doc, note, left, y, { width, size: 8 }) + 2;

  doc.end();
  return done;
}
