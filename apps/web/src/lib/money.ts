// Rupees on screen: `₹1,299` (Indian digit grouping), paise shown only when there are some.
const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

export function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? whole.format(rupees) : withPaise.format(rupees);
}

/** Whole-percent discount from the original price, or 0 when there is none. */
export function discountPercent(price: number, originalPrice: number): number {
  if (!(originalPrice > price) || originalPrice <= 0) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
