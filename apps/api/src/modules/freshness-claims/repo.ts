// Queries on freshness reports and review asks. A report is locked after its order (the shop's lock
// order: slot, orders, products, then the rest), so an answer and a second answer queue on it.
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { freshnessClaims, newsletterSubscribers, orders, products, reviewRequests, users } from '../../db/schema';

export type ClaimRow = typeof freshnessClaims.$inferSelect;

export function listClaimsOfOrder(db: DbOrTx, orderId: string): Promise<ClaimRow[]> {
  return db.select().from(freshnessClaims).where(eq(freshnessClaims.orderId, orderId)).orderBy(asc(freshnessClaims.createdAt), asc(freshnessClaims.id));
}

export function listClaimsByStatus(db: DbOrTx, status: ClaimRow['status']): Promise<ClaimRow[]> {
  // Open ones oldest first (the desk answers in turn); answered ones newest first.
  return db
    .select()
    .from(freshnessClaims)
    .where(eq(freshnessClaims.status, status))
    .orderBy(status === 'open' ? asc(freshnessClaims.createdAt) : desc(freshnessClaims.answeredAt))
    .limit(200);
}

export async function findClaim(db: DbOrTx, id: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(freshnessClaims).where(eq(freshnessClaims.id, id)).limit(1);
  return row;
}

export async function lockClaim(tx: DbOrTx, id: string): Promise<ClaimRow | undefined> {
  const [row] = await tx.select().from(freshnessClaims).where(eq(freshnessClaims.id, id)).for('no key update');
  return row;
}

/** Inserts an open report; undefined when the order already has one open (the partial unique index). */
export async function insertOpenClaim(
  tx: DbOrTx,
  values: Pick<ClaimRow, 'orderId' | 'userId' | 'reason' | 'details' | 'photo' | 'createdAt'>,
): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .insert(freshnessClaims)
    .values({ ...values, id: newId(), status: 'open' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function answerClaim(
  tx: DbOrTx,
  id: string,
  values: Pick<ClaimRow, 'answerKind' | 'answerMessage' | 'refundId' | 'replacementOrderId' | 'answeredById' | 'answeredAt'>,
): Promise<ClaimRow> {
  const [row] = await tx
    .update(freshnessClaims)
    .set({ ...values, status: 'answered' })
    .where(eq(freshnessClaims.id, id))
    .returning();
  return row!;
}

/** Orders of these ids, by id: their numbers and days (a replacement's, shown with its report). */
export async function ordersById(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; orderNumber: string; deliveryDate: string; slotName: string }>();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, deliveryDate: orders.deliveryDate, slotName: orders.slotName })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Delivered orders due a review ask: delivered between `from` and `until`, not yet asked. Guests'
 * stand-ins have no account to review from, and replacements are not asked again.
 */
export function listOrdersDueReviewAsk(db: DbOrTx, from: Date, until: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(reviewRequests, eq(reviewRequests.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'delivered'),
        gte(orders.actualDelivery, from),
        lte(orders.actualDelivery, until),
        isNull(reviewRequests.orderId),
        eq(users.isGuest, false),
        sql`${orders.paymentProvider} <> 'replacement'`,
      ),
    )
    .orderBy(asc(orders.actualDelivery))
    .limit(limit);
}

/** Claims the ask of one order: true for the one caller (of every instance) that inserted the row. */
export async function claimReviewAsk(tx: DbOrTx, orderId: string, sent: boolean, now: Date): Promise<boolean> {
  const rows = await tx.insert(reviewRequests).values({ orderId, sent, createdAt: now }).onConflictDoNothing().returning({ orderId: reviewRequests.orderId });
  return rows.length === 1;
}

/** Whether this address has unsubscribed from the shop's marketing mail (the newsletter). */
export async function unsubscribedFromMarketing(db: DbOrTx, email: string | null): Promise<boolean> {
  if (!email) return false;
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()))
    .limit(1);
  return row?.status === 'unsubscribed';
}

/** The first product's address of an order (where its reviews are), or undefined. */
export async function firstProductSlugOf(db: DbOrTx, productIds: string[]): Promise<string | undefined> {
  if (productIds.length === 0) return undefined;
  const rows = await db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.id, productIds));
  const slugs = new Map(rows.map((r) => [r.id, r.slug]));
  return productIds.map((id) => slugs.get(id)).find(Boolean);
}
