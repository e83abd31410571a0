// The account page's form schemas: the contract's bodies plus what only the forms have (the new
// password typed twice, the forgiving phone field of sign-up, the address label's default).
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { AccountPhoneSchema, ChangePasswordBodySchema, NameSchema, PhoneSchema, RecipientRelationSchema, SavedAddressWriteSchema } from '@phoolwari/contracts';
import { normalizePhone, passwordsMatch } from '../../lib/form-rules';

const phoneField = z.string().transform(normalizePhone).pipe(PhoneSchema);

/** The account's own number may be one abroad (an account made by signing in by phone from there). */
export const ProfileFormSchema = z.object({ name: NameSchema, phone: z.string().transform(normalizePhone).pipe(AccountPhoneSchema) });
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileFormOutput = z.output<typeof ProfileFormSchema>;

export const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({
  // The words the page shows are PASSWORD_FIELD_MESSAGES' (lib/form-messages.ts).
  confirmPassword: z.string().min(1),
}).refine((v) => v.newPassword === v.confirmPassword, passwordsMatch);
export type ChangePasswordFormInput = z.input<typeof ChangePasswordFormSchema>;
export type ChangePasswordFormOutput = z.output<typeof ChangePasswordFormSchema>;

/** The relation's select holds '' for "not said", which the contract takes as null. */
const relationField = z.union([z.literal('').transform(() => null), RecipientRelationSchema]);

export const AddressFormSchema = SavedAddressWriteSchema.extend({ phone: phoneField, relation: relationField });
export type AddressFormInput = z.input<typeof AddressFormSchema>;
export type AddressFormOutput = z.output<typeof AddressFormSchema>;

/** Suggestions for the label field, in the page's language; any short word will do. */
export const ADDRESS_LABELS = [msg({ message: 'Home', context: 'address label' }), msg`Office`, msg`Parents`, msg`Other`] as const;
