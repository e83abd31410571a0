// The contact form and the admin's inbox of messages with replies by mail.
import { z } from 'zod';
import { EmailSchema, NameSchema } from './auth';
import { IdSchema, LanguageSchema, queryInt } from './common';

// ---- POST /api/contact (201) ----
export const CONTACT_SUBJECTS = ['general', 'order', 'delivery', 'product', 'complaint', 'feedback'] as const;
export const ContactSubjectSchema = z.enum(CONTACT_SUBJECTS, { error: 'Choose a subject' });
export type ContactSubject = z.infer<typeof ContactSubjectSchema>;
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General enquiry',
  order: 'Order status',
  delivery: 'Delivery',
  product: 'Product question',
  complaint: 'Complaint',
  feedback: 'Feedback',
};

export const ContactBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  /** Optional; when given, a 10-digit Indian mobile number. */
  phone: z
    .string()
    .trim()
    .regex(/^([6-9]\d{9})?$/, 'Enter a 10-digit Indian mobile number')
    .default(''),
  subject: ContactSubjectSchema,
  message: z.string().trim().min(10, 'Please write at least 10 characters').max(4000, 'Message is too long'),
  /** The language of the page it is sent from: the acknowledgement and the replies are framed in it. */
  language: LanguageSchema.default('en'),
});
export type ContactBody = z.input<typeof ContactBodySchema>;

export const ContactReplySchema = z.object({ _id: IdSchema, authorName: z.string(), body: z.string(), createdAt: z.string() });
export const ContactMessageSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: ContactSubjectSchema,
  message: z.string(),
  status: z.enum(['new', 'handled']),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
  replies: z.array(ContactReplySchema),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

// ---- Admin inbox: GET /api/admin/contact-messages?status&page, PATCH …/:id {status}, POST …/:id/reply {body} ----
export const ContactInboxQuerySchema = z.object({
  status: z.enum(['new', 'handled', 'all']).default('all'),
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, 100).default(20),
});
export const ContactInboxAnswerSchema = z.object({
  messages: z.array(ContactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Messages still waiting for staff, whatever the filter. */
  newCount: z.number().int(),
});
export type ContactInboxAnswer = z.infer<typeof ContactInboxAnswerSchema>;
export const ContactStatusBodySchema = z.object({ status: z.enum(['new', 'handled']) });
export const ContactReplyBodySchema = z.object({
  body: z.string().trim().min(1, 'Write a reply').max(8000, 'Reply is too long'),
});
export const ContactMessageAnswerSchema = z.object({ message: ContactMessageSchema });
