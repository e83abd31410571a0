// Queries on customers' occasions, their sent reminders and the shop's festival dates. Every
// customer query names the owner, so another customer's occasion is simply not found.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Festival } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { festivalDates, occasionReminders, occasions, orders } from '../../db/schema';
import type { FestivalCalendar } from './dates';

export type OccasionRow = typeof occasions.$inferSelect;
export type OccasionValues = Omit<OccasionRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function listOccasions(db: DbOrTx, userId: string): Promise<OccasionRow[]> {
  return db.select().from(occasions).where(eq(occasions.userId, userId)).orderBy(asc(occasions.createdAt), asc(occasions.id));
}

export async function findOccasion(db: DbOrTx, userId: string, id: string): Promise<OccasionRow | undefined> {
  const [row] = await db
    .select()
    .from(occasions)
    .where(and(eq(occasions.id, id), eq(occasions.userId, userId)));
  return row;
}

export async function findOccasionById(db: DbOrTx, id: string): Promise<OccasionRow | undefined> {
  const [row] = await db.select().from(occasions).where(eq(occasions.id, id));
  return row;
}

export async function countOccasions(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(occasions).where(eq(occasions.userId, userId));
  return row?.n ?? 0;
}

export async function insertOccasion(db: DbOrTx, userId: string, values: OccasionValues): Promise<OccasionRow> {
  const [row] = await db
    .insert(occasions)
    .values({ id: newId(), userId, ...values })
    .returning();
  if (!row) throw new Error('Inserting an occasion returned nothing');
  return row;
}

export async function updateOccasion(db: DbOrTx, userId: string, id: string, values: Partial<OccasionValues>): Promise<OccasionRow | undefined> {
  const [row] = await db
    .update(occasions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(occasions.id, id), eq(occasions.userId, userId)))
    .returning();
  return row;
}

export async function deleteOccasion(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(occasions)
    .where(and(eq(occasions.id, id), eq(occasions.userId, userId)))
    .returning({ id: occasions.id });
  return rows.length > 0;
}

/** Occasions whose reminders are on, for the daily job. */
export function listRemindable(db: DbOrTx): Promise<OccasionRow[]> {
  return db.select().from(occasions).where(eq(occasions.remindersOn, true)).orderBy(asc(occasions.id));
}

/**
 * The send-once claim: true for the one caller that records the reminder of this occasion's date;
 * any other (a rerun, another instance) finds the row and sends nothing.
 */
export async function claimReminder(tx: DbOrTx, occasionId: string, occasionDate: string, channel: OccasionRow['channel']): Promise<boolean> {
  const rows = await tx
    .insert(occasionReminders)
    .values({ occasionId, occasionDate, channel })
    .onConflictDoNothing()
    .returning({ occasionId: occasionReminders.occasionId });
  return rows.length > 0;
}

export async function festivalCalendar(db: DbOrTx): Promise<FestivalCalendar> {
  const rows = await db.select().from(festivalDates).orderBy(asc(festivalDates.date));
  const calendar: FestivalCalendar = new Map();
  for (const row of rows) calendar.set(row.festival, [...(calendar.get(row.festival) ?? []), row.date]);
  return calendar;
}

export function listFestivalDates(db: DbOrTx) {
  return db
    .select({ festival: festivalDates.festival, year: festivalDates.year, date: festivalDates.date })
    .from(festivalDates)
    .orderBy(desc(festivalDates.year), asc(festivalDates.date));
}

export async function findFestivalDate(db: DbOrTx, festival: Festival, year: number) {
  const [row] = await db
    .select({ festival: festivalDates.festival, year: festivalDates.year, date: festivalDates.date })
    .from(festivalDates)
    .where(and(eq(festivalDates.festival, festival), eq(festivalDates.year, year)));
  return row;
}

export async function upsertFestivalDate(db: DbOrTx, value: { festival: Festival; year: number; date: string }): Promise<void> {
  await db
    .insert(festivalDates)
    .values(value)
    .onConflictDoUpdate({ target: [festivalDates.festival, festivalDates.year], set: { date: value.date, updatedAt: new Date() } });
}

/** Orders that went (or are going) out: what a reminder offers to repeat. */
const PLACED = ['confirmed', 'processing', 'shipped', 'delivered'] as const;

/** The customer's last placed order to this recipient (same name, any case), else their last placed order. */
export async function lastOrderFor(db: DbOrTx, userId: string, recipientName: string) {
  const columns = { id: orders.id, shippingAddress: orders.shippingAddress, recipientName: orders.recipientName, giftMessage: orders.giftMessage };
  const placed = and(eq(orders.userId, userId), inArray(orders.status, [...PLACED]));
  const [toRecipient] = await db
    .select(columns)
    .from(orders)
    .where(and(placed, sql`lower(${orders.recipientName}) = lower(${recipientName.trim()})`))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (toRecipient) return toRecipient;
  const [last] = await db.select(columns).from(orders).where(placed).orderBy(desc(orders.createdAt)).limit(1);
  return last;
}

export async function findOwnOrder(db: DbOrTx, userId: string, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, recipientName: orders.recipientName, giftMessage: orders.giftMessage, deliveryDate: orders.deliveryDate })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}
