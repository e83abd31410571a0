// GST as a product carries it: the rates goods and services carry, and HSN/SAC codes. The states,
// GSTINs and invoices' own schemas are in gst-registration.ts, apart, so a catalogue page's
// scripts do not carry them.
import { z } from 'zod';

/** The GST rates a product or the delivery fee may carry (percent). Fresh cut flowers: 0 (nil). */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export const GstRateSchema = z.union(
  GST_RATES.map((r) => z.literal(r)) as unknown as [z.ZodLiteral<0>, z.ZodLiteral<5>, z.ZodLiteral<12>, z.ZodLiteral<18>, z.ZodLiteral<28>],
  {
    error: 'GST rate must be 0, 5, 12, 18 or 28 %',
  },
);
export type GstRate = z.infer<typeof GstRateSchema>;

/** HSN (goods) or SAC (services) code: 4 to 8 digits. Fresh cut flowers are 0603. */
export const HsnCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'An HSN code of 4 to 8 digits (0603 for fresh flowers)');
