// The invoice and credit note as A4 PDFs, drawn with pdfkit in Noto Sans: its Latin face for most
// text and its Devanagari face (which also carries ₹) for Devanagari and the rupee sign, switched
// run by run, so a Hindi name or address prints shaped and the rupee sign prints at all. The
// printed words are in the document's language (messages.ts); numbers, GSTINs and codes are not.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { stateName, type Language, type PaymentMethod } from '@phoolwari/contracts';
import { LOCALES } from '../../platform/i18n/locale';
import { translator } from '../../platform/i18n/translator';
import { formatRupees } from '../../platform/money';
import { amountInWords } from './amount-in-words';
import type { SellerSnapshot } from './issue';
import * as messages from './messages';
import { CASH_ON_DELIVERY_FEE, DELIVERY_CHARGES, type InvoiceFigures, type InvoiceKind } from './tax';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  deva: require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
  devaBold: require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff'),
};

export interface PrintedDocument {
  /** The invoice's kind, or a credit note. */
  kind: InvoiceKind | 'credit_note';
  /** The language of its printed words. */
  language: Language;
  number: string;
  issuedAt: Date;
  orderNumber: string;
  /** A part payment of an event booking (decision 031): the heading names the booking and the part, not an order. */
  bookingPart?: 'advance' | 'balance';
  seller: SellerSnapshot;
  /** A company's legal name and GSTIN make it a B2B invoice; the person who ordered is named under it. */
  billTo: { name: string; email: string; company: { legalName: string; gstin: string } | null };
  shipTo: { name: string; phone: string; address: string[] };
  placeOfSupply: string;
  intraState: boolean;
  paymentMethod: PaymentMethod | null;
  figures: InvoiceFigures;
  /** A credit note names the invoice it is against and why. */
  against?: { number: string; issuedAt: Date; reason: string };
}

// Hindi's short months are clipped with a sign (नव॰) that reads oddly on a bill: its months are written out.
const dateOf = (at: Date, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: language === 'hi' ? 'long' : 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    at,
  );
/**
 * Rupees with paise always shown, as invoices print them: 1,299.00. The tables say once that their
 * amounts are in ₹ (a sign in every right-aligned cell would need a second face per cell).
 */
