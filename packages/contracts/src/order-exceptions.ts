// When something goes wrong with an order, or news the customer must hear at once: a failed
// delivery the customer answers (another slot, free, or a cancellation with a refund); a
// substitution the florist made (with the photo); a custom design priced, approved and ready to buy;
// a delay the desk announces; and an order taken out before it was ready, which only the desk is
// told of. The desk's list shows each one, whether the customer was told (mail and phone message,
// from the outbox) and how they answered.
import { z } from 'zod';
import { DateStringSchema, IdSchema } from './common';
import { SlotAvailabilitySchema } from './delivery';

export const OrderExceptionKindSchema = z.enum(['delivery_failed', 'left_unprepared', 'substitution', 'design_approved', 'delay']);
export type OrderExceptionKind = z.infer<typeof OrderExceptionKindSchema>;
/** A failed delivery's answers, and 'seen' for news the customer acknowledged in My Orders. */
export const ExceptionAnswerSchema = z.enum(['opened', 'rescheduled', 'cancelled', 'seen']);
export type ExceptionAnswer = z.infer<typeof ExceptionAnswerSchema>;
/** Where a message to the customer stands in the outbox; null when none was queued (no e-mail, no phone). */
export const OutboxStateSchema = z.enum(['stored', 'pending', 'sent', 'failed']).nullable();

/** GET /api/orders/:id/reschedule?date=: the failed delivery and the slots of that day (default the first bookable one). */
export const RescheduleQuerySchema = z.object({ date: DateStringSchema.optional() });
export const RescheduleOptionsSchema = z.object({
  orderId: IdSchema,
  orderNumber: z.string(),
  failureReason: z.string().nullable(),
  /** The delivery that failed. */
  deliveryDate: z.string(),
  slotName: z.string(),
  /** The failed slot's Hindi name, where the shop gave it one (a Hindi page shows it). */
  slotNameHi: z.string().nullable(),
  /** The day the slots below are for, and how far ahead one may book. */
  date: z.string(),
  firstDate: z.string(),
  lastDate: z.string(),
  slots: z.array(SlotAvailabilitySchema),
  /** Paid online: cancelling refunds this many rupees. */
  refundOnCancel: z.number(),
});
export type RescheduleOptions = z.infer<typeof RescheduleOptionsSchema>;
export const RescheduleOptionsAnswerSchema = z.object({ reschedule: RescheduleOptionsSchema });
export type RescheduleOptionsAnswer = z.infer<typeof RescheduleOptionsAnswerSchema>;

/** POST /api/orders/:id/reschedule: another slot for a failed delivery, at no charge. */
export const RescheduleBodySchema = z.object({ date: DateStringSchema, slotId: IdSchema });
export type RescheduleBody = z.infer<typeof RescheduleBodySchema>;

/** POST /api/staff/my-deliveries/:orderId/out: why an order leaves before the florist marked it ready. */
export const OutForDeliveryBodySchema = z.object({ reason: z.string().trim().min(3, 'Give a reason').max(300).optional() });
export type OutForDeliveryBody = z.infer<typeof OutForDeliveryBodySchema>;

/** POST /api/staff/bench/:orderId/substitution: multipart, the photo in this field and the words below. */
export const SUBSTITUTION_PHOTO_FIELD = 'photo';
export const SubstitutionFieldsSchema = z.object({
  replaced: z.string().trim().min(2, 'Say what was replaced').max(120),
  replacement: z.string().trim().min(2, 'Say what replaced it').max(120),
  /** Why, in the florist's words (optional): "No white roses came in this morning". */
  reason: z.string().trim().max(300).default(''),
});
export type SubstitutionFields = z.infer<typeof SubstitutionFieldsSchema>;

/** POST /api/admin/orders/:orderId/delay: the desk announces a delay, with when the order is now expected. */
export const DelayBodySchema = z.object({
  reason: z.string().trim().min(3, 'Give a reason').max(300),
  expectedAt: z.iso.datetime({ offset: true, message: 'Give the new expected time' }),
});
export type DelayBody = z.infer<typeof DelayBodySchema>;

/** News the customer was told of, as My Orders shows it (GET /api/account/notices). */
export const CustomerNoticeSchema = z.object({
  _id: IdSchema,
  kind: z.enum(['substitution', 'design_approved', 'delay']),
  /** The order it is about, or null for a custom design's news. */
  orderId: IdSchema.nullable(),
  orderNumber: z.string().nullable(),
  customOrderId: IdSchema.nullable(),
  reason: z.string(),
  at: z.string(),
  replaced: z.string().nullable(),
  replacement: z.string().nullable(),
  photo: z.string().nullable(),
  expectedAt: z.string().nullable(),
  /** A design: its product's id, to buy it. */
  productId: IdSchema.nullable(),
  seen: z.boolean(),
});
export type CustomerNotice = z.infer<typeof CustomerNoticeSchema>;
export const CustomerNoticesAnswerSchema = z.object({ notices: z.array(CustomerNoticeSchema) });
export type CustomerNoticesAnswer = z.infer<typeof CustomerNoticesAnswerSchema>;

/** GET /api/admin/order-exceptions: the latest exceptions, newest first. */
export const DeskExceptionSchema = z.object({
  _id: IdSchema,
  /** Null for a custom design's news. */
  orderId: IdSchema.nullable(),
  /** The order's number, or the design's (CD-…). */
  orderNumber: z.string(),
  customerName: z.string(),
  kind: OrderExceptionKindSchema,
  reason: z.string(),
  reportedBy: z.string(),
  at: z.string(),
  mail: OutboxStateSchema,
  phone: OutboxStateSchema,
  replaced: z.string().nullable(),
  replacement: z.string().nullable(),
  photo: z.string().nullable(),
  expectedAt: z.string().nullable(),
  answer: ExceptionAnswerSchema.nullable(),
  answeredAt: z.string().nullable(),
});
export type DeskException = z.infer<typeof DeskExceptionSchema>;
export const DeskExceptionsAnswerSchema = z.object({ exceptions: z.array(DeskExceptionSchema) });
export type DeskExceptionsAnswer = z.infer<typeof DeskExceptionsAnswerSchema>;
