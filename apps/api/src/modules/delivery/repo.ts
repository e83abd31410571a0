// Queries on serviceable areas, delivery slots and the places orders hold in them. Money stays in
// paise here.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { deliverySlots, orders, serviceAreas } from '../../db/schema';

export type ServiceAreaRow = typeof serviceAreas.$inferSelect;
export type SlotRow = typeof deliverySlots.$inferSelect;
export type ServiceAreaValues = Omit<typeof serviceAreas.$inferInsert, 'id'>;
export type SlotValues = Omit<typeof deliverySlots.$inferInsert, 'id'>;

/** The active area with the longest of these prefixes, if any. */
export async function findLongestActiveArea(db: DbOrTx, prefixes: string[]): Promise<ServiceAreaRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceAreas)
    .where(and(inArray(serviceAreas.prefix, prefixes), eq(serviceAreas.isActive, true)))
    .orderBy(sql`length(${serviceAreas.prefix}) desc`)
    .limit(1);
  return row;
}

/** Orders that hold a place in a slot on a date: everything not cancelled. */
export async function countSlotBookings(db: DbOrTx, slotId: string, date: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.slotId, slotId), eq(orders.deliveryDate, date), ne(orders.status, 'cancelled')));
  return row?.n ?? 0;
}

/** Places held on a date, per slot id, in one query. */
export async function countBookingsPerSlot(db: DbOrTx, date: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ slotId: orders.slotId, n: count() })
    .from(orders)
    .where(and(eq(orders.deliveryDate, date), ne(orders.status, 'cancelled')))
    .groupBy(orders.slotId);
  return new Map(rows.map((r) => [r.slotId, r.n]));
}

/** A delivery slot; with `lock`, its row is locked for the transaction: the slot's capacity lock. */
export async function findSlot(db: DbOrTx, id: string, { lock = false } = {}): Promise<SlotRow | undefined> {
  const query = db.select().from(deliverySlots).where(eq(deliverySlots.id, id));
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

export function listSlots(db: DbOrTx, { activeOnly = false } = {}): Promise<SlotRow[]> {
  return db
    .select()
    .from(deliverySlots)
    .where(activeOnly ? eq(deliverySlots.isActive, true) : undefined)
    .orderBy(asc(deliverySlots.sortOrder), asc(deliverySlots.startTime));
}

export async function insertSlot(db: DbOrTx, values: SlotValues): Promise<SlotRow> {
  const [row] = await db
    .insert(deliverySlots)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function updateSlot(db: DbOrTx, id: string, values: SlotValues): Promise<SlotRow | undefined> {
  const [row] = await db.update(deliverySlots).set(values).where(eq(deliverySlots.id, id)).returning();
  return row;
}

export function listAreas(db: DbOrTx): Promise<ServiceAreaRow[]> {
  return db.select().from(serviceAreas).orderBy(asc(serviceAreas.prefix));
}

/** The new area, or undefined when its prefix is already listed. */
export async function insertArea(db: DbOrTx, values: ServiceAreaValues): Promise<ServiceAreaRow | undefined> {
  const [row] = await db
    .insert(serviceAreas)
    .values({ id: newId(), ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findArea(db: DbOrTx, id: string): Promise<ServiceAreaRow | undefined> {
  const [row] = await db.select().from(serviceAreas).where(eq(serviceAreas.id, id));
  return row;
}

export async function updateArea(db: DbOrTx, id: string, values: ServiceAreaValues): Promise<ServiceAreaRow | undefined> {
  const [row] = await db.update(serviceAreas).set(values).where(eq(serviceAreas.id, id)).returning();
  return row;
}

export async function deleteArea(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.delete(serviceAreas).where(eq(serviceAreas.id, id)).returning({ id: serviceAreas.id })).length > 0;
}
