// Queries on newsletter subscribers.
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { newsletterSubscribers } from '../../db/schema';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type SubscriberStatus = SubscriberRow['status'];

export async function findByEmail(db: DbOrTx, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

export async function findByConfirmTokenHash(db: DbOrTx, tokenHash: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmTokenHash, tokenHash));
  return row;
}

export async function findByUnsubscribeToken(db: DbOrTx, token: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token));
  return row;
}

/** Inserts a pending subscriber; undefined when the address is already there (the unique index decides, so races are safe). */
export async function insertPending(
  db: DbOrTx,
  values: Pick<SubscriberRow, 'email' | 'language' | 'confirmTokenHash' | 'unsubscribeToken'>,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ id: newId(), status: 'pending', ...values })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  return row;
}

export async function updateSubscriber(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<SubscriberRow, 'status' | 'confirmTokenHash' | 'confirmedAt' | 'unsubscribedAt' | 'language'>>,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row;
}

export async function countByStatus(db: DbOrTx): Promise<Record<SubscriberStatus, number>> {
  const rows = await db.select({ status: newsletterSubscribers.status, n: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status);
  const counts: Record<SubscriberStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/** Confirmed subscribers, in the order they confirmed. */
export function listConfirmed(db: DbOrTx) {
  return db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.email));
}
