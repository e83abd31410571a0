// The newsletter with double opt-in: sign-up, confirm and unsubscribe links, and the admin's counts.
import { z } from 'zod';
import { EmailSchema } from './auth';
import { LanguageSchema } from './common';

// ---- Newsletter: POST /api/newsletter {email, language?}, POST /api/newsletter/confirm {token}, POST /api/newsletter/unsubscribe {token} ----
/** `language`: the page's, which the confirmation and welcome mails are written in (English when absent). */
export const NewsletterBodySchema = z.object({ email: EmailSchema, language: LanguageSchema.default('en') });
export const NewsletterTokenBodySchema = z.object({ token: z.string().trim().min(20, 'This link is invalid').max(200, 'This link is invalid') });

// ---- Admin: GET /api/admin/newsletter (counts), GET /api/admin/newsletter/export (text/csv of confirmed) ----
export const NewsletterStatsAnswerSchema = z.object({
  confirmed: z.number().int(),
  pending: z.number().int(),
  unsubscribed: z.number().int(),
});
/** GET /api/admin/newsletter/export: confirmed subscribers as CSV (email, confirmed at). */
export const NewsletterExportSchema = z.string().describe('text/csv: email,confirmedAt per confirmed subscriber');
export type NewsletterStatsAnswer = z.infer<typeof NewsletterStatsAnswerSchema>;
