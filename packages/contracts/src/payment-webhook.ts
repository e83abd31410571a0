// What the shop reads of a Razorpay webhook event (https://razorpay.com/docs/webhooks/payloads/):
// the event's name and the payment and gateway order it is about. Everything else Razorpay sends is
// ignored; a body that is not shaped like an event is refused with 400 and Razorpay retries it.
import { z } from 'zod';

const EntitySchema = z.object({ id: z.string().min(1).max(64) });

/** What the shop did with an event: Razorpay only needs the 200; the status helps when reading its logs. */
export const PaymentWebhookAnswerSchema = z.object({
  status: z.enum(['confirmed', 'already', 'late', 'failed', 'ignored', 'duplicate', 'refund_processed', 'refund_failed']),
});
export type PaymentWebhookAnswer = z.infer<typeof PaymentWebhookAnswerSchema>;

export const RazorpayWebhookEventSchema = z.object({
  event: z.string().max(64).optional(),
  payload: z
    .object({
      payment: z.object({ entity: EntitySchema.extend({ order_id: z.string().max(64).nullish(), method: z.string().max(32).nullish() }) }).optional(),
      order: z.object({ entity: EntitySchema }).optional(),
      // refund.processed and refund.failed: the refund, its payment, and the notes we sent with it.
      refund: z
        .object({
          entity: EntitySchema.extend({
            payment_id: z.string().max(64).nullish(),
            status: z.string().max(32).nullish(),
            notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
          }),
        })
        .optional(),
    })
    .optional(),
});
