// Shapes every capability shares: ids, money, the error body and pagination.
import { z } from 'zod';

/** Every record id is 24 lowercase hex characters (time-ordered, like a MongoDB ObjectId). */
export const IdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id');
export type Id = z.infer<typeof IdSchema>;

/** Rupees with at most two decimals; the database keeps integer paise. */
export const RupeesSchema = z
  .number()
  .nonnegative('Must not be negative')
  .max(10_000_000, 'Too large')
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals');

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const IdParamsSchema = z.object({ id: IdSchema });

/** A query-string integer: '3' → 3; rejects '3.5', 'abc' and out-of-range values with a 400. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
