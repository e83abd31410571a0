// Where and when flowers can go: serviceable pincodes (longest matching prefix wins) and delivery
// slots per date, with the same-day cut-off, each slot's lead time, and per-slot capacity.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DeliverySlot, PincodeCheckAnswer, ServiceArea, ShopSettings, SlotAvailability } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { deliverySlots, orders, serviceAreas } from '../../db/schema';
import { daysBetween, minutesOf, shopDateTime, shopInstant } from '../../platform/clock';
import { toRupees } from '../../platform/money';

export type ServiceAreaRow = typeof serviceAreas.$inferSelect;
export type SlotRow = typeof deliverySlots.$inferSelect;

export function toServiceAreaDto(row: ServiceAreaRow): ServiceArea {
  return { _id: row.id, prefix: row.prefix, zone: row.zone, fee: toRupees(row.feePaise), isActive: row.isActive };
}

export function toSlotDto(row: SlotRow): DeliverySlot {
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind,
    startTime: row.startTime,
    endTime: row.endTime,
    fee: toRupees(row.feePaise),
    capacity: row.capacity,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
  };
}

/** The active area whose prefix is the longest match for `pincode`, if any. */
export async function findServiceArea(db: DbOrTx, pincode: string): Promise<ServiceAreaRow | undefined> {
  const prefixes = Array.from({ length: pincode.length - 1 }, (_, i) => pincode.slice(0, i + 2));
  const rows = await db
    .select()
    .from(serviceAreas)
    .where(and(inArray(serviceAreas.prefix, prefixes), eq(serviceAreas.isActive, true)))
    .orderBy(sql`length(${serviceAreas.prefix}) desc`)
    .limit(1);
  return rows[0];
}

/** Orders that hold a place in a slot on a date: everything not cancelled. */
export async function countSlotBookings(db: DbOrTx, slotId: string, date: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.slotId, slotId), eq(orders.deliveryDate, date), ne(orders.status, 'cancelled')));
  return row?.n ?? 0;
}

/** Why a slot cannot be booked for `date` at `now`, ignoring capacity; undefined when it can. */
export function slotTimingProblem(slot: SlotRow, date: string, now: Date, s: ShopSettings): SlotAvailability['reason'] | undefined {
  const today = shopDateTime(now);
  const ahead = daysBetween(today.date, date);
  if (!slot.isActive || ahead < 0 || ahead > s.bookingDaysAhead) return 'closed';
  if (ahead > 0) return undefined;
  if (today.minutes >= minutesOf(s.sameDayCutoff)) return 'past_cutoff';
  // Standard delivery today promises "within hours" from now; timed slots need their lead time.
  if (slot.kind === 'standard') return today.minutes + s.slotLeadMinutes > minutesOf(slot.endTime) ? 'past_cutoff' : undefined;
  return today.minutes + s.slotLeadMinutes > minutesOf(slot.startTime) ? 'past_cutoff' : undefined;
}

export async function listSlotAvailability(db: DbOrTx, date: string, now: Date, s: ShopSettings): Promise<SlotAvailability[]> {
  const slots = await db.select().from(deliverySlots).where(eq(deliverySlots.isActive, true)).orderBy(asc(deliverySlots.sortOrder), asc(deliverySlots.startTime));
  return Promise.all(
    slots.map(async (slot) => {
      const remaining = Math.max(0, slot.capacity - (await countSlotBookings(db, slot.id, date)));
      const problem = slotTimingProblem(slot, date, now, s) ?? (remaining === 0 ? 'full' : undefined);
      return { ...toSlotDto(slot), available: !problem, remaining, ...(problem ? { reason: problem } : {}) };
    }),
  );
}

/** When an order for this slot on this date should arrive (shown to the customer and staff). */
export function estimatedDelivery(slot: Pick<SlotRow, 'kind' | 'endTime'>, date: string, now: Date): Date {
  if (slot.kind === 'standard' && shopDateTime(now).date === date) {
    return new Date(Math.min(now.getTime() + 4 * 3600_000, shopInstant(date, slot.endTime).getTime()));
  }
  return shopInstant(date, slot.endTime === '00:00' ? '24:00' : slot.endTime);
}

export async function checkPincode(db: DbOrTx, pincode: string, now: Date, s: ShopSettings): Promise<PincodeCheckAnswer> {
  const area = await findServiceArea(db, pincode);
  if (!area) return { pincode, serviceable: false, message: `Sorry, we do not deliver to ${pincode} yet.` };
  const today = shopDateTime(now);
  const sameDay = today.minutes < minutesOf(s.sameDayCutoff);
  const earliest = sameDay ? today.date : shopDateTime(new Date(now.getTime() + 86_400_000)).date;
  const fee = toRupees(area.feePaise);
  return {
    pincode,
    serviceable: true,
    zone: area.zone,
    fee,
    earliestDate: earliest,
    message: sameDay
      ? `We deliver to ${pincode} (${area.zone}) today, within hours of your order.`
      : `We deliver to ${pincode} (${area.zone}) from tomorrow; today's orders closed at ${s.sameDayCutoff}.`,
  };
}

/** A delivery slot; with `lock`, its row is locked for the transaction: the slot's capacity lock. */
export async function findSlot(db: DbOrTx, id: string, { lock = false } = {}): Promise<SlotRow | undefined> {
  const query = db.select().from(deliverySlots).where(eq(deliverySlots.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
