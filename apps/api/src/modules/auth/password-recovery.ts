// Passwords after sign-up: the forgotten-password link (forgot → mail → reset) and a change from
// the account page. Both end other sessions: whoever knew the old password is signed out.
import type { Redis } from 'ioredis';
import type { EndedSessions } from '../../platform/realtime';
import { PASSWORD_RESET_TTL_MINUTES, type ChangePasswordBody, type ForgotPasswordBody, type ResetPasswordBody } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { letter } from '../../platform/i18n/letter';
import { translator, wording } from '../../platform/i18n/translator';
import { hashLinkToken, newLinkToken } from '../../platform/link-tokens';
import type { Mailer } from '../../platform/mail/mailer';
import { assertNotLimited, consumeAttempt, createLimiter } from '../../platform/rate-limit';
import { hashPassword, verifyPassword } from './password-hashing';
import * as messages from './messages';
import * as repo from './repo';

export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this e-mail, we have sent it a link to reset the password. Please check your inbox.';
export const RESET_LINK_INVALID = messages.en.resetLinkInvalid;
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.';
export const PASSWORD_CHANGED = 'Your password has been changed. You have been signed out on your other devices.';
export const WRONG_CURRENT_PASSWORD = messages.en.wrongCurrentPassword;

/** Reset mails one address may be sent per window: enough for a lost mail, too few to flood an inbox. */
const RESET_MAILS_PER_EMAIL = 5;

export interface PasswordServiceDeps {
  db: Db;
  mailer: Mailer;
  /** The shop's public address; reset links point at its /reset-password page. */
  publicUrl: string;
  clock: Clock;
  limits: { attemptsPerIp: number; failuresPerEmail: number; windowSeconds: number };
  redis?: Redis | null;
  /** Told of each completed reset: sign-in limits on the account start again. */
  onPasswordReset?: (email: string, ip: string) => Promise<void>;
  /** Told of sessions a reset or a change ended, so their live-update sockets close too. */
  onSessionsEnded?: (ended: EndedSessions) => void;
}

export function createPasswordService({ db, mailer, publicUrl, clock, limits, redis, onPasswordReset, onSessionsEnded }: PasswordServiceDeps) {
  const attemptsPerIp = createLimiter({ keyPrefix: 'password-ip', points: limits.attemptsPerIp, durationSeconds: limits.windowSeconds }, redis);
  // Counted for every address asked about, known or not, so the limit itself reveals nothing.
  const resetMailsPerEmail = createLimiter({ keyPrefix: 'reset-email', points: RESET_MAILS_PER_EMAIL, durationSeconds: limits.windowSeconds }, redis);
  // A stolen session must not be able to guess the current password endlessly.
  const changeFailuresPerUser = createLimiter({ keyPrefix: 'password-change', points: limits.failuresPerEmail, durationSeconds: limits.windowSeconds }, redis);

  async function mailPasswordChanged(user: repo.UserRow) {
    // An account known only by its phone has no mailbox to tell.
    if (!user.email) return;
    const t = translator(messages, user.language);
    await mailer.queue({
      to: user.email,
      subject: t('changedSubject'),
      text: letter(user.language, { hello: user.name }, [t('changedText', { link: `${publicUrl}/forgot-password` })]),
    });
  }

  return {
    /** The same answer whatever the e-mail; a link is mailed only to a live account. */
    async forgotPassword(body: ForgotPasswordBody, ip: string): Promise<{ message: string }> {
      const email = body.email;
      await consumeAttempt(attemptsPerIp, ip);
      await consumeAttempt(resetMailsPerEmail, email);
      const found = await repo.findUserByEmail(db, email);
      const user = found && !found.disabledAt ? found : undefined;
      const token = newLinkToken();
      const now = clock();
      // Known or unknown, the request does the same kind of work (token, transaction, update), so
      // its timing says little about whether the account exists.
      await db.transaction(async (tx) => {
        // A new link replaces older unused ones: only the newest mail works.
        await repo.expireUnusedResets(tx, user?.id ?? '', now);
        if (user)
          await repo.insertPasswordReset(tx, {
            userId: user.id,
            tokenHash: hashLinkToken(token),
            expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
          });
      });
      if (user) {
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const t = translator(messages, user.language);
        await mailer.queue({
          to: email,
          subject: t('resetSubject'),
          text: letter(user.language, { hello: user.name }, [t('resetText', { minutes: PASSWORD_RESET_TTL_MINUTES, link: '{{resetLink}}' })]),
          secrets: { resetLink: link },
        });
      }
      return { message: FORGOT_PASSWORD_ANSWER };
    },

    /** Sets a new password with a mailed link; the link stops working and every session of the account ends. */
    async resetPassword(body: ResetPasswordBody, ip: string): Promise<{ message: string }> {
      await consumeAttempt(attemptsPerIp, ip);
      const passwordHash = await hashPassword(body.password);
      const now = clock();
      const user = await db.transaction(async (tx) => {
        const userId = await repo.claimPasswordReset(tx, hashLinkToken(body.token), now);
        const account = userId ? await repo.findUserById(tx, userId) : undefined;
        // Throwing rolls the claim back; a disabled account's link is as dead as an expired one.
        if (!account || account.disabledAt) {
          const invalid = wording(messages, 'resetLinkInvalid');
          throw new AppError(400, invalid, 'RESET_LINK_INVALID', [{ path: 'token', message: invalid }]);
        }
        await repo.updateUser(tx, account.id, { passwordHash });
        await repo.revokeUserSessions(tx, account.id, now);
        await repo.expireUnusedResets(tx, account.id, now);
        return account;
      });
      onSessionsEnded?.({ userId: user.id });
      if (user.email) await onPasswordReset?.(user.email, ip);
      await mailPasswordChanged(user);
      return { message: PASSWORD_RESET_DONE };
    },

    /** Needs the current password; the device asking stays signed in, every other one is signed out. */
    async changePassword(session: { user: repo.UserRow; sessionId: string }, body: ChangePasswordBody): Promise<{ message: string }> {
      const { user } = session;
      await assertNotLimited(changeFailuresPerUser, user.id);
      // An account that signs in by phone only has no password to change.
      if (!user.passwordHash || !(await verifyPassword(body.currentPassword, user.passwordHash))) {
        await consumeAttempt(changeFailuresPerUser, user.id).catch(() => undefined);
        const wrong = wording(messages, 'wrongCurrentPassword');
        throw new AppError(400, wrong, 'WRONG_PASSWORD', [{ path: 'currentPassword', message: wrong }]);
      }
      if (body.newPassword === body.currentPassword) {
        const message = wording(messages, 'samePassword');
        throw new AppError(400, message, 'BAD_REQUEST', [{ path: 'newPassword', message }]);
      }
      await changeFailuresPerUser.delete(user.id);
      const passwordHash = await hashPassword(body.newPassword);
      const now = clock();
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash });
        await repo.revokeUserSessions(tx, user.id, now, session.sessionId);
        await repo.expireUnusedResets(tx, user.id, now);
      });
      onSessionsEnded?.({ userId: user.id, exceptSessionId: session.sessionId });
      await mailPasswordChanged(user);
      return { message: PASSWORD_CHANGED };
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
