// Promo codes: whether a code applies to a customer's cart now (and why not), what it takes off,
// and redeeming it for an order under a row lock so limits hold under parallel checkouts.
import { and, count, eq, sql } from 'drizzle-orm';
import type { PromoCode } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { promoCodes, promoRedemptions } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { toRupees } from '../../platform/money';

export type PromoRow = typeof promoCodes.$inferSelect;

const rupees = (paise: number) => `₹${new Intl.NumberFormat('en-IN').format(toRupees(paise))}`;

export function toPromoDto(row: PromoRow): PromoCode {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.kind === 'flat' ? toRupees(row.value) : row.value,
    minOrder: toRupees(row.minOrderPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : toRupees(row.maxDiscountPaise),
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    isActive: row.isActive,
  };
}

export function findPromoByCode(db: DbOrTx, code: string) {
  return db.query.promoCodes.findFirst({ where: eq(promoCodes.code, code.trim().toUpperCase()) });
}

/** What the code takes off a subtotal: never more than the subtotal itself. Percentages round down to whole rupees. */
export function promoDiscountPaise(promo: PromoRow, subtotalPaise: number): number {
  const raw = promo.kind === 'percent' ? Math.floor((subtotalPaise * promo.value) / 10_000) * 100 : promo.value;
  const capped = promo.maxDiscountPaise === null ? raw : Math.min(raw, promo.maxDiscountPaise);
  return Math.max(0, Math.min(capped, subtotalPaise));
}

/** Throws a 409 AppError naming why `promo` cannot be used by `userId` on this subtotal now. */
export async function assertPromoUsable(db: DbOrTx, promo: PromoRow, opts: { userId: string; subtotalPaise: number; now: Date }): Promise<void> {
  const refuse = (code: string, message: string) => {
    throw new AppError(409, message, code);
  };
  if (!promo.isActive) refuse('PROMO_INACTIVE', `The code ${promo.code} is no longer active`);
  if (promo.validFrom && opts.now < promo.validFrom) refuse('PROMO_NOT_STARTED', `The code ${promo.code} is not valid yet`);
  if (promo.validTo && opts.now > promo.validTo) refuse('PROMO_EXPIRED', `The code ${promo.code} has expired`);
  if (opts.subtotalPaise < promo.minOrderPaise) {
    refuse('PROMO_MIN_ORDER', `Add ${rupees(promo.minOrderPaise - opts.subtotalPaise)} more to use ${promo.code} (minimum order ${rupees(promo.minOrderPaise)})`);
  }
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) refuse('PROMO_USED_UP', `The code ${promo.code} has been fully used`);
  if (promo.perCustomerLimit !== null) {
    const [row] = await db
      .select({ n: count() })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.promoCodeId, promo.id), eq(promoRedemptions.userId, opts.userId)));
    if ((row?.n ?? 0) >= promo.perCustomerLimit) refuse('PROMO_ALREADY_USED', `You have already used the code ${promo.code}`);
  }
}

/**
 * Inside the checkout transaction: locks the code's row, re-checks every rule against the locked
 * row, and records the redemption. Parallel checkouts queue on the lock, so a single-use code is
 * redeemed once.
 */
export async function redeemPromo(tx: DbOrTx, promoId: string, opts: { userId: string; orderId: string; subtotalPaise: number; now: Date }): Promise<PromoRow> {
  const [locked] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoId)).for('update');
  if (!locked) throw new AppError(409, 'This promo code is not valid', 'PROMO_INVALID');
  await assertPromoUsable(tx, locked, opts);
  await tx.insert(promoRedemptions).values({ id: newId(), promoCodeId: promoId, userId: opts.userId, orderId: opts.orderId });
  await tx.update(promoCodes).set({ usedCount: sql`${promoCodes.usedCount} + 1` }).where(eq(promoCodes.id, promoId));
  return locked;
}

/** Gives a cancelled or expired order's redemption back. */
export async function releasePromo(tx: DbOrTx, orderId: string): Promise<void> {
  const released = await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId)).returning({ promoCodeId: promoRedemptions.promoCodeId });
  for (const r of released) {
    await tx.update(promoCodes).set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` }).where(eq(promoCodes.id, r.promoCodeId));
  }
}
