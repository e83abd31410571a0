// The owner's staff management: invitations by e-mail or phone number, roles, disabling. Every change is on the
// audit trail; a member whose role changes (or who is disabled) is signed out everywhere at once,
// so what they may do follows the new role from their next request.
import type { Redis } from 'ioredis';
import {
  ROLE_LABELS,
  STAFF_INVITE_TTL_HOURS,
  type AcceptInviteAnswer,
  type AcceptInviteBody,
  type InvitePreviewAnswer,
  type Role,
  type StaffAnswer,
  type StaffInvite,
  type StaffInviteAnswer,
  type StaffInviteBody,
  type StaffMember,
} from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { hashLinkToken, newLinkToken } from '../../platform/link-tokens';
import type { Mailer } from '../../platform/mail/mailer';
import type { PhoneChannel } from '../../platform/phone/phone-outbox';
import { consumeAttempt, createLimiter } from '../../platform/rate-limit';
import type { EndedSessions } from '../../platform/realtime';
import type { AdminUserService } from '../admin-users';
import { recordAudit, type AuditActor } from '../audit';
import {
  hashPassword,
  type UserRow,
  countOtherActiveOwners,
  findUserByEmail,
  findUserById,
  insertUser,
  lockOwnership,
  revokeUserSessions,
  updateUser,
  type AuthService,
} from '../auth';
import * as repo from './repo';

export const INVITE_INVALID = 'This invitation link is invalid, was withdrawn or has expired. Ask the shop’s owner for a new one.';

