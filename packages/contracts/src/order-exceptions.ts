// When something goes wrong with an order: a failed delivery the customer answers (another slot,
// free, or a cancellation with a refund), and an order taken out before it was ready, which the
// desk is told of. The desk's list shows each exception, whether the customer was told (mail and
// phone message, from the outbox) and how they answered.
import { z } from 'zod';
import { DateStringSchema, IdSchema } from './common';
import { SlotAvailabilitySchema } from './delivery';

export const OrderExceptionKindSchema = z.enum(['delivery_failed', 'left_unprepared']);
export type OrderExceptionKind = z.infer<typeof OrderExceptionKindSchema>;
export const ExceptionAnswerSchema = z.enum(['opened', 'rescheduled', 'cancelled']);
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

/** GET /api/admin/order-exceptions: the latest exceptions, newest first. */
export const DeskExceptionSchema = z.object({
  _id: IdSchema,
  orderId: IdSchema,
  orderNumber: z.string(),
  customerName: z.string(),
  kind: OrderExceptionKindSchema,
  reason: z.string(),
  reportedBy: z.string(),
  at: z.string(),
  mail: OutboxStateSchema,
  phone: OutboxStateSchema,
  answer: ExceptionAnswerSchema.nullable(),
  answeredAt: z.string().nullable(),
});
export type DeskException = z.infer<typeof DeskExceptionSchema>;
export const DeskExceptionsAnswerSchema = z.object({ exceptions: z.array(DeskExceptionSchema) });
export type DeskExceptionsAnswer = z.infer<typeof DeskExceptionsAnswerSchema>;
