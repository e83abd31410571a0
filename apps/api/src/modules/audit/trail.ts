// The audit trail: every staff write records who, when, what, and the values before and after, in
// the write's own transaction, so an entry exists exactly when the change does. The table is
// append-only (a trigger refuses UPDATE and DELETE); the owner reads it page by page.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AuditAnswer, AuditEntityType, AuditQuery, Role } from '@phoolwari/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { pageInfo, withPage } from '../../db/pagination';
import { auditLog, users } from '../../db/schema';
import { shopInstant } from '../../platform/clock';

/** Who did it: the signed-in member of staff. */
export interface AuditActor {
  id: string;
  name: string;
  role: Role;
}

export interface AuditChange {
  /** `<kind>.<verb>`: product.update, order.move, refund.create, staff.role… */
  action: string;
  entityType: AuditEntityType;
  entityId?: string | null;
  /** One line a person reads in the trail: "Red Rose Bouquet: price ₹1,299 → ₹1,199". */
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Records one staff write; call it with the transaction of the write itself. */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    id: newId(),
    actorUserId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId ?? null,
    summary: change.summary,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** The fields of `before` and `after` whose values differ: what a trail entry should show of an edit. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])) as Partial<T>, after: Object.fromEntries(keys.map((k) => [k, after[k]])) as Partial<T> };
}

export async function readAuditTrail(db: Db, query: AuditQuery): Promise<AuditAnswer> {
  const where = and(
    query.actorId ? eq(auditLog.actorUserId, query.actorId) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.from ? gte(auditLog.at, shopInstant(query.from, '00:00')) : undefined,
    // The whole of the last day: before the next day's shop midnight.
    query.to ? lt(auditLog.at, new Date(shopInstant(query.to, '00:00').getTime() + 86_400_000)) : undefined,
  );
  const [rows, [count], people] = await Promise.all([
    withPage(db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).$dynamic(), query),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
    db
      .selectDistinct({ id: users.id, name: users.name, role: users.role })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorUserId))
      .orderBy(users.name),
  ]);
  return {
    entries: rows.map((r) => ({
      _id: r.id,
      at: r.at.toISOString(),
      actor: { _id: r.actorUserId, name: r.actorName, role: r.actorRole },
      action: r.action,
      entityType: r.entityType as AuditEntityType,
      entityId: r.entityId,
      summary: r.summary,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    people: people.map((p) => ({ _id: p.id, name: p.name, role: p.role })),
    ...pageInfo(query, count?.n ?? 0),
  };
}

/**
 * Runs a staff write and its audit entry in one transaction: `work` does the write with `tx`, and
 * `describe` says what the trail keeps of its result (nothing is recorded when the write throws).
 */
export function audited<T>(db: Db, actor: AuditActor, work: (tx: Tx) => Promise<T>, describe: (result: T) => AuditChange): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    await recordAudit(tx, actor, describe(result));
    return result;
  });
}
