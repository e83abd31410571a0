// Riders and their deliveries: the desk gives orders to riders (one by one or a slot at a time);
// a rider sees the deliveries assigned to them for the day and moves each one out, delivered (with
// a photo and who received it) or failed (with a reason, to be tried again).
import { z } from 'zod';
import { DateStringSchema, IdSchema } from './common';
import { EventJobSchema } from './event-day';
import { DeliveryStatusSchema, OrderStatusSchema, PaymentStatusSchema } from './orders';

export const RiderSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** Deliveries of the shop's today assigned to them. */
  assignedToday: z.number().int(),
});
export type Rider = z.infer<typeof RiderSchema>;
export const RidersAnswerSchema = z.object({ riders: z.array(RiderSchema) });
export type RidersAnswer = z.infer<typeof RidersAnswerSchema>;

/** Gives an order to a rider, or takes it back (null). */
export const AssignRiderBodySchema = z.object({ riderId: IdSchema.nullable() });
export type AssignRiderBody = z.infer<typeof AssignRiderBodySchema>;

/** Gives every order of a slot that has no rider yet (confirmed or being prepared) to one rider. */
export const AssignSlotBodySchema = z.object({ date: DateStringSchema, slotId: IdSchema, riderId: IdSchema });
export type AssignSlotBody = z.infer<typeof AssignSlotBodySchema>;
export const AssignSlotAnswerSchema = z.object({ assigned: z.number().int() });
export type AssignSlotAnswer = z.infer<typeof AssignSlotAnswerSchema>;

export const MyDeliveriesQuerySchema = z.object({ date: DateStringSchema.optional() });

/** The multipart fields of "Delivered": the proof-of-delivery photo and who received the flowers. */
export const DELIVERY_PHOTO_FIELD = 'photo';
export const RECEIVED_BY_FIELD = 'receivedBy';
export const ReceivedBySchema = z.string().trim().min(1, 'Say who received the flowers').max(80);

export const DeliveryFailedBodySchema = z.object({ reason: z.string().trim().min(3, 'Give a reason').max(300) });
export type DeliveryFailedBody = z.infer<typeof DeliveryFailedBodySchema>;

export const RiderDeliverySchema = z.object({
  _id: IdSchema,
  orderId: z.string(),
  orderStatus: OrderStatusSchema,
  deliveryStatus: DeliveryStatusSchema,
  paymentStatus: PaymentStatusSchema,
  deliveryDate: z.string(),
  slot: z.object({ _id: IdSchema, name: z.string(), hi: z.object({ name: z.string() }).optional(), startTime: z.string(), endTime: z.string() }),
  recipient: z.object({ name: z.string(), phone: z.string() }),
  /** One line to read and to hand to a maps app. */
  address: z.string(),
  pincode: z.string(),
  notes: z.string().nullable(),
  giftMessage: z.string(),
  items: z.array(z.object({ name: z.string(), hi: z.object({ name: z.string() }).optional(), quantity: z.number().int(), isAddon: z.boolean() })),
  /** Rupees to collect at the door for a cash-on-delivery order not yet paid; null otherwise. */
  collect: z.number().nullable(),
  failureReason: z.string().nullable(),
  deliveryPhoto: z.string().nullable(),
  receivedBy: z.string().nullable(),
  /** The florist marked it ready (prepared, with its photo): it may be picked up. */
  ready: z.boolean(),
});
export type RiderDelivery = z.infer<typeof RiderDeliverySchema>;
export const MyDeliveriesAnswerSchema = z.object({
  date: z.string(),
  deliveries: z.array(RiderDeliverySchema),
  /** The booked events of the day this rider is sent to: a venue job, not a delivery (no moves). */
  events: z.array(EventJobSchema),
});
export type MyDeliveriesAnswer = z.infer<typeof MyDeliveriesAnswerSchema>;
export const MyDeliveryAnswerSchema = z.object({ delivery: RiderDeliverySchema });
export type MyDeliveryAnswer = z.infer<typeof MyDeliveryAnswerSchema>;
