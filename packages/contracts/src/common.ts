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

export const PincodeSchema = z.string().trim().regex(/^[1-9]\d{5}$/, 'Enter a 6-digit pincode');
/** Calendar dates as YYYY-MM-DD in the shop's time zone (Asia/Kolkata). */
export const DateStringSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a YYYY-MM-DD date');
export const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour HH:MM time');

/** An answer that only says something to show the user. */
export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;
