// Prices of event items: a material's price per unit is its cost with the shop's markup; a recipe's
// is the sum of its materials at today's prices, so it follows a cost that moves (marigold in Diwali
// week). A quote's figures are the invoice's own computation (GST taken out of GST-inclusive
// prices, CGST + SGST within the shop's state, IGST outside): labour is a service line at the
// delivery fee's rate, transport the delivery line.
import type { QuoteFigures } from '@phoolwari/contracts';
import { toRupees } from '../../platform/money';
import { computeInvoice, DELIVERY_CHARGES, type InvoiceFigures } from '../invoices';
import type { RecipePart } from './repo';

/** SAC for event decoration and organisation services: the labour line. */
export const EVENT_SERVICES_SAC = '998596';

export const unitPricePaise = (m: { costPaise: number; markupPercent: number }) => Math.round((m.costPaise * (100 + m.markupPercent)) / 100);

export const partAmountPaise = (p: Pick<RecipePart, 'material' | 'quantityMilli'>) => Math.round((unitPricePaise(p.material) * p.quantityMilli) / 1000);

export const recipePricePaise = (parts: Pick<RecipePart, 'material' | 'quantityMilli'>[]) => parts.reduce((sum, p) => sum + partAmountPaise(p), 0);

/** A quote's line as kept with its version: the price of the day. */
export interface QuoteLine {
  description: string;
  /** A recipe's Hindi name when the version was sent, for the customer's Hindi page (absent on free lines and older quotes). */
  descriptionHi?: string;
  recipeId: string | null;
  quantity: number;
  unitPricePaise: number;
  hsnCode: string;
  gstRate: number;
}

export function quoteFigures(input: {
  registered: boolean;
  intraState: boolean;
  serviceRate: number;
  lines: QuoteLine[];
  labourPaise: number;
  transportPaise: number;
  names: { labour: string; transport: string };
}): InvoiceFigures {
  const items = input.lines.map((l) => ({
    name: l.description,
    hsnCode: l.hsnCode,
    gstRate: l.gstRate,
    unitPricePaise: l.unitPricePaise,
    quantity: l.quantity,
  }));
  if (input.labourPaise > 0)
    items.push({ name: input.names.labour, hsnCode: EVENT_SERVICES_SAC, gstRate: input.serviceRate, unitPricePaise: input.labourPaise, quantity: 1 });
  const figures = computeInvoice({
    registered: input.registered,
    intraState: input.intraState,
    deliveryFeeRate: input.serviceRate,
    items,
    order: { shopDiscountPaise: 0, promoDiscountPaise: 0, deliveryFeePaise: input.transportPaise, codFeePaise: 0, totalPaise: 0 },
  });
  return { ...figures, lines: figures.lines.map((l) => (l.description === DELIVERY_CHARGES ? { ...l, description: input.names.transport } : l)) };
}

/**
 * Each figure line's Hindi name, by its English one: the quote's own lines come first in its figures,
 * in order, then labour (when charged) and transport. Lines without a Hindi name are left out.
 */
export function hindiNames(
  quote: { lines: QuoteLine[]; labourPaise: number; figures: InvoiceFigures },
  hi: { labour: string; transport: string },
): Map<string, string> {
  const names = new Map<string, string>();
  quote.figures.lines.forEach((line, i) => {
    const own = quote.lines[i];
    const hindi = own ? own.descriptionHi : i === quote.lines.length && quote.labourPaise > 0 ? hi.labour : hi.transport;
    if (hindi) names.set(line.description, hindi);
  });
  return names;
}

export function toFiguresDto(f: InvoiceFigures, namesHi: Map<string, string> = new Map()): QuoteFigures {
  return {
    lines: f.lines.map((l) => ({
      description: l.description,
      descriptionHi: namesHi.get(l.description) ?? '',
      hsnCode: l.hsnCode,
      quantity: l.quantity,
      unitPrice: toRupees(l.unitPricePaise),
      amount: toRupees(l.amountPaise),
      taxable: toRupees(l.taxablePaise),
      rate: l.rate,
      cgst: toRupees(l.cgstPaise),
      sgst: toRupees(l.sgstPaise),
      igst: toRupees(l.igstPaise),
    })),
    taxable: toRupees(f.totals.taxablePaise),
    cgst: toRupees(f.totals.cgstPaise),
    sgst: toRupees(f.totals.sgstPaise),
    igst: toRupees(f.totals.igstPaise),
    total: toRupees(f.totals.totalPaise),
  };
}

/** The shop's event policy: what of `paidPaise` comes back when cancelled `daysBefore` the event. */
export function cancellationRefundPaise(
  paidPaise: number,
  daysBefore: number,
  policy: { fullRefundDays: number; partialRefundDays: number; partialRefundPercent: number },
): number {
  if (daysBefore >= policy.fullRefundDays) return paidPaise;
  if (daysBefore >= policy.partialRefundDays) return Math.floor((paidPaise * policy.partialRefundPercent) / 100);
  return 0;
}
