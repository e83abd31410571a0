// Account use cases: register, log in, log out, read and update the profile, and resolve a bearer
// token to a live user. Routes stay thin; every rule about accounts lives here.
import type { Redis } from 'ioredis';
import type { EndedSessions } from '../../platform/realtime';
import type { LoginBody, ProfileBody, RegisterBodySchema, User } from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, unauthorized } from '../../platform/errors';
import { wording } from '../../platform/i18n/translator';
import { assertNotLimited, consumeAttempt, createLimiter } from '../../platform/rate-limit';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hashing';
import * as messages from './messages';
import * as repo from './repo';
import type { TokenSigner } from './tokens';

export const BAD_CREDENTIALS = messages.en.badCredentials;

export function toUserDto(row: repo.UserRow): User {
  return { _id: row.id, name: row.name, email: row.email, phone: row.phone, role: row.role, language: row.language, createdAt: row.createdAt.toISOString() };
}

export interface AuthServiceDeps {
  db: Db;
  signer: TokenSigner;
  tokenTtlHours: number;
  limits: { attemptsPerIp: number; failuresPerEmail: number; windowSeconds: number };
  /** Shared counters for every instance; in-process when absent. */
  redis?: Redis | null;
  /** Told of sessions that end, so their live-update sockets close too. */
  onSessionsEnded?: (ended: EndedSessions) => void;
}

/** How many times the per-address-and-IP limit of wrong passwords, from anywhere, locks an account. */
export const ACCOUNT_LOCK_FACTOR = 5;

export function createAuthService({ db, signer, tokenTtlHours, limits, redis, onSessionsEnded }: AuthServiceDeps) {
  const attemptsPerIp = createLimiter({ keyPrefix: 'auth-ip', points: limits.attemptsPerIp, durationSeconds: limits.windowSeconds }, redis);
  // Wrong passwords slow down the address *from that IP*; only many more, from anywhere, lock the
  // account itself, so someone who knows the owner's e-mail cannot lock the owner out with ten
  // guesses. A password reset (which needs the mailbox) clears both.
  const failuresPerEmailAndIp = createLimiter({ keyPrefix: 'login-email-ip', points: limits.failuresPerEmail, durationSeconds: limits.windowSeconds }, redis);
  const failuresPerEmail = createLimiter(
    { keyPrefix: 'login-email', points: limits.failuresPerEmail * ACCOUNT_LOCK_FACTOR, durationSeconds: limits.windowSeconds },
    redis,
  );
  const registrationsPerEmail = createLimiter({ keyPrefix: 'register-email', points: limits.failuresPerEmail, durationSeconds: limits.windowSeconds }, redis);

  async function issueToken(user: repo.UserRow) {
    const expiresAt = new Date(Date.now() + tokenTtlHours * 3600_000);
    const sessionId = await repo.insertSession(db, user.id, expiresAt);
    const token = await signer.sign({ userId: user.id, sessionId }, expiresAt);
    return { token, user: toUserDto(user) };
  }

  return {
    async register(body: z.output<typeof RegisterBodySchema>, ip: string) {
      await consumeAttempt(attemptsPerIp, ip);
      // Registrations count against the e-mail too, so one address cannot be probed endlessly.
      await consumeAttempt(registrationsPerEmail, body.email);
      const passwordHash = await hashPassword(body.password);
      const user = await repo.insertUser(db, { email: body.email, name: body.name, phone: body.phone, language: body.language, passwordHash });
      if (!user) throw conflict(wording(messages, 'emailTaken'), 'EMAIL_TAKEN');
      return issueToken(user);
    },

    async login(body: LoginBody, ip: string) {
      await consumeAttempt(attemptsPerIp, ip);
      const pair = `${body.email}|${ip}`;
      await assertNotLimited(failuresPerEmailAndIp, pair);
      await assertNotLimited(failuresPerEmail, body.email);
      const user = await repo.findUserByEmail(db, body.email);
      // Unknown e-mail and wrong password take the same time and give the same answer.
      // An account that signs in by phone only has no password: any password is wrong for it.
      const ok = (await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash))) && Boolean(user?.passwordHash);
      if (!user || !ok || user.disabledAt) {
        await Promise.all([consumeAttempt(failuresPerEmailAndIp, pair), consumeAttempt(failuresPerEmail, body.email)].map((p) => p.catch(() => undefined)));
        throw unauthorized(wording(messages, 'badCredentials'));
      }
      await failuresPerEmailAndIp.delete(pair);
      return issueToken(user);
    },

    /** A new session for an account another flow has just proven (an accepted staff invitation). */
    startSession: issueToken,

    async logout(sessionId: string): Promise<void> {
      await repo.revokeSession(db, sessionId);
      onSessionsEnded?.({ sessionId });
    },

    /** After a password reset: the account's wrong-password counts start again (this IP's too). */
    async forgetSignInFailures(email: string, ip: string): Promise<void> {
      await Promise.all([failuresPerEmail.delete(email), failuresPerEmailAndIp.delete(`${email}|${ip}`)]);
    },

    async updateProfile(userId: string, body: ProfileBody) {
      const row = await repo.updateUser(db, userId, body);
      if (!row) throw unauthorized();
      return toUserDto(row);
    },

    /** The live user behind a bearer token, or null (bad signature, expired, logged out, disabled). */
    async authenticate(token: string): Promise<{ user: repo.UserRow; sessionId: string } | null> {
      const claims = await signer.verify(token);
      if (!claims) return null;
      const user = await repo.findActiveSessionUser(db, claims.sessionId, claims.userId);
      return user ? { user, sessionId: claims.sessionId } : null;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** Creates an owner, or promotes and re-passwords an existing account (the admin:create command). */
export async function createOrPromoteAdmin(db: Db, input: { email: string; password: string; name: string }) {
  const passwordHash = await hashPassword(input.password);
  const existing = await repo.findUserByEmail(db, input.email);
  if (existing) {
    const row = await repo.updateUser(db, existing.id, { role: 'owner', passwordHash, name: input.name });
    return { user: toUserDto(row ?? existing), created: false };
  }
  const row = await repo.insertUser(db, { email: input.email, name: input.name, phone: '', passwordHash, role: 'owner' });
  if (!row) throw new Error('Could not create the owner account');
  return { user: toUserDto(row), created: true };
}
