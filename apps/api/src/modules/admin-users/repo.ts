// Queries behind the admin's customer list: accounts with their order figures, and disabling.
import { and, count, desc, eq, ilike, inArray, isNull, notLike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { orders, sessions, users } from '../../db/schema';
import type { UserRow } from '../auth';
import { withPage } from '../../db/pagination';

export interface OrderStats {
  orderCount: number;
  /** Sum of total_paise over orders whose payment_status is 'paid'. */
  paidPaise: number;
}

/**
 * People, not the shop's own seed accounts: an account under the reserved `.invalid` domain (RFC
 * 2606; no mailbox can have one) exists only to own demo data, and a guest's stand-in only to hold
 * a visitor's cart: neither is listed nor counted.
 */
export const isPersonAccount: SQL = and(eq(users.isGuest, false), or(isNull(users.email), notLike(users.email, '%.invalid')))!;

export async function listUsers(db: DbOrTx, query: AdminUserListQuery): Promise<{ rows: UserRow[]; total: number }> {
  let where: SQL | undefined = isPersonAccount;
  if (query.search) {
    const pattern = containsPattern(query.search);
    where = and(isPersonAccount, or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)));
  }
  const [rows, totals] = await Promise.all([
    withPage(db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(), query),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Order figures of just these users (one grouped query for a page, not one per row). */
export async function orderStats(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, OrderStats>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: orders.userId,
      orderCount: count(),
      // numeric in SQL (sum of integers can exceed int4); paise stay well inside a double's exact range.
      paidPaise: sql`coalesce(sum(${orders.totalPaise}) filter (where ${orders.paymentStatus} = 'paid'), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(inArray(orders.userId, [...userIds]))
    .groupBy(orders.userId);
  return new Map(rows.map((r) => [r.userId, { orderCount: r.orderCount, paidPaise: r.paidPaise }]));
}

/**
 * Disables (keeping the first disabled time) or re-enables an account. Disabling also revokes every
 * session, so re-enabling later does not bring old, possibly leaked, tokens back to life.
 */
/** Disables (ending every session) or re-enables an account; call it inside a transaction. */
export async function setDisabled(tx: DbOrTx, userId: string, disabled: boolean, now: Date): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, ${now.toISOString()}::timestamptz)` : null, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (row && disabled) {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
  return row;
}
