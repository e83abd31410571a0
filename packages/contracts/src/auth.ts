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

/** An account's own number: an Indian mobile number, or a number abroad in E.164 (a sender who signed in by phone from Dubai). */
export const AccountPhoneSchema = z.union([
  PhoneSchema,
  z
    .string()
    .trim()
    .regex(/^\+(?!91)[1-9]\d{7,14}$/, 'Enter a 10-digit Indian mobile number'),
]);

export const PasswordSchema = z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password must be at most 128 characters');

export const NameSchema = z.string().trim().min(1, 'Name is required').max(80, 'Name is too long');

export const UserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** Null for an account made by signing in with a code sent to the phone. */
  email: z.string().nullable(),
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
  .object({ name: NameSchema.optional(), phone: AccountPhoneSchema.optional(), language: LanguageSchema.optional() })
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

// ---- Signing in with a one-time code sent to a mobile number ----

/**
 * A mobile number to send a code to: an Indian one (10 digits starting 6–9, with or without +91 or
 * a leading 0), or any other in international form (+ and 8 to 15 digits) for senders abroad.
 * Answers the number in E.164 (+919876543210).
 */
export const MobileNumberSchema = z
  .string()
  .trim()
  .max(24)
  .transform((raw) => raw.replace(/[\s().-]/g, ''))
  .transform((n) => (/^0?[6-9]\d{9}$/.test(n) ? `+91${n.slice(-10)}` : /^91[6-9]\d{9}$/.test(n) ? `+${n}` : n))
  .refine((n) => /^\+91[6-9]\d{9}$/.test(n) || (/^\+[1-9]\d{7,14}$/.test(n) && !n.startsWith('+91')), {
    message: 'Enter a 10-digit Indian mobile number, or an international one starting with +',
  });

/** How long a sign-in code works, and how many wrong tries it allows. */
export const SIGN_IN_CODE_TTL_MINUTES = 10;
export const SIGN_IN_CODE_MAX_TRIES = 5;

/** How this shop can sign customers in by phone: codes sent by its provider, shown on screen (a demo), or not at all. */
export const PhoneSignInModeSchema = z.enum(['sent', 'demo', 'unavailable']);
export type PhoneSignInMode = z.infer<typeof PhoneSignInModeSchema>;

// ---- GET /api/auth/sign-in-options ----
export const SignInOptionsAnswerSchema = z.object({
  phone: PhoneSignInModeSchema,
  /** Whether the owner has configured Google sign-in (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
  google: z.boolean(),
});
export type SignInOptionsAnswer = z.infer<typeof SignInOptionsAnswerSchema>;

// ---- GET /api/auth/google: starts signing in with Google; the browser is sent to Google ----
export const GoogleStartQuerySchema = z.object({
  /** Where the visitor returns once signed in: a path inside the shop (anything else becomes '/'). */
  returnTo: z.string().max(2000).optional(),
});

// ---- GET /api/auth/google/callback: Google sends the browser back here ----
export const GoogleCallbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});

/**
 * Why a Google sign-in came back to /login without a session (in the fragment as `google-error`):
 * consent refused, a flow that expired or is not this browser's, an e-mail Google has not verified,
 * a disabled account, or anything else.
 */
export const GoogleSignInErrorSchema = z.enum(['denied', 'state', 'unverified', 'disabled', 'failed']);
export type GoogleSignInError = z.infer<typeof GoogleSignInErrorSchema>;

// ---- POST /api/auth/google/exchange: the one-time code from the redirect, for a session ----
export const GoogleExchangeBodySchema = z.object({ code: z.string().trim().min(1).max(100) });
export type GoogleExchangeBody = z.infer<typeof GoogleExchangeBodySchema>;

// ---- POST /api/auth/phone/code: sends a code (or, in a demo shop, answers it) ----
export const PhoneCodeBodySchema = z.object({
  phone: MobileNumberSchema,
  /** The language of the text message; English when absent. */
  language: LanguageSchema.default('en'),
});
export type PhoneCodeBody = z.input<typeof PhoneCodeBodySchema>;

export const PhoneCodeAnswerSchema = z.object({
  /** The number the code went to, in E.164. */
  phone: z.string(),
  expiresInMinutes: z.number(),
  /** Only in a demo shop (DEMO_SHOW_SIGN_IN_CODE): the code itself, since no message is sent. */
  demoCode: z.string().optional(),
});
export type PhoneCodeAnswer = z.infer<typeof PhoneCodeAnswerSchema>;

// ---- POST /api/auth/phone/verify: the code signs in, finding or making the number's account ----
export const PhoneVerifyBodySchema = z.object({
  phone: MobileNumberSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  /** A name for a new account; an existing account keeps its own. */
  name: z
    .string()
    .trim()
    .max(80, 'Name is too long')
    .optional()
    .transform((v) => v || undefined),
  language: LanguageSchema.default('en'),
});
export type PhoneVerifyBody = z.input<typeof PhoneVerifyBodySchema>;
