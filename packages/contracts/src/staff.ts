// The shop's staff: the owner invites people by e-mail (a single-use link that expires after 72
// hours), changes their roles and disables them. A disabled or demoted member's sessions end at once.
import { z } from 'zod';
import { EmailSchema, NameSchema, PasswordSchema, PhoneSchema, RoleSchema, type AuthAnswer } from './auth';
import { IdSchema } from './common';
import { STAFF_ROLES } from './staff-roles';

export const STAFF_INVITE_TTL_HOURS = 72;

export const StaffRoleSchema = z.enum(STAFF_ROLES, 'Choose a role');

export const StaffMemberSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: RoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffInviteSchema = z.object({
  _id: IdSchema,
  email: z.string(),
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

export const StaffInviteBodySchema = z.object({ email: EmailSchema, name: NameSchema, role: StaffRoleSchema });
export type StaffInviteBody = z.infer<typeof StaffInviteBodySchema>;
export const StaffInviteAnswerSchema = z.object({ invite: StaffInviteSchema });

/** A role, or 'customer' to take someone off the staff. */
export const StaffRoleBodySchema = z.object({ role: RoleSchema });
export const StaffStatusBodySchema = z.object({ disabled: z.boolean() });
export const StaffMemberAnswerSchema = z.object({ member: StaffMemberSchema });
export type StaffMemberAnswer = z.infer<typeof StaffMemberAnswerSchema>;

/** The token of an invitation link: 32 random bytes, URL-safe. */
export const InviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid');
export const InviteTokenParamsSchema = z.object({ token: InviteTokenSchema });

/** GET /api/staff-invites/:token: what the link invites to, for the page that accepts it. */
export const InvitePreviewAnswerSchema = z.object({ email: z.string(), name: z.string(), role: StaffRoleSchema, expiresAt: z.string(), hasAccount: z.boolean() });
export type InvitePreviewAnswer = z.infer<typeof InvitePreviewAnswerSchema>;

/** Accepting sets the account's password (a new account, or an existing customer's) and signs in. */
export const AcceptInviteBodySchema = z.object({ token: InviteTokenSchema, name: NameSchema, phone: PhoneSchema.or(z.literal('')).default(''), password: PasswordSchema });
export type AcceptInviteBody = z.input<typeof AcceptInviteBodySchema>;
export type AcceptInviteAnswer = AuthAnswer;
