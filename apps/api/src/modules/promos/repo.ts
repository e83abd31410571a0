// Queries on promo codes and their redemptions. Money stays in paise here.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { promoCodes, promoRedemptions } from '../../db/schema';

export type PromoRow = typeof promoCodes.$inferSelect;
export type PromoValues = Omit<typeof promoCodes.$inferInsert, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>;

export function listPromoCodes(db: DbOrTx): Promise<PromoRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt));
}

export function findPromoById(db: DbOrTx, id: string): Promise<PromoRow | undefined> {
  return db.query.promoCodes.findFirst({ where: eq(promoCodes.id, id) });
}

export function findPromoByCode(db: DbOrTx, code: string): Promise<PromoRow | undefined> {
  return db.query.promoCodes.findFirst({ where: eq(promoCodes.code, code.trim().toUpperCase()) });
}

/** The new code, or undefined when one with the same code exists. */
export async function insertPromoCode(db: DbOrTx, values: PromoValues): Promise<PromoRow | undefined> {
  const [row] = await db
    .insert(promoCodes)
    .values({ id: newId(), ...values })
    .onConflictDoNothing({ target: promoCodes.code })
    .returning();
  return row;
}

export async function updatePromoCode(db: DbOrTx, id: string, values: Partial<PromoValues>): Promise<PromoRow | undefined> {
  const [row] = await db
    .update(promoCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promoCodes.id, id))
    .returning();
  return row;
}

/** Locks a code's row for the rest of the transaction: parallel checkouts queue on it. */
export async function lockPromoCode(tx: DbOrTx, id: string): Promise<PromoRow | undefined> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('no key update');
  return row;
}

export async function countRedemptions(db: DbOrTx, promoCodeId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)));
  return row?.n ?? 0;
}

export async function insertRedemption(tx: DbOrTx, redemption: { promoCodeId: string; userId: string; orderId: string }): Promise<void> {
  await tx.insert(promoRedemptions).values({ id: newId(), ...redemption });
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(eq(promoCodes.id, redemption.promoCodeId));
}

/** Deletes an order's redemptions and gives each code its use back. */
export async function deleteRedemptionsOf(tx: DbOrTx, orderId: string): Promise<void> {
  const released = await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId)).returning({ promoCodeId: promoRedemptions.promoCodeId });
  for (const r of released) {
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
      .where(eq(promoCodes.id, r.promoCodeId));
  }
}
