// The contact form's fields (spec §2 Contact page, §5): name, e-mail, subject and message are required;
// the phone is optional but must be a mobile number when given.
import { z } from 'zod';
import { EmailSchema, PhoneSchema } from '@phoolwari/contracts';

export const SUBJECT_VALUES = ['general', 'order', 'delivery', 'product', 'complaint', 'feedback'] as const;
export const CONTACT_SUBJECTS: readonly { value: (typeof SUBJECT_VALUES)[number]; label: string }[] = [
  { value: 'general', label: 'General question' },
  { value: 'order', label: 'About an order' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'product', label: 'A product' },
  { value: 'complaint', label: 'Complaint' },
  { value: 'feedback', label: 'Feedback' },
];

export const ContactFormSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(80, 'Name is too long'),
  email: z.string().trim().min(1, 'Please enter your e-mail address').pipe(EmailSchema),
  phone: z
    .string()
    .transform((v) => v.replace(/[\s()-]/g, '').replace(/^(\+91|0091|0)(?=\d{10}$)/, ''))
    .pipe(z.union([z.literal(''), PhoneSchema])),
  subject: z.enum(SUBJECT_VALUES, { error: 'Please choose a subject' }),
  message: z.string().trim().min(1, 'Please write your message').max(2000, 'Please keep the message under 2000 characters'),
});
export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactFormOutput = z.output<typeof ContactFormSchema>;
