// The shop's staff: the owner invites people by e-mail or by phone number (a single-use link that
// expires after 72 hours; where it cannot be mailed, the owner is shown it once to hand over),
// changes their roles and disables them. A disabled or demoted member's sessions end at once.
import { z } from 'zod';
import { EmailSchema, NameSchema, PasswordSchema, PhoneSchema, RoleSchema, type AuthAnswer } from './auth';
import { IdSchema } from './common';
import { STAFF_ROLES } from './staff-roles';

export const STAFF_INVITE_TTL_HOURS = 72;

export const StaffRoleSchema = z.enum(STAFF_ROLES, 'Choose a role');

export const StaffMemberSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  role: RoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffInviteSchema = z.object({
  _id: IdSchema,
  /** '' for an invitation to a phone number only. */
  email: z.string(),
  /** '' for an invitation to an e-mail address only. */
  phone: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

/** GET /api/admin/staff: everyone on the staff, and invitations not yet accepted, expired or withdrawn. */
export const StaffAnswerSchema = z.object({ members: z.array(StaffMemberSchema), invites: z.array(StaffInviteSchema) });
export type StaffAnswer = z.infer<typeof StaffAnswerSchema>;

/** An e-mail address, a phone number or both: riders often have only a phone. */
export const StaffInviteBodySchema = z
  .object({ email: EmailSchema.or(z.literal('')).default(''), phone: PhoneSchema.or(z.literal('')).default(''), name: NameSchema, role: StaffRoleSchema })
  .refine((b) => b.email !== '' || b.phone !== '', { message: 'Give an e-mail address or a mobile number', path: ['email'] });
export type StaffInviteBody = z.output<typeof StaffInviteBodySchema>;
export type StaffInviteInput = z.input<typeof StaffInviteBodySchema>;
/**
 * The new invitation, and `link` when it was not mailed (the shop has no mail server, or the
 * invitation has no e-mail address): shown to the owner this once, to copy or share; never stored
 * readable, never answered again.
 */
export const StaffInviteAnswerSchema = z.object({ invite: StaffInviteSchema, link: z.string().optional() });
export type StaffInviteAnswer = z.infer<typeof StaffInviteAnswerSchema>;

/** A role, or 'customer' to take someone off the staff. */
export const StaffRoleBodySchema = z.object({ role: RoleSchema });
export const StaffStatusBodySchema = z.object({ disabled: z.boolean() });
export const StaffMemberAnswerSchema = z.object({ member: StaffMemberSchema });
export type StaffMemberAnswer = z.infer<typeof StaffMemberAnswerSchema>;

/** The token of an invitation link: 32 random bytes, URL-safe. */
export const InviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid');
export const InviteTokenParamsSchema = z.object({ token: InviteTokenSchema });

/** GET /api/staff-invites/:token: what the link invites to, for the page that accepts it. */
export const InvitePreviewAnswerSchema = z.object({
  email: z.string(),
  phone: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  expiresAt: z.string(),
  hasAccount: z.boolean(),
});
export type InvitePreviewAnswer = z.infer<typeof InvitePreviewAnswerSchema>;

/** Accepting sets the account's password (a new account, or an existing customer's) and signs in. */
/** `email`: the new member's sign-in address, asked only when the invitation went to a phone number. */
export const AcceptInviteBodySchema = z.object({
  token: InviteTokenSchema,
  name: NameSchema,
  email: EmailSchema.optional(),
  phone: PhoneSchema.or(z.literal('')).default(''),
  password: PasswordSchema,
});
export type AcceptInviteBody = z.input<typeof AcceptInviteBodySchema>;
export type AcceptInviteAnswer = AuthAnswer;
