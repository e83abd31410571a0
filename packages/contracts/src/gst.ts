// GST as an Indian shop's invoices need it: the rates goods and services carry, the states with
// their GST codes (place of supply), GSTIN validation with its check digit, and HSN/SAC codes.
import { z } from 'zod';
import { LanguageSchema } from './common';

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

/** States and union territories with their GST state codes (the first two digits of a GSTIN). */
export const INDIAN_STATES: readonly { code: string; name: string }[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
];
export const StateCodeSchema = z.string().refine((code) => INDIAN_STATES.some((s) => s.code === code), 'Choose a state');

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's 15th character, from the first 14 (GSTN's published mod-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/**
 * The GSTIN the settings show as an example: Karnataka (29), a made-up PAN, entity 1, and the check
 * character gstinCheckCharacter gives for them (W), so the shop's own example passes its own check.
 */
export const GSTIN_EXAMPLE = '29ABCDE1234F1ZW';

/** 2-digit state code, the PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
export const GstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, `A GSTIN is 15 characters, like ${GSTIN_EXAMPLE}`)
  .refine((g) => INDIAN_STATES.some((s) => s.code === g.slice(0, 2)), 'The first two digits must be a state code')
  .refine((g) => gstinCheckCharacter(g.slice(0, 14)) === g[14], 'This GSTIN’s check character is wrong: please check it for a typo');

/** `GET /api/admin/reports/gst?month=2026-11`: a month's sales by GST rate and place of supply, as CSV. */
export const GstReportQuerySchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM') });
/** `GET /api/orders/:id/credit-notes/:creditNoteId` */
export const CreditNoteParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id'),
  creditNoteId: z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id'),
});
/**
 * `?lang=hi` on the invoice and credit note downloads: the language of the printed words. Without
 * it a customer gets their account's language, staff get English.
 */
export const DocumentLanguageQuerySchema = z.object({ lang: LanguageSchema.optional() });
export type DocumentLanguageQuery = z.infer<typeof DocumentLanguageQuerySchema>;
