// Subscriptions ("flowers every morning"): the shop's plans (what, which days, which slot, a price
// per delivery), a customer's prepaid cycle of deliveries, days off (pause, skip), a new address,
// and cancelling with the undelivered part refunded. Each delivery is an ordinary order.
import { z } from 'zod';
import { PhoneSchema } from './auth';
import { CreatePaymentOrderAnswerSchema, ShippingAddressSchema } from './checkout';
import { DateStringSchema, IdSchema, RupeesSchema } from './common';

/** Longest cycle a customer pays for at once, and the longest pause. */
export const MAX_SUBSCRIPTION_WEEKS = 12;
export const MAX_PAUSE_DAYS = 60;
/** How many days before a cycle's last delivery its renewal is reminded. */
export const RENEWAL_REMINDER_DAYS = 3;
/** Shop time on the day before a delivery when its order is made: a day off can be given back until then. */
export const SUBSCRIPTION_CUTOFF = '14:00';

const WeekdaysSchema = z
  .array(z.number().int().min(0).max(6), { error: 'Choose the days of the week' })
  .min(1, 'Choose at least one day of the week')
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'Each day once');

// ---- Plans: GET /api/subscription-plans; GET, POST /api/admin/subscription-plans; PUT /api/admin/subscription-plans/:id ----

export const SubscriptionPlanSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  description: z.string(),
  hi: z.object({ name: z.string(), description: z.string() }).optional(),
  productId: IdSchema,
  /** The product's name now, for the owner's plan form. */
  productName: z.string(),
  image: z.string(),
  /** 0 Sunday … 6 Saturday. */
  weekdays: z.array(z.number().int()),
  slot: z.object({ _id: IdSchema, name: z.string(), hiName: z.string(), startTime: z.string(), endTime: z.string() }),
  pricePerDelivery: z.number(),
  isActive: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;
export const SubscriptionPlansAnswerSchema = z.object({ plans: z.array(SubscriptionPlanSchema) });
export type SubscriptionPlansAnswer = z.infer<typeof SubscriptionPlansAnswerSchema>;
export const SubscriptionPlanAnswerSchema = z.object({ plan: SubscriptionPlanSchema });

export const SubscriptionPlanWriteSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name is too long'),
  nameHi: z.string().trim().max(80, 'Name is too long').default(''),
  description: z.string().trim().max(400, 'Description is too long').default(''),
  descriptionHi: z.string().trim().max(400, 'Description is too long').default(''),
  productId: IdSchema,
  weekdays: WeekdaysSchema,
  slotId: IdSchema,
  pricePerDelivery: RupeesSchema.refine((n) => n >= 1, 'Price must be at least ₹1'),
  isActive: z.boolean().default(true),
});
export type SubscriptionPlanWrite = z.input<typeof SubscriptionPlanWriteSchema>;

// ---- A customer's subscriptions: POST, GET /api/subscriptions; GET /api/subscriptions/:id ----

export const SubscribeBodySchema = z.object({
  planId: IdSchema,
  startDate: DateStringSchema,
  weeks: z
    .number({ error: 'Choose how many weeks' })
    .int('Choose how many weeks')
    .min(1, 'Choose at least 1 week')
    .max(MAX_SUBSCRIPTION_WEEKS, `Choose at most ${MAX_SUBSCRIPTION_WEEKS} weeks`),
  shippingAddress: ShippingAddressSchema,
  recipient: z.object({ name: z.string().trim().min(1, 'Recipient name is required').max(80), phone: PhoneSchema }),
});
export type SubscribeBody = z.input<typeof SubscribeBodySchema>;

