// Where and when flowers can go: serviceable pincodes (longest matching prefix wins) and delivery
// slots per date, with the same-day cut-off, each slot's lead time, and per-slot capacity; and the
// admin's areas and slots.
import {
  localized,
  stateName,
  type DeliverySlot,
  type DeliverySlotWriteSchema,
  type EarliestDeliveryAnswer,
  type EarliestDeliveryQuery,
  type OfferedSlot,
  type Language,
  type PincodeCheckAnswer,
  type ServiceArea,
  type ServiceAreaWriteSchema,
  type ShopSettings,
  type SlotAvailability,
  SlotKindSchema,
  type SlotKind,
  type SlotsAnswer,
} from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { daysBetween, minutesOf, shopDateTime, shopInstant } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import { formatDay } from '../../platform/i18n/locale';
import { translator, type Translate } from '../../platform/i18n/translator';
import { toPaise, toRupees } from '../../platform/money';
import { stateCodeOfPincode } from '../../platform/pincode-state';
import * as repo from './repo';
import type { ServiceAreaRow, SlotRow } from './repo';
import { audited, changedFields, type AuditActor } from '../audit';
import * as messages from './messages';

export type { ServiceAreaRow, SlotRow } from './repo';
export { countSlotBookings, findSlot } from './repo';

export function toServiceAreaDto(row: ServiceAreaRow): ServiceArea {
  return { _id: row.id, prefix: row.prefix, zone: row.zone, city: row.city, fee: toRupees(row.feePaise), isActive: row.isActive };
}

