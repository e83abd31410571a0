// The account page's form schemas: the contract's bodies plus what only the forms have (the new
// password typed twice, the forgiving phone field of sign-up, the address label's default).
import { z } from 'zod';
import { ChangePasswordBodySchema, NameSchema, PhoneSchema, SavedAddressWriteSchema } from '@phoolwari/contracts';
import { normalizePhone, passwordsMatch } from '../../lib/form-rules';

const phoneField = z.string().transform(normalizePhone).pipe(PhoneSchema);

export const ProfileFormSchema = z.object({ name: NameSchema, phone: phoneField });
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileFormOutput = z.output<typeof ProfileFormSchema>;

export const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({
  confirmPassword: z.string().min(1, 'Please confirm your new password'),
}).refine((v) => v.newPassword === v.confirmPassword, passwordsMatch);
export type ChangePasswordFormInput = z.input<typeof ChangePasswordFormSchema>;
export type ChangePasswordFormOutput = z.output<typeof ChangePasswordFormSchema>;

export const AddressFormSchema = SavedAddressWriteSchema.extend({ phone: phoneField });
export type AddressFormInput = z.input<typeof AddressFormSchema>;
export type AddressFormOutput = z.output<typeof AddressFormSchema>;

/** Suggestions for the label field; any short word will do. */
export const ADDRESS_LABELS = ['Home', 'Office', 'Parents', 'Other'] as const;
