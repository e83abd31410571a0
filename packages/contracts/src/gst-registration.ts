// GST as an Indian shop's invoices need it: the states with their GST codes (place of supply),
// GSTIN validation with its check digit, a company buyer, and the documents' queries.
import { z } from 'zod';
import { LanguageSchema } from './common';

/** States and union territories with their GST state codes (the first two digits of a GSTIN), and their names in Hindi. */
export const INDIAN_STATES: readonly { code: string; name: string; nameHi: string }[] = [
  { code: '01', name: 'Jammu and Kashmir', nameHi: 'जम्मू और कश्मीर' },
  { code: '02', name: 'Himachal Pradesh', nameHi: 'हिमाचल प्रदेश' },
  { code: '03', name: 'Punjab', nameHi: 'पंजाब' },
  { code: '04', name: 'Chandigarh', nameHi: 'चंडीगढ़' },
  { code: '05', name: 'Uttarakhand', nameHi: 'उत्तराखंड' },
  { code: '06', name: 'Haryana', nameHi: 'हरियाणा' },
  { code: '07', name: 'Delhi', nameHi: 'दिल्ली' },
  { code: '08', name: 'Rajasthan', nameHi: 'राजस्थान' },
  { code: '09', name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश' },
  { code: '10', name: 'Bihar', nameHi: 'बिहार' },
  { code: '11', name: 'Sikkim', nameHi: 'सिक्किम' },
  { code: '12', name: 'Arunachal Pradesh', nameHi: 'अरुणाचल प्रदेश' },
  { code: '13', name: 'Nagaland', nameHi: 'नगालैंड' },
  { code: '14', name: 'Manipur', nameHi: 'मणिपुर' },
  { code: '15', name: 'Mizoram', nameHi: 'मिज़ोरम' },
  { code: '16', name: 'Tripura', nameHi: 'त्रिपुरा' },
  { code: '17', name: 'Meghalaya', nameHi: 'मेघालय' },
  { code: '18', name: 'Assam', nameHi: 'असम' },
  { code: '19', name: 'West Bengal', nameHi: 'पश्चिम बंगाल' },
  { code: '20', name: 'Jharkhand', nameHi: 'झारखंड' },
  { code: '21', name: 'Odisha', nameHi: 'ओडिशा' },
  { code: '22', name: 'Chhattisgarh', nameHi: 'छत्तीसगढ़' },
  { code: '23', name: 'Madhya Pradesh', nameHi: 'मध्य प्रदेश' },
  { code: '24', name: 'Gujarat', nameHi: 'गुजरात' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', nameHi: 'दादरा और नगर हवेली और दमन और दीव' },
  { code: '27', name: 'Maharashtra', nameHi: 'महाराष्ट्र' },
  { code: '29', name: 'Karnataka', nameHi: 'कर्नाटक' },
  { code: '30', name: 'Goa', nameHi: 'गोवा' },
  { code: '31', name: 'Lakshadweep', nameHi: 'लक्षद्वीप' },
  { code: '32', name: 'Kerala', nameHi: 'केरल' },
  { code: '33', name: 'Tamil Nadu', nameHi: 'तमिलनाडु' },
  { code: '34', name: 'Puducherry', nameHi: 'पुडुचेरी' },
  { code: '35', name: 'Andaman and Nicobar Islands', nameHi: 'अंडमान और निकोबार द्वीपसमूह' },
  { code: '36', name: 'Telangana', nameHi: 'तेलंगाना' },
  { code: '37', name: 'Andhra Pradesh', nameHi: 'आंध्र प्रदेश' },
  { code: '38', name: 'Ladakh', nameHi: 'लद्दाख' },
];
/** A state's name in a language (the code itself for a code no state has). */
export function stateName(code: string, language: 'en' | 'hi' = 'en'): string {
  const state = INDIAN_STATES.find((s) => s.code === code);
  if (!state) return code;
  return language === 'hi' ? state.nameHi : state.name;
}

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

const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/**
 * What is wrong with a GSTIN (already trimmed and in capitals), or null: its shape (2-digit state
 * code, the PAN of 5 letters, 4 digits and a letter, entity number, 'Z', check character), a state
 * code no state has, or a check character that does not match. Forms say each in their own words.
 */
export function gstinProblem(gstin: string): 'format' | 'state' | 'check' | null {
  if (!GSTIN_FORMAT.test(gstin)) return 'format';
  if (!INDIAN_STATES.some((s) => s.code === gstin.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'check';
  return null;
}
const GSTIN_MESSAGES = {
  format: `A GSTIN is 15 characters, like ${GSTIN_EXAMPLE}`,
  state: 'The first two digits must be a state code',
  check: 'This GSTIN’s check character is wrong: please check it for a typo',
} as const;

export const GstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((g, ctx) => {
    const problem = gstinProblem(g);
    if (problem) ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
  });

/**
 * A company ordering (B2B): its legal name and GSTIN, validated as the shop's own GSTIN is, so its
 * invoice is a tax invoice the company can claim input tax on.
 */
export const CompanyBuyerSchema = z.object({
  legalName: z.string().trim().min(1, 'The company’s legal name is required').max(120, 'At most 120 characters'),
  gstin: GstinSchema,
});
export type CompanyBuyer = z.infer<typeof CompanyBuyerSchema>;

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
