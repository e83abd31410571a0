// The contact form's schema: the contract's body, with the sign-up form's forgiving phone field
// ("+91 98765-43210" becomes "9876543210"; empty stays allowed).
import { z } from 'zod';
import { ContactBodySchema } from '@phoolwari/contracts';
import { normalizePhone } from '../../lib/form-rules';

export const ContactFormSchema = ContactBodySchema.extend({
  phone: z.string().transform(normalizePhone).pipe(ContactBodySchema.shape.phone.unwrap()),
});
export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactFormOutput = z.output<typeof ContactFormSchema>;
