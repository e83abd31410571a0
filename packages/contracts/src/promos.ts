// Promo codes: what they take off, their limits and dates, as the admin writes them.
import { z } from 'zod';
import { hindiText } from './catalog';
import { IdSchema, RupeesSchema } from './common';

export const PromoKindSchema = z.enum(['percent', 'flat']);
/** A code's Hindi description, present only when staff have written one (the English shows otherwise). */
export const PromoHindiSchema = z.object({ description: z.string() });
export const PromoCodeSchema = z.object({
  _id: IdSchema,
  code: z.string(),
  description: z.string(),
  hi: PromoHindiSchema.optional(),
  kind: PromoKindSchema,
  /** Percent (1–100) for 'percent', rupees for 'flat'. */
  value: z.number(),
  minOrder: z.number(),
  maxDiscount: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  isActive: z.boolean(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodeWriteSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,24}$/, 'Use 3–24 letters, digits, - or _'),
    description: z.string().trim().max(200).default(''),
    /** As delivery slots' `hi`: sent, it replaces the Hindi description kept (empty clears it); left out, it stays. */
    hi: z.object({ description: hindiText(200) }).optional(),
    kind: PromoKindSchema,
    value: z.number().positive('Must be more than 0'),
    minOrder: RupeesSchema.default(0),
    maxDiscount: RupeesSchema.nullable().default(null),
    validFrom: z.iso.datetime({ offset: true }).nullable().default(null),
    validTo: z.iso.datetime({ offset: true }).nullable().default(null),
    usageLimit: z.number().int().min(1).nullable().default(null),
    perCustomerLimit: z.number().int().min(1).nullable().default(null),
    isActive: z.boolean().default(true),
  })
  .refine((p) => p.kind !== 'percent' || p.value <= 100, { message: 'A percentage is at most 100', path: ['value'] })
  .refine((p) => !p.validFrom || !p.validTo || p.validFrom < p.validTo, { message: 'Must end after it starts', path: ['validTo'] });

// ---- Admin: GET, POST /api/admin/promo-codes; PUT …/:id; PATCH …/:id/status {isActive} ----
export const PromoCodeAnswerSchema = z.object({ promoCode: PromoCodeSchema });
export const PromoCodesAnswerSchema = z.object({ promoCodes: z.array(PromoCodeSchema) });
export const PromoStatusBodySchema = z.object({ isActive: z.boolean() });
