// Where and when flowers can go: serviceable pincodes by zone, delivery slots, and a date's slots
// as offered to a customer.
import { z } from 'zod';
import { hindiText } from './catalog';
import { DateStringSchema, IdSchema, PincodeSchema, RupeesSchema, TimeSchema } from './common';

export const ServiceAreaSchema = z.object({
  _id: IdSchema,
  /** A full pincode ('560001') or a prefix ('5600') covering many. */
  prefix: z.string().regex(/^\d{2,6}$/),
  zone: z.string(),
  /** The city or district the area is in ('Pune'), which fills a new address's city; '' when not given. */
  city: z.string(),
  fee: z.number(),
  isActive: z.boolean(),
});
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;
export const ServiceAreaWriteSchema = z.object({
  prefix: z
    .string()
    .trim()
    .regex(/^[1-9]\d{1,5}$/, 'A pincode or its first digits (2–6 digits)'),
  zone: z.string().trim().min(1).max(60),
  city: z.string().trim().max(80).default(''),
  fee: RupeesSchema.default(0),
  isActive: z.boolean().default(true),
});

export const SlotKindSchema = z.enum(['standard', 'fixed', 'midnight']);
export type SlotKind = z.infer<typeof SlotKindSchema>;
/** A slot's Hindi name, present only when staff have written one (the English shows otherwise). */
export const SlotHindiSchema = z.object({ name: z.string().optional() });
export const DeliverySlotSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  hi: SlotHindiSchema.optional(),
  kind: SlotKindSchema,
  startTime: z.string(),
  endTime: z.string(),
  fee: z.number(),
  capacity: z.number().int(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type DeliverySlot = z.infer<typeof DeliverySlotSchema>;
export const DeliverySlotWriteSchema = z.object({
  name: z.string().trim().min(1).max(60),
  /** As products' `hi`: sent, it replaces the Hindi name kept (empty clears it); left out, it stays. */
  hi: z.object({ name: hindiText(60) }).optional(),
  kind: SlotKindSchema,
  startTime: TimeSchema,
  endTime: TimeSchema,
  fee: RupeesSchema.default(0),
  capacity: z.number().int().min(1).max(10_000),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1000).default(0),
});

/** A slot as offered for one date: whether it can still be booked and why not. */
export const SlotAvailabilitySchema = DeliverySlotSchema.extend({
  available: z.boolean(),
  remaining: z.number().int(),
  reason: z.enum(['full', 'past_cutoff', 'closed']).optional(),
});
export type SlotAvailability = z.infer<typeof SlotAvailabilitySchema>;

export const PincodeCheckQuerySchema = z.object({ pincode: PincodeSchema });
export const PincodeCheckAnswerSchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  zone: z.string().optional(),
  fee: z.number().optional(),
  /** The state the pincode is in, in the customer's language, for checkout to fill in ('Karnataka', 'कर्नाटक'). */
  state: z.string().optional(),
  /** Plain words for the customer, e.g. 'Delivery today in 2-4 hours' or 'We do not deliver to 110001 yet'. */
  message: z.string(),
  earliestDate: z.string().optional(),
});
export type PincodeCheckAnswer = z.infer<typeof PincodeCheckAnswerSchema>;

// ---- Where a pincode is: GET /api/pincodes/:pincode (public, cached) ----
export const PincodePlaceParamsSchema = z.object({ pincode: PincodeSchema });
export const PincodePlaceAnswerSchema = z.object({
  pincode: z.string(),
  /** The city or district, as the shop's delivery area or India Post names it ('Pune'). */
  city: z.string(),
  /** The state in the customer's language ('Maharashtra', 'महाराष्ट्र'). */
  state: z.string(),
  /** Where the answer comes from: the shop's own delivery area, or the pincode table it ships. */
  source: z.enum(['delivery-area', 'pincode-table']),
});
export type PincodePlaceAnswer = z.infer<typeof PincodePlaceAnswerSchema>;

/**
 * GET /api/delivery/earliest?pincode=&date=&kind=: delivery chosen before the cart. Whether the
 * pincode is served, the earliest delivery (day, slot, and the time it arrives by, inside the slot's
 * window), the fee per kind of slot, and, for the asked date (the earliest when none), which kinds are
 * still open and the first open slot of the asked kind.
 */
export const EarliestDeliveryQuerySchema = z.object({
  pincode: PincodeSchema,
  date: DateStringSchema.optional(),
  kind: SlotKindSchema.optional(),
});
export type EarliestDeliveryQuery = z.infer<typeof EarliestDeliveryQuerySchema>;
/** One slot as the customer is offered it: its window and the whole delivery fee for it here. */
export const OfferedSlotSchema = z.object({
  slotId: IdSchema,
  name: z.string(),
  hi: SlotHindiSchema.optional(),
  kind: SlotKindSchema,
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Shop time the flowers arrive by on `date` ('20:00'; '24:00' is midnight), never outside the window. */
  byTime: z.string(),
  /** 0 today, 1 tomorrow, and so on (shop days). */
  daysAhead: z.number().int().min(0),
  /** The shop's base fee, the zone's and the slot's, in rupees: what checkout will charge. */
  fee: z.number(),
});
export type OfferedSlot = z.infer<typeof OfferedSlotSchema>;
export const KindOfferSchema = z.object({
  kind: SlotKindSchema,
  /** The lowest fee for this kind here (rupees). */
  fee: z.number(),
  /** Whether a slot of this kind is still open on the asked date. */
  available: z.boolean(),
});
export const EarliestDeliveryAnswerSchema = PincodeCheckAnswerSchema.extend({
  /** The date the kinds and `chosen` are about: the asked one, else the earliest open day. */
  date: z.string().optional(),
  /** The last day a delivery can be booked for (the shop's booking window), for a date picker. */
  lastDate: z.string().optional(),
  earliest: OfferedSlotSchema.optional(),
  kinds: z.array(KindOfferSchema),
  /** The first slot still open on `date` of the asked kind (any kind when none was asked). */
  chosen: OfferedSlotSchema.optional(),
  /** Why the asked date and kind cannot be had: nothing of that kind, full, past its cut-off, or outside the booking days. */
  problem: z.enum(['no_such_kind', 'full', 'past_cutoff', 'closed']).optional(),
});
export type EarliestDeliveryAnswer = z.infer<typeof EarliestDeliveryAnswerSchema>;

/** Without a date: the first day with a slot still open (what checkout offers before a pincode is known). */
export const SlotsQuerySchema = z.object({ date: DateStringSchema.optional() });
export const SlotsAnswerSchema = z.object({
  date: z.string(),
  slots: z.array(SlotAvailabilitySchema),
  /** When the first open day is not today: why, in the customer's words. */
  note: z.string().optional(),
});
export type SlotsAnswer = z.infer<typeof SlotsAnswerSchema>;

// ---- Admin: GET, POST /api/admin/delivery/areas, PUT, DELETE …/:id; the same for …/slots ----
export const ServiceAreasAnswerSchema = z.object({ areas: z.array(ServiceAreaSchema) });
export const ServiceAreaAnswerSchema = z.object({ area: ServiceAreaSchema });
export const DeliverySlotsAnswerSchema = z.object({ slots: z.array(DeliverySlotSchema) });
export const DeliverySlotAnswerSchema = z.object({ slot: DeliverySlotSchema });