const money = (paise: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
/**
 * Set in the Devanagari face: Devanagari letters, the signs Devanagari shares with other scripts
 * (the danda ।), the joiners that shape them, and the rupee sign. A space has a glyph in both faces
 * and stays in the run it is in, so a Hindi phrase is one run, shaped as a whole.
 */
const inDevanagariFace = (ch: string) => /\p{Script_Extensions=Devanagari}/u.test(ch) || ch === '\u200C' || ch === '\u200D' || ch === '₹';

type Doc = InstanceType<typeof PDFDocument>;
interface WriteOptions {
  width: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
}

function runsOf(text: string): { deva: boolean; text: string }[] {
  const runs: { deva: boolean; text: string }[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    const deva = ch === ' ' && last ? last.deva : inDevanagariFace(ch);
    if (last && last.deva === deva) last.text += ch;
    else runs.push({ deva, text: ch });
  }
  if (runs.length === 0) runs.push({ deva: false, text: '' });
  return runs;
}

const faceOf = (deva: boolean, bold: boolean | undefined) => (deva ? (bold ? 'devaBold' : 'deva') : bold ? 'bold' : 'regular');

/** The height `text` takes within `width`, measured in each face it uses (Devanagari lines stand taller), the larger. */
function measure(doc: Doc, text: string, opts: WriteOptions): number {
  doc.fontSize(opts.size ?? 8.5);
  const faces = new Set(runsOf(text).map((r) => faceOf(r.deva, opts.bold)));
  return Math.max(...[...faces].map((face) => doc.font(face).heightOfString(text, { width: opts.width, lineGap: 1 })));
}

/**
 * Where the baseline sits below the top of a line: the Latin face's ascender, for both faces. Each
 * face would put it at its own ascender, and the Devanagari one's is lower, so a Hindi word beside
 * an English one would float above the line. pdfkit takes a number as the baseline's offset, negated.
 */
function sharedBaseline(doc: Doc, opts: WriteOptions): number {
  // pdfkit keeps the current font's metrics (in thousandths of the size) on `_font`; its types do not say so.
  const { ascender } = (doc.font(faceOf(false, opts.bold)) as unknown as { _font: { ascender: number } })._font;
  return -((ascender / 1000) * (opts.size ?? 8.5));
}

/** Writes `text` at (x, y) within `width`, switching to the Devanagari face for its Devanagari runs; answers its height. */
function write(doc: Doc, text: string, x: number, y: number, opts: WriteOptions): number {
  const height = measure(doc, text, opts);
  const baseline = sharedBaseline(doc, opts);
  const runs = runsOf(text);
  const align = opts.align ?? 'left';
  const widths = runs.map((run) => doc.font(faceOf(run.deva, opts.bold)).widthOfString(run.text));
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (align !== 'left' && runs.length > 1 && total <= opts.width) {
    // pdfkit aligns each continued run on its own: a one-line mixed text is placed run by run instead.
    let at = x + (align === 'right' ? opts.width - total : (opts.width - total) / 2);
    runs.forEach((run, i) => {
      spoken(doc, run, () => doc.font(faceOf(run.deva, opts.bold)).text(run.text, at, y, { lineBreak: false, baseline }));
      at += widths[i]!;
    });
    return height;
  }
  runs.forEach((run, i) => {
    doc.font(faceOf(run.deva, opts.bold));
    const options = { width: opts.width, align, continued: i < runs.length - 1, lineGap: 1, baseline };
    spoken(doc, run, () => (i === 0 ? doc.text(run.text, x, y, options) : doc.text(run.text, options)));
  });
  return height;
}

/**
 * Draws a run; a Devanagari one inside a span whose ActualText is the run as written. Shaping puts
 * glyphs in visual order (the i-matra before its consonant, reph after), so without it copying or
 * pdftotext reads "आपूितर् िबल"; with it, readers that honour ActualText read "आपूर्ति बिल".
 */
function spoken(doc: Doc, run: { deva: boolean; text: string }, draw: () => void): void {
  if (!run.deva || run.text.trim() === '') return draw();
  doc.markContent('Span', { actual: run.text });
  draw();
  doc.endMarkedContent();
}

export function renderPdf(d: PrintedDocument): Promise<Buffer> {
  const t = translator(messages, d.language);
  const title = t(d.kind);
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: `${title} ${d.number}`, Author: d.seller.legalName } });
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
  write(doc, title.toUpperCase(), left, y, { width, align: 'right', bold: true, size: 15 });
  write(doc, d.seller.legalName, left, y, { width: width / 2, bold: true, size: 13 });
  y += 22;
  const sellerLines = [
    d.seller.address,
    t('sellerState', { state: stateName(d.seller.stateCode, d.language), code: d.seller.stateCode }),
    d.seller.gstin ? t('sellerGstin', { gstin: d.seller.gstin }) : t('sellerNotRegistered'),
  ];
  const facts = [
    t('number', { number: d.number }),
    t('date', { date: dateOf(d.issuedAt, d.language) }),
    d.bookingPart ? t('bookingPart', { part: d.bookingPart, reference: d.orderNumber }) : t('order', { orderNumber: d.orderNumber }),
    ...(d.against ? [t('againstInvoice', { number: d.against.number, date: dateOf(d.against.issuedAt, d.language) })] : []),
    ...(d.paymentMethod ? [t('payment', { method: t(d.paymentMethod) })] : []),
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
  write(doc, t('billTo'), left, y, { width: third, bold: true });
  write(doc, t('shipTo'), left + third, y, { width: third, bold: true });
  write(doc, t('placeOfSupply'), left + 2 * third, y, { width: third, bold: true });
  y += 12;
  let billY = y;
  const company = d.billTo.company;
  const billLines = company
    ? [
        company.legalName,
        t('buyerGstin', { gstin: company.gstin }),
        t('buyerState', { state: stateName(company.gstin.slice(0, 2), d.language) }),
        t('orderedBy', { name: d.billTo.name }),
        d.billTo.email,
      ]
    : [d.billTo.name, d.billTo.email];
  for (const line of billLines) billY += write(doc, line, left, billY, { width: third - 8, bold: line === company?.legalName });
  let shipY = y;
  for (const line of [d.shipTo.name, ...d.shipTo.address, t('phone', { phone: d.shipTo.phone })])
    shipY += write(doc, line, left + third, shipY, { width: third - 8 });
  write(doc, d.placeOfSupply, left + 2 * third, y, { width: third });
  y = Math.max(billY, shipY, y + 12) + 12;

  // The lines.
  write(doc, t('amountsIn'), left, y, { width, size: 8 });
  y += 14;
  const tax = d.intraState ? ['CGST', 'SGST'] : ['IGST'];
  const cols = [
    { key: '#', w: 18, align: 'left' as const },
    { key: t('columnDescription'), w: 0, align: 'left' as const },
    { key: 'HSN/SAC', w: 46, align: 'left' as const },
    { key: t('columnQuantity'), w: 26, align: 'right' as const },
    { key: t('columnRate'), w: 56, align: 'right' as const },
    { key: t('columnTaxable'), w: 64, align: 'right' as const },
    { key: 'GST', w: 30, align: 'right' as const },
    ...tax.map((name) => ({ key: name, w: 52, align: 'right' as const })),
    { key: t('columnAmount'), w: 62, align: 'right' as const },
  ];
  cols[1]!.w = width - cols.reduce((sum, c) => sum + c.w, 0);
  /** A table row; a shaded one (the heads) gets its grey band as tall as its tallest cell. */
  const row = (cells: string[], bold = false, shaded = false) => {
    if (shaded) {
      const tallest = Math.max(...cells.map((cell, i) => measure(doc, cell, { width: cols[i]!.w - 4, bold })));
      doc
        .rect(left, y, width, tallest + 6)
        .fill('#f3f4f6')
        .fillColor('#000000');
    }
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
  row(
    cols.map((c) => c.key),
    true,
    true,
  );
  d.figures.lines.forEach((line, i) => {
    const taxCells = d.intraState ? [money(line.cgstPaise), money(line.sgstPaise)] : [money(line.igstPaise)];
    const named =
      line.description === DELIVERY_CHARGES ? t('deliveryCharges') : line.description === CASH_ON_DELIVERY_FEE ? t('cashOnDeliveryFee') : line.description;
    const description = line.discountPaise > 0 ? t('lessDiscount', { description: named, amount: money(line.discountPaise) }) : named;
    // A credit note gives back value, not pieces: no quantity or price of its own.
    const [quantity, rate] = d.against ? ['', ''] : [String(line.quantity), money(line.unitPricePaise)];
    row([String(i + 1), description, line.hsnCode, quantity, rate, money(line.taxablePaise), `${line.rate}%`, ...taxCells, money(line.amountPaise)]);
  });
  const totals = d.figures.totals;
  row(
    [
      '',
      t('total'),
      '',
      '',
      '',
      money(totals.taxablePaise),
      '',
      ...(d.intraState ? [money(totals.cgstPaise), money(totals.sgstPaise)] : [money(totals.igstPaise)]),
      money(totals.totalPaise),
    ],
    true,
  );
  y += 6;
  write(doc, t(d.against ? 'creditedInWords' : 'amountInWords', { words: amountInWords(totals.totalPaise, d.language) }), left, y, { width, bold: true });
  y += 18;

  // The HSN-wise summary.
  write(doc, t('hsnSummary'), left, y, { width, bold: true, size: 9.5 });
  y += 14;
  const summaryCols = ['HSN/SAC', t('columnGstRate'), t('columnTaxable'), ...tax, t('columnTotalTax')];
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
    ...(d.against ? [t('reason', { reason: d.against.reason })] : []),
    d.figures.kind === 'bill_of_supply' && d.seller.gstin ? t('nilRated') : null,
    d.seller.gstin ? t('noReverseCharge') : t('noTaxCharged'),
    t('closing', { credited: d.against ? 'yes' : 'no', amount: formatRupees(totals.totalPaise, d.language) }),
  ].filter((n): n is string => n !== null);
  for (const note of notes) y += write(doc, note, left, y, { width, size: 8 }) + 2;

  doc.end();
  return done;
}
