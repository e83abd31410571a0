// A customer's own account beyond sign-in: forgotten and changed passwords, saved addresses.
// (Profile name and phone: PUT /api/auth/profile in auth.ts.)
import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './auth';
import { IdSchema } from './common';
import { ShippingAddressSchema } from './commerce';

// ---- POST /api/auth/forgot-password: the same 200 answer whether or not the account exists ----
export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

// ---- POST /api/auth/reset-password: sets the password, ends every session of the account ----
export const ResetPasswordBodySchema = z.object({
  token: z.string().trim().min(20, 'This reset link is invalid').max(200, 'This reset link is invalid'),
  password: PasswordSchema,
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

// ---- PUT /api/auth/password: needs the current password; other sessions end, this one stays ----
export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(128),
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

// ---- Saved addresses: GET, POST /api/account/addresses; PUT, DELETE /api/account/addresses/:id ----
export const MAX_SAVED_ADDRESSES = 10;

export const SavedAddressSchema = z.object({
  _id: IdSchema,
  label: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const SavedAddressWriteSchema = ShippingAddressSchema.extend({
  label: z.string().trim().min(1, 'Give the address a label').max(40).default('Home'),
  /** Making one address the default clears the flag on the others. */
  isDefault: z.boolean().default(false),
});
export type SavedAddressWrite = z.input<typeof SavedAddressWriteSchema>;

export const SavedAddressesAnswerSchema = z.object({ addresses: z.array(SavedAddressSchema) });
export type SavedAddressesAnswer = z.infer<typeof SavedAddressesAnswerSchema>;
export const SavedAddressAnswerSchema = z.object({ address: SavedAddressSchema });
export type SavedAddressAnswer = z.infer<typeof SavedAddressAnswerSchema>;
