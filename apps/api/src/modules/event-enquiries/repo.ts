// Queries on event enquiries.
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { eventEnquiries } from '../../db/schema';
import { withPage } from '../../db/pagination';

export type EventEnquiryRow = typeof eventEnquiries.$inferSelect;
export type NewEventEnquiry = Omit<typeof eventEnquiries.$inferInsert, 'id'>;

export async function insertEnquiry(db: DbOrTx, values: NewEventEnquiry): Promise<EventEnquiryRow> {
  const [row] = await db
    .insert(eventEnquiries)
    .values({ id: newId(), ...values })
    .returning();
  if (!row) throw new Error('Inserting an event enquiry returned nothing');
  return row;
}

export function listForUser(db: DbOrTx, userId: string): Promise<EventEnquiryRow[]> {
  return db.select().from(eventEnquiries).where(eq(eventEnquiries.userId, userId)).orderBy(desc(eventEnquiries.createdAt), desc(eventEnquiries.id));
}

export async function findEnquiry(db: DbOrTx, id: string, opts: { forUpdate?: boolean } = {}): Promise<EventEnquiryRow | undefined> {
  const query = db.select().from(eventEnquiries).where(eq(eventEnquiries.id, id));
  const [row] = opts.forUpdate ? await query.for('no key update') : await query;
  return row;
}

/** 'open' is what staff still have to call: received and not yet contacted. */
const openOnly = eq(eventEnquiries.status, 'received');

export async function listForStaff(db: DbOrTx, opts: { open: boolean; page: number; limit: number }) {
  const where: SQL | undefined = opts.open ? openOnly : undefined;
  const [rows, [total]] = await Promise.all([
    withPage(
      db
        .select()
        .from(eventEnquiries)
        .where(where)
        // Open ones by the nearest event first (what to call about first); all by the newest.
        .orderBy(...(opts.open ? [eventEnquiries.eventDate, eventEnquiries.createdAt] : [desc(eventEnquiries.createdAt), desc(eventEnquiries.id)]))
        .$dynamic(),
      opts,
    ),
    db.select({ n: count() }).from(eventEnquiries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The enquiries among these whose event falls between two days (both included). */
export const listEventsBetween = (db: DbOrTx, ids: string[], from: string, to: string) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(eventEnquiries)
        .where(and(inArray(eventEnquiries.id, ids), gte(eventEnquiries.eventDate, from), lte(eventEnquiries.eventDate, to)))
        .orderBy(asc(eventEnquiries.eventDate), asc(eventEnquiries.createdAt));

export async function countOpen(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventEnquiries).where(openOnly);
  return row?.n ?? 0;
}

export async function markContacted(
  db: DbOrTx,
  id: string,
  values: { by: { id: string; name: string }; at: Date; note: string },
): Promise<EventEnquiryRow | undefined> {
  const [row] = await db
    .update(eventEnquiries)
    .set({ status: 'contacted', contactedAt: values.at, contactedById: values.by.id, contactedByName: values.by.name, contactNote: values.note })
    .where(and(eq(eventEnquiries.id, id), openOnly))
    .returning();
  return row;
}

export async function setStatus(db: DbOrTx, id: string, status: EventEnquiryRow['status']): Promise<void> {
  await db.update(eventEnquiries).set({ status }).where(eq(eventEnquiries.id, id));
}
