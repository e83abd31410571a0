// The freshness promise: within the shop's window after delivery a customer reports a problem with
// their flowers (a photo and a reason); the desk answers with a free replacement order, a refund
// through the gateway, or a reply. Flowers are perishable: there are no returns, only this.
import { z } from 'zod';
import { DateStringSchema, IdSchema, RupeesSchema } from './common';

export const CLAIM_REASONS = ['wilted', 'wrong_item', 'damaged', 'late', 'other'] as const;
export const ClaimReasonSchema = z.enum(CLAIM_REASONS, { error: 'Choose what went wrong' });
export type ClaimReason = z.infer<typeof ClaimReasonSchema>;

/** The multipart field that carries the report's photo. */
export const CLAIM_PHOTO_FIELD = 'photo';

/** The text fields of a report (sent with its photo as multipart/form-data). */
export const ReportProblemFieldsSchema = z
  .object({
    reason: ClaimReasonSchema,
    details: z.string().trim().max(500, 'At most 500 characters').default(''),
  })
  .refine((f) => f.reason !== 'other' || f.details.length >= 3, { message: 'Tell us what went wrong', path: ['details'] });
export type ReportProblemFields = z.infer<typeof ReportProblemFieldsSchema>;

export const CLAIM_ANSWER_KINDS = ['replacement', 'refund', 'reply'] as const;
export type ClaimAnswerKind = (typeof CLAIM_ANSWER_KINDS)[number];

const message = z.string().trim().max(1000, 'At most 1000 characters');

/**
 * The desk's answer to an open report: a replacement names its slot and day, a refund its amount, a
 * reply its text. One flat object checked by kind (a discriminated union would add zod code that
 * every storefront page loads).
 */
export const ClaimAnswerBodySchema = z
  .object({
    kind: z.enum(CLAIM_ANSWER_KINDS, { error: 'Choose a replacement, a refund or a reply' }),
    slotId: IdSchema.optional(),
    deliveryDate: DateStringSchema.optional(),
    amount: RupeesSchema.refine((n) => n >= 1, 'At least ₹1').optional(),
    message: message.default(''),
  })
  .refine((b) => b.kind !== 'replacement' || b.slotId !== undefined, { message: 'Choose a delivery slot', path: ['slotId'] })
  .refine((b) => b.kind !== 'replacement' || b.deliveryDate !== undefined, { message: 'Choose a delivery date', path: ['deliveryDate'] })
  .refine((b) => b.kind !== 'refund' || b.amount !== undefined, { message: 'Give the amount to refund', path: ['amount'] })
  .refine((b) => b.kind !== 'reply' || b.message.length >= 3, { message: 'Write a reply', path: ['message'] });
export type ClaimAnswerBody = z.infer<typeof ClaimAnswerBodySchema>;

export const FreshnessClaimSchema = z.object({
  _id: IdSchema,
  orderId: IdSchema,
  orderNumber: z.string(),
  reason: ClaimReasonSchema,
  details: z.string(),
  /** The customer's photo, as stored by the image pipeline. */
  photo: z.string(),
  status: z.enum(['open', 'answered']),
  createdAt: z.string(),
  answer: z
    .object({
      kind: z.enum(CLAIM_ANSWER_KINDS),
      message: z.string(),
      /** Rupees refunded (refund answers). */
      refundAmount: z.number().nullable(),
      replacement: z.object({ _id: IdSchema, orderNumber: z.string(), deliveryDate: z.string(), slotName: z.string() }).nullable(),
      answeredAt: z.string(),
    })
    .nullable(),
});
export type FreshnessClaim = z.infer<typeof FreshnessClaimSchema>;

// ---- GET /api/orders/:orderId/freshness-claim ----
/** What My Orders shows under a delivered order: the reports made, and whether one can be made now. */
export const OrderClaimsAnswerSchema = z.object({
  claims: z.array(FreshnessClaimSchema),
  /** Until when a problem may be reported (null when the order is not delivered). */
  reportableUntil: z.string().nullable(),
  /** 'open': the button; 'closed': the window has passed; 'pending': a report awaits the desk; 'not_delivered'. */
  window: z.enum(['open', 'closed', 'pending', 'not_delivered']),
  hours: z.number().int(),
});
export type OrderClaimsAnswer = z.infer<typeof OrderClaimsAnswerSchema>;
export const ClaimAnswerSchema = z.object({ claim: FreshnessClaimSchema });

// ---- GET /api/admin/freshness-claims ----
export const DeskClaimsQuerySchema = z.object({ status: z.enum(['open', 'answered']).default('open') });
export const DeskClaimSchema = FreshnessClaimSchema.extend({
  customer: z.object({ name: z.string(), phone: z.string(), language: z.string() }),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  deliveredAt: z.string().nullable(),
  /** Rupees still refundable on the order (paid less earlier refunds). */
  refundable: z.number(),
});
export type DeskClaim = z.infer<typeof DeskClaimSchema>;
export const DeskClaimsAnswerSchema = z.object({ claims: z.array(DeskClaimSchema) });

export const ClaimIdParamsSchema = z.object({ claimId: IdSchema });
