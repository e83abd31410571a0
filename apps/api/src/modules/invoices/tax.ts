// The figures of a GST invoice from an order's snapshots. Prices in the shop include GST, so each
// line's tax is taken out of what was charged for it: taxable value = amount × 100 / (100 + rate).
// The order's discounts come off the goods in proportion to their value (paise by largest
// remainder, so the lines add up to what was charged); delivery (and the cash-on-delivery fee) is a
// service line at the delivery fee's own rate. CGST and SGST halve the tax within the shop's state;
// IGST takes it all outside. A shop that is not registered charges no tax: a bill of supply.

export type InvoiceKind = 'tax_invoice' | 'bill_of_supply' | 'invoice_cum_bill_of_supply';

/** SAC for local delivery services. */
export const DELIVERY_SAC = '996813';

export interface InvoiceInput {
  registered: boolean;
  /** Delivered within the shop's own state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  deliveryFeeRate: number;
  items: { name: string; hsnCode: string; gstRate: number; unitPricePaise: number; quantity: number }[];
  order: { shopDiscountPaise: number; promoDiscountPaise: number; deliveryFeePaise: number; codFeePaise: number; totalPaise: number };
}

export interface InvoiceLine {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  /** What was charged for the line after its share of the discounts (GST included). */
  amountPaise: number;
  discountPaise: number;
  taxablePaise: number;
  rate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface HsnSummaryRow {
  hsnCode: string;
  rate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceFigures {
  kind: InvoiceKind;
  lines: InvoiceLine[];
  hsnSummary: HsnSummaryRow[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
}

/** Splits `total` over `weights` in whole paise, the remainder going to the largest fractions. */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

function taxLine(base: Omit<InvoiceLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>, intraState: boolean): InvoiceLine {
  const taxablePaise = Math.round((base.amountPaise * 100) / (100 + base.rate));
  const tax = base.amountPaise - taxablePaise;
  const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
  return { ...base, taxablePaise, cgstPaise, sgstPaise: intraState ? tax - cgstPaise : 0, igstPaise: intraState ? 0 : tax };
}

export function invoiceKind(registered: boolean, rates: number[]): InvoiceKind {
  if (!registered || rates.every((r) => r === 0)) return 'bill_of_supply';
  return rates.every((r) => r > 0) ? 'tax_invoice' : 'invoice_cum_bill_of_supply';
}

/** Lines, HSN summary and totals of a set of lines (the invoice's, or a credit note's share of them). */
function figuresOf(kind: InvoiceKind, lines: InvoiceLine[]): InvoiceFigures {
  const summary = new Map<string, HsnSummaryRow>();
  for (const line of lines) {
    const key = `${line.hsnCode}@${line.rate}`;
    const row = summary.get(key) ?? { hsnCode: line.hsnCode, rate: line.rate, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    row.taxablePaise += line.taxablePaise;
    row.cgstPaise += line.cgstPaise;
    row.sgstPaise += line.sgstPaise;
    row.igstPaise += line.igstPaise;
    summary.set(key, row);
  }
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  return {
    kind,
    lines,
    hsnSummary: [...summary.values()].sort((a, b) => a.hsnCode.localeCompare(b.hsnCode) || a.rate - b.rate),
    totals: {
      taxablePaise: sum((l) => l.taxablePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      totalPaise: sum((l) => l.amountPaise),
    },
  };
}

/**
 * A credit note's figures: the refunded amount taken back from the invoice's lines in proportion
 * to what each was charged, with the tax in it reversed at each line's rate.
 */
export function creditNoteFigures(invoice: InvoiceFigures, refundPaise: number, intraState: boolean): InvoiceFigures {
  const shares = apportion(
    Math.min(refundPaise, invoice.totals.totalPaise),
    invoice.lines.map((l) => l.amountPaise),
  );
  const lines = invoice.lines
    .map((line, i) =>
      taxLine(
        {
          description: line.description,
          hsnCode: line.hsnCode,
          quantity: line.quantity,
          unitPricePaise: line.unitPricePaise,
          discountPaise: 0,
          amountPaise: shares[i]!,
          rate: line.rate,
        },
        intraState,
      ),
    )
    .filter((line) => line.amountPaise > 0);
  return figuresOf(invoice.kind, lines);
}

/** The lines for the shop's own services, by these descriptions (the PDF prints them in the customer's language). */
export const DELIVERY_CHARGES = 'Delivery charges';
export const CASH_ON_DELIVERY_FEE = 'Cash on delivery fee';

export function computeInvoice(input: InvoiceInput): InvoiceFigures {
  const rateOf = (rate: number) => (input.registered ? rate : 0);
  const gross = input.items.map((i) => i.unitPricePaise * i.quantity);
  const discounts = apportion(input.order.shopDiscountPaise + input.order.promoDiscountPaise, gross);
  const lines: InvoiceLine[] = input.items.map((item, i) =>
    taxLine(
      {
        description: item.name,
        hsnCode: item.hsnCode,
        quantity: item.quantity,
        unitPricePaise: item.unitPricePaise,
        discountPaise: discounts[i]!,
        amountPaise: gross[i]! - discounts[i]!,
        rate: rateOf(item.gstRate),
      },
      input.intraState,
    ),
  );
  const service = (description: string, amountPaise: number) =>
    amountPaise > 0 &&
    lines.push(
      taxLine(
        { description, hsnCode: DELIVERY_SAC, quantity: 1, unitPricePaise: amountPaise, discountPaise: 0, amountPaise, rate: rateOf(input.deliveryFeeRate) },
        input.intraState,
      ),
    );
  service(DELIVERY_CHARGES, input.order.deliveryFeePaise);
  service(CASH_ON_DELIVERY_FEE, input.order.codFeePaise);
  return figuresOf(
    invoiceKind(
      input.registered,
      lines.map((l) => l.rate),
    ),
    lines,
  );
}
