// Accounts: register, login, the current user and their profile, forgotten and changed passwords.
import { z } from 'zod';

import { IdSchema, LanguageSchema } from './common';
import { ROLES } from './staff-roles';

export const RoleSchema = z.enum(ROLES);

export const EmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address'));

/** A 10-digit Indian mobile number (starts 6–9), without +91. */
export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number');

export const PasswordSchema = z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password must be at most 128 characters');

export const NameSchema = z.string().trim().min(1, 'Name is required').max(80, 'Name is too long');

export const UserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: RoleSchema,
  /** What the account reads the shop in: its mails, phone texts and invoices follow it. */
  language: LanguageSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** Unknown keys (such as `role`) are stripped by zod's default object mode, never stored. */
export const RegisterBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  phone: PhoneSchema,
  /** The language of the page the customer signed up on; English when absent. */
  language: LanguageSchema.default('en'),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(128),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** Any of the three; `language` alone is how the language switch saves a signed-in customer's choice. */
export const ProfileBodySchema = z
  .object({ name: NameSchema.optional(), phone: PhoneSchema.optional(), language: LanguageSchema.optional() })
  .refine((b) => b.name !== undefined || b.phone !== undefined || b.language !== undefined, 'Nothing to update');
export type ProfileBody = z.infer<typeof ProfileBodySchema>;

export const AuthAnswerSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthAnswer = z.infer<typeof AuthAnswerSchema>;

export const UserAnswerSchema = z.object({ user: UserSchema });
export type UserAnswer = z.infer<typeof UserAnswerSchema>;

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