const toMemberDto = (row: UserRow): StaffMember => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const toInviteDto = (row: repo.InviteRow, invitedBy: string | null): StaffInvite => ({
  _id: row.id,
  email: row.email,
  phone: row.phone,
  name: row.name,
  role: row.role,
  invitedBy,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

const roleName = (role: Role) => ROLE_LABELS[role].toLowerCase();

interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** The phone channel: an invitation to a number goes by SMS or WhatsApp where a provider is set. */
  phone: Pick<PhoneChannel, 'configured' | 'queue'>;
  publicUrl: string;
  auth: AuthService;
  adminUsers: AdminUserService;
  limits: { attemptsPerIp: number; windowSeconds: number };
  redis?: Redis | null;
  onSessionsEnded?: (ended: EndedSessions) => void;
}

export function createStaffService({ db, clock, mailer, phone, publicUrl, auth, adminUsers, limits, redis, onSessionsEnded }: Deps) {
  // An invitation link is as strong as a reset link; guessing at the accept route is limited like a reset.
  const acceptsPerIp = createLimiter({ keyPrefix: 'staff-invite-ip', points: limits.attemptsPerIp, durationSeconds: limits.windowSeconds }, redis);

  async function openInvite(token: string, lock = false) {
    const invite = await repo.findOpenInvite(db, hashLinkToken(token), clock(), { lock });
    if (!invite) throw new AppError(404, INVITE_INVALID, 'INVITE_INVALID');
    return invite;
  }

  return {
    async list(): Promise<StaffAnswer> {
      const [members, invites] = await Promise.all([repo.listStaffMembers(db), repo.listOpenInvites(db, clock())]);
      return { members: members.map(toMemberDto), invites: invites.map((i) => toInviteDto(i.invite, i.invitedBy)) };
    },

    /**
     * A single-use link, mailed where the shop has a mail server and the invitation an address, and
     * sent by SMS or WhatsApp where the shop has a phone provider and the invitation a number;
     * otherwise answered this once as `link` for the owner to copy or share (both outboxes keep it
     * sealed either way). A newer invitation to the same address or number replaces older ones.
     */
    async invite(actor: AuditActor, body: StaffInviteBody): Promise<StaffInviteAnswer> {
      const existing = body.email ? await findUserByEmail(db, body.email) : undefined;
      if (existing && existing.role !== 'customer')
        throw conflict(`${existing.name} is already on the staff as ${roleName(existing.role)}: change their role instead`, 'ALREADY_STAFF');
      const token = newLinkToken();
      const link = `${publicUrl}/staff-invite?token=${encodeURIComponent(token)}`;
      const now = clock();
      const whom = [body.email && `<${body.email}>`, body.phone && `(${body.phone})`].filter(Boolean).join(' ');
      const invite = await db.transaction(async (tx) => {
        await repo.revokeInvitesTo(tx, body, now);
        const row = await repo.insertInvite(tx, {
          email: body.email,
          phone: body.phone,
          name: body.name,
          role: body.role,
          tokenHash: hashLinkToken(token),
          invitedById: actor.id,
          expiresAt: new Date(now.getTime() + STAFF_INVITE_TTL_HOURS * 3600_000),
        });
        await recordAudit(tx, actor, {
          action: 'staff.invite',
          entityType: 'staff',
          entityId: row.id,
          summary: `${body.name} ${whom} invited as ${roleName(body.role)}`,
          after: { email: body.email, phone: body.phone, role: body.role },
        });
        if (body.email) {
          await mailer.queue(
            {
              to: body.email,
              subject: `Join Phoolwari's team as ${roleName(body.role)}`,
              text: `Hello ${body.name},\n\n${actor.name} has invited you to Phoolwari's team as ${roleName(body.role)}. Accept within ${STAFF_INVITE_TTL_HOURS} hours and choose your password here:\n\n{{inviteLink}}\n\nThe link works once. If you did not expect it, ignore this mail.\n\nPhoolwari`,
              secrets: { inviteLink: link },
            },
            tx,
          );
        }
        if (body.phone) {
          await phone.queue(
            {
              to: body.phone,
              text: `Phoolwari: ${actor.name} invites you to the team as ${roleName(body.role)}. Join within ${STAFF_INVITE_TTL_HOURS} hours: {{inviteLink}}`,
              secrets: { inviteLink: link },
            },
            tx,
          );
        }
        return row;
      });
      const sent = (Boolean(body.email) && mailer.configured) || (Boolean(body.phone) && phone.configured);
      return { invite: toInviteDto(invite, actor.name), ...(!sent && { link }) };
    },

    async withdrawInvite(actor: AuditActor, inviteId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.revokeInvite(tx, inviteId, clock());
        if (!row) throw notFound('Invitation not found');
        await recordAudit(tx, actor, {
          action: 'staff.invite.withdraw',
          entityType: 'staff',
          entityId: row.id,
          summary: `Invitation to ${row.email || row.phone} (${roleName(row.role)}) withdrawn`,
          before: { email: row.email, phone: row.phone, role: row.role },
        });
      });
    },

    /** A new role (or 'customer': off the staff); the shop always keeps an active owner. */
    async setRole(actor: AuditActor, userId: string, role: Role): Promise<StaffMember> {
      const row = await db.transaction(async (tx) => {
        await lockOwnership(tx);
        const target = await findUserById(tx, userId);
        if (!target) throw notFound('Account not found');
        if (target.role === role) return target;
        if (target.role === 'owner' && !target.disabledAt && (await countOtherActiveOwners(tx, userId)) === 0) {
          throw conflict('The shop needs an owner: make someone else owner first', 'LAST_OWNER');
        }
        const updated = await updateUser(tx, userId, { role });
        await revokeUserSessions(tx, userId, clock());
        await recordAudit(tx, actor, {
          action: 'staff.role',
          entityType: 'staff',
          entityId: userId,
          summary: `${target.name}: ${roleName(target.role)} → ${roleName(role)}`,
          before: { role: target.role },
          after: { role },
        });
        return updated ?? target;
      });
      onSessionsEnded?.({ userId });
      return toMemberDto(row);
    },

    async setDisabled(actor: UserRow, userId: string, disabled: boolean): Promise<StaffMember> {
      await adminUsers.setUserDisabled({ actor, userId, disabled });
      const row = await findUserById(db, userId);
      if (!row) throw notFound('Account not found');
      return toMemberDto(row);
    },

    async preview(token: string): Promise<InvitePreviewAnswer> {
      const invite = await openInvite(token);
      const account = invite.email ? await findUserByEmail(db, invite.email) : undefined;
      return {
        email: invite.email,
        phone: invite.phone,
        name: invite.name,
        role: invite.role,
        expiresAt: invite.expiresAt.toISOString(),
        hasAccount: Boolean(account),
      };
    },

    /**
     * Accepts an invitation: the account (new, or the invited address's customer account) gets the
     * role and the chosen password, older sessions end, and the new member is signed in.
     */
    async accept(body: AcceptInviteBody & { phone: string }, ip: string): Promise<AcceptInviteAnswer> {
      await consumeAttempt(acceptsPerIp, ip);
      const passwordHash = await hashPassword(body.password);
      const { user, hadAccount } = await db.transaction(async (tx) => {
        const invite = await repo.findOpenInvite(tx, hashLinkToken(body.token), clock(), { lock: true });
        if (!invite) throw new AppError(404, INVITE_INVALID, 'INVITE_INVALID');
        // An invitation to a phone number: the member gives the address they will sign in with. Only
        // an invited address may take over an existing account (its password is set here).
        const email = invite.email || body.email;
        if (!email) throw badRequest('Enter the e-mail address you will sign in with', [{ path: 'email', message: 'Enter your e-mail address' }]);
        const existing = await findUserByEmail(tx, email);
        if (existing && !invite.email) throw conflict('This e-mail address already has an account: ask the owner to invite that address', 'EMAIL_TAKEN');
        if (existing?.disabledAt) throw new AppError(404, INVITE_INVALID, 'INVITE_INVALID');
        const phone = body.phone || invite.phone;
        const values = { name: body.name, role: invite.role, passwordHash, ...(phone ? { phone } : {}) };
        const row = existing ? await updateUser(tx, existing.id, values) : await insertUser(tx, { email, phone: '', ...values });
        if (!row) throw new AppError(404, INVITE_INVALID, 'INVITE_INVALID');
        if (existing) await revokeUserSessions(tx, existing.id, clock());
        await repo.markAccepted(tx, invite.id, clock());
        await recordAudit(tx, row, {
          action: 'staff.join',
          entityType: 'staff',
          entityId: row.id,
          summary: `${row.name} joined the staff as ${roleName(invite.role)}`,
          after: { role: invite.role },
        });
        return { user: row, hadAccount: Boolean(existing) };
      });
      if (hadAccount) onSessionsEnded?.({ userId: user.id });
      return auth.startSession(user);
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
