// The audit trail: every staff write, who did it, when, and the values before and after. The owner
// reads it (GET /api/admin/audit); no route changes or deletes an entry.
import { z } from 'zod';
import { DateStringSchema, IdSchema, queryInt } from './common';
import { RoleSchema } from './auth';

/** The kinds of thing a staff write changes, as the trail's filter offers them. */
export const AUDIT_ENTITY_TYPES = [
  'product',
  'category',
  'order',
  'refund',
  'promo',
  'delivery',
  'review',
  'design',
  'customer',
  'staff',
  'settings',
  'claim',
  'event',
] as const;
export const AuditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES);
export type AuditEntityType = z.infer<typeof AuditEntityTypeSchema>;

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  product: 'Products and stock',
  category: 'Categories',
  order: 'Orders',
  refund: 'Refunds',
  promo: 'Promo codes',
  delivery: 'Delivery areas and slots',
  review: 'Reviews',
  design: 'Custom designs',
  customer: 'Customer accounts',
  staff: 'Staff and roles',
  settings: 'Shop settings',
  claim: 'Freshness reports',
  event: 'Wedding and event enquiries',
};

export const AuditQuerySchema = z
  .object({
    actorId: IdSchema.optional(),
    entityType: AuditEntityTypeSchema.optional(),
    /** Shop dates (Asia/Kolkata), both included. */
    from: DateStringSchema.optional(),
    to: DateStringSchema.optional(),
    page: queryInt(1, 10_000).default(1),
    limit: queryInt(1, 100).default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must not be after the end date', path: ['from'] });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string(), role: z.string() }),
  /** `<kind>.<verb>`, e.g. product.update, order.move, staff.role. */
  action: z.string(),
  entityType: AuditEntityTypeSchema,
  entityId: z.string().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditAnswerSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Everyone who appears in the trail, for the filter by person. */
  people: z.array(z.object({ _id: z.string(), name: z.string(), role: RoleSchema.or(z.string()) })),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AuditAnswer = z.infer<typeof AuditAnswerSchema>;