export const SUBSCRIPTION_STATES = ['awaiting_payment', 'active', 'ended', 'cancelled', 'expired'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const SubscriptionDeliverySchema = z.object({
  date: DateStringSchema,
  /** Made into an order already (by the day-before job, or the paid first delivery). */
  orderId: IdSchema.nullable(),
  orderNumber: z.string().nullable(),
});

export const SubscriptionSchema = z.object({
  _id: IdSchema,
  reference: z.string(),
  planId: IdSchema,
  planName: z.string(),
  hi: z.object({ planName: z.string() }).optional(),
  state: z.enum(SUBSCRIPTION_STATES),
  weekdays: z.array(z.number().int()),
  slot: z.object({ name: z.string(), hiName: z.string(), startTime: z.string(), endTime: z.string() }),
  startDate: DateStringSchema,
  weeks: z.number().int(),
  deliveries: z.number().int(),
  /** Deliveries made into orders so far. */
  placed: z.number().int(),
  pricePerDelivery: z.number(),
  total: z.number(),
  /** The cycle's deliveries, in order: days off move deliveries to its end. */
  schedule: z.array(SubscriptionDeliverySchema),
  endDate: DateStringSchema,
  daysOff: z.array(DateStringSchema),
  /** The days off that can still be given back: their order is made at 14:00 shop time the day before. */
  daysOffUndoable: z.array(DateStringSchema),
  shippingAddress: ShippingAddressSchema,
  recipient: z.object({ name: z.string(), phone: z.string() }),
  /** The order that carries the cycle's payment (and its first delivery). */
  paymentOrderId: IdSchema.nullable(),
  paymentOrderNumber: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** What cancelling gave back (undelivered deliveries × the price of one). */
  refund: z.number().nullable(),
  /** What cancelling now would give back. */
  refundIfCancelled: z.number(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
export const SubscriptionAnswerSchema = z.object({ subscription: SubscriptionSchema });
export type SubscriptionAnswer = z.infer<typeof SubscriptionAnswerSchema>;
export const SubscriptionsAnswerSchema = z.object({ subscriptions: z.array(SubscriptionSchema) });
export type SubscriptionsAnswer = z.infer<typeof SubscriptionsAnswerSchema>;

/** POST /api/subscriptions: the subscription and its payment, paid like any order (simulate, verify-payment). */
export const SubscribeAnswerSchema = z.object({
  subscription: SubscriptionSchema,
  payment: CreatePaymentOrderAnswerSchema,
});
export type SubscribeAnswer = z.infer<typeof SubscribeAnswerSchema>;

// ---- Changes: POST /api/subscriptions/:id/days-off, /days-off/undo, /address, /cancel ----

/** Pause from `from` to `to` (a skip is one day: from = to); the same body gives those days back (undo). */
export const SubscriptionDaysOffBodySchema = z
  .object({ from: DateStringSchema, to: DateStringSchema })
  .refine((b) => b.to >= b.from, { path: ['to'], message: 'The last day must not be before the first' });
export type SubscriptionDaysOffBody = z.infer<typeof SubscriptionDaysOffBodySchema>;

export const SubscriptionAddressBodySchema = z.object({
  shippingAddress: ShippingAddressSchema,
  recipient: z.object({ name: z.string().trim().min(1, 'Recipient name is required').max(80), phone: PhoneSchema }),
});
export type SubscriptionAddressBody = z.input<typeof SubscriptionAddressBodySchema>;

// ---- The desk: GET /api/admin/subscriptions/deliveries?date=; POST /api/admin/subscriptions/place {date} ----

export const SubscriptionDeliveriesQuerySchema = z.object({ date: DateStringSchema.optional() });
export const StaffSubscriptionDeliverySchema = z.object({
  subscriptionId: IdSchema,
  reference: z.string(),
  customerName: z.string(),
  planName: z.string(),
  slotName: z.string(),
  recipientName: z.string(),
  address: z.string(),
  status: z.enum(['placed', 'to_place', 'day_off']),
  orderId: IdSchema.nullable(),
  orderNumber: z.string().nullable(),
});
export type StaffSubscriptionDelivery = z.infer<typeof StaffSubscriptionDeliverySchema>;
export const SubscriptionDeliveriesAnswerSchema = z.object({ date: DateStringSchema, deliveries: z.array(StaffSubscriptionDeliverySchema) });
export type SubscriptionDeliveriesAnswer = z.infer<typeof SubscriptionDeliveriesAnswerSchema>;
export const PlaceSubscriptionDeliveriesBodySchema = z.object({ date: DateStringSchema });
export const PlaceSubscriptionDeliveriesAnswerSchema = z.object({ date: DateStringSchema, placed: z.number().int() });
export type PlaceSubscriptionDeliveriesAnswer = z.infer<typeof PlaceSubscriptionDeliveriesAnswerSchema>;
