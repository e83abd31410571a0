// The auth feature's form schemas: the contract's bodies, plus what only the forms have (confirm
// password) and a forgiving phone field ("+91 98765-43210" becomes "9876543210").
import { z } from 'zod';
import { LoginBodySchema, MobileNumberSchema, PasswordSchema, PhoneSchema, PhoneVerifyBodySchema, RegisterBodySchema } from '@phoolwari/contracts';
import { normalizePhone, passwordsMatch } from '../../lib/form-rules';

export const SignupFormSchema = RegisterBodySchema.extend({
  phone: z.string().transform(normalizePhone).pipe(PhoneSchema),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
}).refine((v) => v.password === v.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
  // Checked even while other fields are still wrong, so every problem shows at once.
  when: ({ value }) => typeof value === 'object' && value !== null && 'password' in value && 'confirmPassword' in value,
});
export type SignupFormInput = z.input<typeof SignupFormSchema>;
export type SignupFormOutput = z.output<typeof SignupFormSchema>;

export const LoginFormSchema = LoginBodySchema;
export type LoginFormInput = z.input<typeof LoginFormSchema>;
export type LoginFormOutput = z.output<typeof LoginFormSchema>;

export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type ResetPasswordFormInput = z.input<typeof ResetPasswordFormSchema>;

/** The number a sign-in code goes to: Indian as typed ("98765 43210", "+91…"), or international with +. */
export const PhoneSignInFormSchema = z.object({ phone: MobileNumberSchema });
export type PhoneSignInFormInput = z.input<typeof PhoneSignInFormSchema>;
export type PhoneSignInFormOutput = z.output<typeof PhoneSignInFormSchema>;

export const CodeFormSchema = PhoneVerifyBodySchema.pick({ code: true, name: true });
export type CodeFormInput = z.input<typeof CodeFormSchema>;
export type CodeFormOutput = z.output<typeof CodeFormSchema>;