export function toSlotDto(row: SlotRow): DeliverySlot {
  return {
    _id: row.id,
    name: row.name,
    // The Hindi name only when written: Hindi pages show the English otherwise (`localized`).
    ...(row.nameHi ? { hi: { name: row.nameHi } } : {}),
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
export function findServiceArea(db: DbOrTx, pincode: string): Promise<ServiceAreaRow | undefined> {
  const prefixes = Array.from({ length: pincode.length - 1 }, (_, i) => pincode.slice(0, i + 2));
  return repo.findLongestActiveArea(db, prefixes);
}

/**
 * The minute of the day (shop time) after which `slot` can no longer be booked for today. Standard
 * delivery promises "within hours": it closes at the same-day cut-off, or earlier when its window
 * is too close. A timed slot has its own cut-off, its lead time before it starts: the midnight
 * surprise can still be booked at 7:30 in the evening.
 */
function sameDayCutoffMinutes(slot: Pick<SlotRow, 'kind' | 'startTime' | 'endTime'>, s: ShopSettings): number {
  if (slot.kind === 'standard') return Math.min(minutesOf(s.sameDayCutoff), minutesOf(slot.endTime) - s.slotLeadMinutes);
  return minutesOf(slot.startTime) - s.slotLeadMinutes;
}

/** Why a slot cannot be booked for `date` at `now`, ignoring capacity; undefined when it can. */
export function slotTimingProblem(slot: SlotRow, date: string, now: Date, s: ShopSettings): SlotAvailability['reason'] | undefined {
  const today = shopDateTime(now);
  const ahead = daysBetween(today.date, date);
  if (!slot.isActive || ahead < 0 || ahead > s.bookingDaysAhead) return 'closed';
  if (ahead > 0) return undefined;
  if (slot.kind === 'standard') {
    return today.minutes >= minutesOf(s.sameDayCutoff) || today.minutes > sameDayCutoffMinutes(slot, s) ? 'past_cutoff' : undefined;
  }
  return today.minutes > sameDayCutoffMinutes(slot, s) ? 'past_cutoff' : undefined;
}

export async function listSlotAvailability(db: DbOrTx, date: string, now: Date, s: ShopSettings): Promise<SlotAvailability[]> {
  const [slots, booked] = await Promise.all([repo.listSlots(db, { activeOnly: true }), repo.countBookingsPerSlot(db, date)]);
  return slots.map((slot) => {
    const remaining = Math.max(0, slot.capacity - (booked.get(slot.id) ?? 0));
    const problem = slotTimingProblem(slot, date, now, s) ?? (remaining === 0 ? 'full' : undefined);
    return { ...toSlotDto(slot), available: !problem, remaining, ...(problem ? { reason: problem } : {}) };
  });
}

/**
 * When an order for this slot on this date should arrive (shown to the customer and staff), always
 * inside the slot's window. Standard delivery today comes within four hours of the order, or of the
 * slot's opening when ordered before it (a 2 am order is not promised for 6 am in an 08:00–21:00 slot).
 */
export function estimatedDelivery(slot: Pick<SlotRow, 'kind' | 'startTime' | 'endTime'>, date: string, now: Date): Date {
  const end = shopInstant(date, slot.endTime === '00:00' ? '24:00' : slot.endTime);
  if (slot.kind === 'standard' && shopDateTime(now).date === date) {
    const from = Math.max(now.getTime(), shopInstant(date, slot.startTime).getTime());
    return new Date(Math.min(from + 4 * 3600_000, end.getTime()));
  }
  return end;
}

export interface FirstOpenDay {
  /** The first day with a slot still open (timing and places both), within the booking window. */
  date: string | undefined;
  today: string;
  todaysSlots: SlotAvailability[];
  /** The first open day's slots (today's when none is open). */
  slots: SlotAvailability[];
  /** Why today is not the first open day: its places are all taken, or its orders closed at a time ('18:00'). */
  whyNotToday: TodayClosed | undefined;
}

export type TodayClosed = { full: true } | { closedAt: string };

export async function findFirstOpenDay(db: DbOrTx, now: Date, s: ShopSettings): Promise<FirstOpenDay> {
  const today = shopDateTime(now).date;
  let todaysSlots: SlotAvailability[] = [];
  for (let ahead = 0; ahead <= s.bookingDaysAhead; ahead++) {
    const date = shopDateTime(new Date(now.getTime() + ahead * 86_400_000)).date;
    const slots = await listSlotAvailability(db, date, now, s);
    if (ahead === 0) todaysSlots = slots;
    if (slots.some((slot) => slot.available))
      return { date, today, todaysSlots, slots, whyNotToday: ahead === 0 ? undefined : whyTodayIsClosed(todaysSlots, s) };
  }
  return { date: undefined, today, todaysSlots, slots: todaysSlots, whyNotToday: whyTodayIsClosed(todaysSlots, s) };
}

/** Today is full (every place taken) or past its cut-offs: then the last of them is the time to name. */
function whyTodayIsClosed(todaysSlots: SlotAvailability[], s: ShopSettings): TodayClosed {
  const pastCutoff = todaysSlots.filter((slot) => slot.reason === 'past_cutoff');
  if (pastCutoff.length === 0) return { full: true };
  const last = Math.max(...pastCutoff.map((slot) => sameDayCutoffMinutes(slot, s)));
  return { closedAt: `${String(Math.floor(last / 60)).padStart(2, '0')}:${String(last % 60).padStart(2, '0')}` };
}

type DeliveryMessages = Translate<keyof typeof messages.en>;

/** Why today is closed, in the customer's words ("today's orders closed at 18:00"). */
const reasonInWords = (t: DeliveryMessages, why: TodayClosed): string => ('full' in why ? t('todayFull') : t('closedAt', { time: why.closedAt }));

/** 'tomorrow' or the date as the customer reads it ("25 November 2026"), in a sentence. */
function dayInWords(t: DeliveryMessages, date: string, now: Date, language: Language): string {
  return date === shopDateTime(new Date(now.getTime() + 86_400_000)).date ? t('tomorrow') : formatDay(date, language);
}

/** Slot names, listed the way the language lists things ("Midnight surprise, Evening"). */
function slotNames(names: string[], language: Language): string {
  return language === 'hi' ? new Intl.ListFormat('hi-IN', { type: 'conjunction' }).format(names) : names.join(', ');
}

/** The first open day's slots, and why it is not today: what checkout shows before a pincode is known. */
export async function firstOpenDaySlots(db: DbOrTx, now: Date, s: ShopSettings, language: Language): Promise<SlotsAnswer> {
  const t = translator(messages, language);
  const first = await findFirstOpenDay(db, now, s);
  const date = first.date ?? first.today;
  const note =
    first.date === undefined
      ? t('noteAllTaken')
      : first.whyNotToday
        ? t('noteFromDay', { day: dayInWords(t, first.date, now, language), reason: reasonInWords(t, first.whyNotToday) })
        : undefined;
  return { date, slots: first.slots, ...(note ? { note } : {}) };
}

export async function checkPincode(db: DbOrTx, pincode: string, now: Date, s: ShopSettings, language: Language): Promise<PincodeCheckAnswer> {
  return (await checkPincodeWithDay(db, pincode, now, s, language)).answer;
}

/** The pincode check's answer, and the first open day it was worked out from (when served). */
async function checkPincodeWithDay(
  db: DbOrTx,
  pincode: string,
  now: Date,
  s: ShopSettings,
  language: Language,
): Promise<{ answer: PincodeCheckAnswer; first?: FirstOpenDay }> {
  const t = translator(messages, language);
  const area = await findServiceArea(db, pincode);
  if (!area) return { answer: { pincode, serviceable: false, message: t('notServed', { pincode }) } };
  const first = await findFirstOpenDay(db, now, s);
  const earliest = first.date;
  const fee = toRupees(area.feePaise);
  const where = { pincode, zone: area.zone };
  let message: string;
  if (earliest === first.today) {
    const open = first.todaysSlots.filter((slot) => slot.available);
    message = open.some((slot) => slot.kind === 'standard')
      ? t('today', where)
      : t('todayOnly', {
          ...where,
          slots: slotNames(
            open.map((slot) => localized(slot, language).name),
            language,
          ),
          count: open.length,
        });
  } else if (earliest && first.whyNotToday) {
    message = t('fromDay', { ...where, day: dayInWords(t, earliest, now, language), reason: reasonInWords(t, first.whyNotToday) });
  } else {
    message = t('allTaken', where);
  }
  const stateCode = stateCodeOfPincode(pincode);
  const answer = {
    pincode,
    serviceable: true,
    zone: area.zone,
    fee,
    earliestDate: earliest ?? first.today,
    message,
    ...(stateCode && { state: stateName(stateCode, language) }),
  };
  return { answer, first };
}

/** A slot offered on `date`: its window, the time it arrives by (inside the window) and the whole fee here. */
function offeredSlot(slot: SlotAvailability, date: string, now: Date, feePaise: number, today: string): OfferedSlot & { at: number } {
  const at = estimatedDelivery(slot, date, now).getTime();
  const minutes = Math.round((at - shopInstant(date, '00:00').getTime()) / 60_000);
  return {
    slotId: slot._id,
    name: slot.name,
    ...(slot.hi ? { hi: slot.hi } : {}),
    kind: slot.kind,
    date,
    startTime: slot.startTime,
    endTime: slot.endTime,
    byTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    daysAhead: daysBetween(today, date),
    fee: toRupees(feePaise + toPaise(slot.fee)),
    at,
  };
}

/** The open slot (of `kind`, when given) that arrives first on `date`. */
function soonestOpen(slots: SlotAvailability[], date: string, now: Date, feePaise: number, today: string, kind?: SlotKind): OfferedSlot | undefined {
  const offers = slots.filter((slot) => slot.available && (!kind || slot.kind === kind)).map((slot) => offeredSlot(slot, date, now, feePaise, today));
  const soonest = offers.sort((a, b) => a.at - b.at)[0];
  if (!soonest) return undefined;
  const { at: _, ...offer } = soonest;
  return offer;
}

/** Why nothing of `kind` can be had on the date: the last reason wins (a later slot full beats an earlier one closed). */
function whyNoneOpen(slots: SlotAvailability[], kind?: SlotKind): EarliestDeliveryAnswer['problem'] {
  const ofKind = slots.filter((slot) => !kind || slot.kind === kind);
  if (ofKind.length === 0) return 'no_such_kind';
  if (ofKind.every((slot) => slot.reason === 'closed')) return 'closed';
  return ofKind.some((slot) => slot.reason === 'full') ? 'full' : 'past_cutoff';
}

/**
 * Delivery chosen before the cart: the pincode check, plus the earliest delivery (the open slot of
 * the first open day that arrives soonest), the fee for each kind of slot (the shop's base fee, the
 * zone's and the slot's, as checkout charges), and, for the asked date and kind, what is open.
 */
export async function earliestDelivery(
  db: DbOrTx,
  query: EarliestDeliveryQuery,
  now: Date,
  s: ShopSettings,
  language: Language,
): Promise<EarliestDeliveryAnswer> {
  const { answer, first } = await checkPincodeWithDay(db, query.pincode, now, s, language);
  if (!answer.serviceable || !first) return { ...answer, kinds: [] };
  const feePaise = toPaise(s.deliveryFee) + toPaise(answer.fee ?? 0);
  const earliest = first.date ? soonestOpen(first.slots, first.date, now, feePaise, first.today) : undefined;
  const date = query.date ?? first.date ?? first.today;
  const slots = date === first.date ? first.slots : date === first.today ? first.todaysSlots : await listSlotAvailability(db, date, now, s);
  const kinds = SlotKindSchema.options.flatMap((kind) => {
    const ofKind = slots.filter((slot) => slot.kind === kind);
    if (ofKind.length === 0) return [];
    const fee = toRupees(feePaise + Math.min(...ofKind.map((slot) => toPaise(slot.fee))));
    return [{ kind, fee, available: ofKind.some((slot) => slot.available) }];
  });
  const chosen = soonestOpen(slots, date, now, feePaise, first.today, query.kind);
  return {
    ...answer,
    date,
    lastDate: shopDateTime(new Date(now.getTime() + s.bookingDaysAhead * 86_400_000)).date,
    ...(earliest && { earliest }),
    kinds,
    ...(chosen ? { chosen } : { problem: whyNoneOpen(slots, query.kind) }),
  };
}

type AreaInput = z.output<typeof ServiceAreaWriteSchema>;
type SlotInput = z.output<typeof DeliverySlotWriteSchema>;

const areaTerms = ({ _id: _, ...terms }: ServiceArea) => terms;
/** What the audit trail keeps of a slot: its terms, the Hindi name as a plain field ('' when none). */
const slotTerms = ({ _id: _, hi, ...terms }: DeliverySlot) => ({ ...terms, nameHi: hi?.name ?? '' });
/** A slot's columns from the admin's input; without `hi` the Hindi name kept stays as it is. */
const slotValues = ({ fee, hi, ...rest }: SlotInput) => ({ ...rest, ...(hi && { nameHi: hi.name }), feePaise: toPaise(fee) });

/**
 * The admin's serviceable areas and delivery slots; every write is on the audit trail.
 * `onAreasChange` is told once a change to the areas is committed (the storefront's policies name
 * the zones the areas reach).
 */
export function createDeliveryAdmin(db: Db, { onAreasChange = () => undefined }: { onAreasChange?: () => void } = {}) {
  const areasChanged = <T>(committed: T): T => {
    onAreasChange();
    return committed;
  };
  return {
    async listAreas(): Promise<ServiceArea[]> {
      return (await repo.listAreas(db)).map(toServiceAreaDto);
    },
    createArea: (actor: AuditActor, { fee, ...rest }: AreaInput): Promise<ServiceArea> =>
      audited(
        db,
        actor,
        async (tx) => {
          const row = await repo.insertArea(tx, { ...rest, feePaise: toPaise(fee) });
          if (!row) throw conflict('That pincode or prefix is already listed', 'AREA_EXISTS');
          return toServiceAreaDto(row);
        },
        (area) => ({
          action: 'delivery.area.create',
          entityType: 'delivery',
          entityId: area._id,
          summary: `Delivery area ${area.prefix} (${area.zone}) added, fee ${fee}`,
          after: areaTerms(area),
        }),
      ).then(areasChanged),
    updateArea: async (actor: AuditActor, id: string, { fee, ...rest }: AreaInput): Promise<ServiceArea> =>
      (
        await audited(
          db,
          actor,
          async (tx) => {
            const was = await repo.findArea(tx, id);
            const row = await repo.updateArea(tx, id, { ...rest, feePaise: toPaise(fee) });
            if (!row || !was) throw notFound('Area not found');
            return { before: toServiceAreaDto(was), after: toServiceAreaDto(row) };
          },
          ({ before, after }) => ({
            action: 'delivery.area.update',
            entityType: 'delivery',
            entityId: id,
            summary: `Delivery area ${after.prefix} edited`,
            ...changedFields(areaTerms(before), areaTerms(after)),
          }),
        ).then(areasChanged)
      ).after,
    deleteArea: (actor: AuditActor, id: string): Promise<void> =>
      audited(
        db,
        actor,
        async (tx) => {
          const was = await repo.findArea(tx, id);
          if (!was || !(await repo.deleteArea(tx, id))) throw notFound('Area not found');
          return toServiceAreaDto(was);
        },
        (area) => ({
          action: 'delivery.area.delete',
          entityType: 'delivery',
          entityId: id,
          summary: `Delivery area ${area.prefix} removed`,
          before: areaTerms(area),
        }),
      ).then(() => onAreasChange()),
    async listSlots(): Promise<DeliverySlot[]> {
      return (await repo.listSlots(db)).map(toSlotDto);
    },
    createSlot: (actor: AuditActor, input: SlotInput): Promise<DeliverySlot> =>
      audited(
        db,
        actor,
        async (tx) => toSlotDto(await repo.insertSlot(tx, slotValues(input))),
        (slot) => ({
          action: 'delivery.slot.create',
          entityType: 'delivery',
          entityId: slot._id,
          summary: `Delivery slot ${slot.name} added`,
          after: slotTerms(slot),
        }),
      ),
    updateSlot: async (actor: AuditActor, id: string, input: SlotInput): Promise<DeliverySlot> =>
      (
        await audited(
          db,
          actor,
          async (tx) => {
            const was = await repo.findSlot(tx, id);
            const row = await repo.updateSlot(tx, id, slotValues(input));
            if (!row || !was) throw notFound('Slot not found');
            return { before: toSlotDto(was), after: toSlotDto(row) };
          },
          ({ before, after }) => ({
            action: 'delivery.slot.update',
            entityType: 'delivery',
            entityId: id,
            summary: `Delivery slot ${after.name} edited`,
            ...changedFields(slotTerms(before), slotTerms(after)),
          }),
        )
      ).after,
  };
}
export type DeliveryAdmin = ReturnType<typeof createDeliveryAdmin>;
