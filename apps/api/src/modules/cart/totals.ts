// The one function that turns a cart into money figures. The cart summary, the checkout quote and
// the amount charged all come from here, so the customer sees one figure everywhere.
import type { Totals } from '@phoolwari/contracts';
import { toRupees } from '../../platform/money';

export interface TotalsInput {
  subtotalPaise: number;
  deliveryFeePaise: number;
  shopDiscountPaise: number;
  promoDiscountPaise: number;
  /** Cash on delivery's fee, when the customer pays that way. */
  codFeePaise?: number;
}

export interface TotalsPaise {
  subtotal: number;
  deliveryFee: number;
  shopDiscount: number;
  promoDiscount: number;
  discount: number;
  codFee: number;
  total: number;
}

/** Discounts come off the goods only, never the delivery, so a total is never negative. */
export function computeTotals(input: TotalsInput): TotalsPaise {
  if (input.subtotalPaise <= 0) return { subtotal: 0, deliveryFee: 0, shopDiscount: 0, promoDiscount: 0, discount: 0, codFee: 0, total: 0 };
  const shopDiscount = Math.min(Math.max(0, input.shopDiscountPaise), input.subtotalPaise);
  const promoDiscount = Math.min(Math.max(0, input.promoDiscountPaise), input.subtotalPaise - shopDiscount);
  const discount = shopDiscount + promoDiscount;
  const deliveryFee = Math.max(0, input.deliveryFeePaise);
  const codFee = Math.max(0, input.codFeePaise ?? 0);
  return {
    subtotal: input.subtotalPaise,
    deliveryFee,
    shopDiscount,
    promoDiscount,
    discount,
    codFee,
    total: input.subtotalPaise + deliveryFee + codFee - discount,
  };
}

export function totalsToRupees(t: TotalsPaise): Totals {
  return {
    subtotal: toRupees(t.subtotal),
    deliveryFee: toRupees(t.deliveryFee),
    shopDiscount: toRupees(t.shopDiscount),
    promoDiscount: toRupees(t.promoDiscount),
    discount: toRupees(t.discount),
    ...(t.codFee > 0 ? { codFee: toRupees(t.codFee) } : {}),
    total: toRupees(t.total),
  };
}
