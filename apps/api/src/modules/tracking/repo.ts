// Reads behind tracking links: an order found by its link's token, and the owner's token. (The token
// is written with the order's other columns, in orders/repo.ts.)
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

export async function findOrderIdByToken(db: DbOrTx, token: string): Promise<string | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.trackingToken, token)).limit(1);
  return row?.id;
}

/** The link's token of a customer's own order: undefined when it is not theirs, null when it has none yet. */
export async function findOwnToken(db: DbOrTx, userId: string, orderId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ token: orders.trackingToken })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row ? row.token : undefined;
}

export async function findTokenOfOrder(db: DbOrTx, orderId: string): Promise<string | null> {
  const [row] = await db.select({ token: orders.trackingToken }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.token ?? null;
}
