// Signing in with a one-time code sent to a mobile number: the account is found, or made, by the
// number it proves. Only a keyed hash of each code is kept (HMAC with a key derived from the
// server's secret, so a leaked table cannot be brute-forced through a million codes offline); the
// code reaches the phone through the phone outbox sealed, as a staff invitation's link does, so
// staff reading the outbox see a placeholder and the sealed copy is cleared once sent. A code
// works for SIGN_IN_CODE_TTL_MINUTES and SIGN_IN_CODE_MAX_TRIES wrong tries; asking for a new one
// retires the old. Sends are limited per number and per client address, tries per address.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  SIGN_IN_CODE_MAX_TRIES,
  SIGN_IN_CODE_TTL_MINUTES,
  type PhoneCodeAnswer,
  type PhoneCodeBodySchema,
  type PhoneSignInMode,
  type PhoneVerifyBodySchema,
} from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError, unauthorized } from '../../platform/errors';
import { translator, wording } from '../../platform/i18n/translator';
import { consumeAttempt, createLimiter } from '../../platform/rate-limit';
import type { PhoneChannel } from '../../platform/phone/phone-outbox';
import * as messages from './messages';
import * as repo from './repo';
import type { AuthService } from './service';

export interface PhoneSignInDeps {
  db: Db;
  phone: Pick<PhoneChannel, 'configured' | 'queue'>;
  auth: Pick<AuthService, 'startSession'>;
  clock: Clock;
  /** The server's secret: the key that hashes codes is derived from it. */
  secret: string;
  /** A demo shop without a provider answers the code itself (config refuses this in production). */
  demoShowCode: boolean;
  limits: { codesPerNumber: number; attemptsPerIp: number; windowSeconds: number };
  redis?: Redis | null;
  /** Told of every account a code signs in (guest carts and orders join it). */
  onSignedIn?: (user: repo.UserRow, phone: string) => Promise<void>;
}

/** A number as the account shows it: India's ten digits as the rest of the shop keeps them, others in E.164. */
export const displayPhone = (e164: string) => (e164.startsWith('+91') ? e164.slice(3) : e164);

export function createPhoneSignIn({ db, phone, auth, clock, secret, demoShowCode, limits, redis, onSignedIn }: PhoneSignInDeps) {
  const key = createHmac('sha256', secret).update('phoolwari phone sign-in codes').digest();
  const hashCode = (number: string, code: string) => createHmac('sha256', key).update(`${number}:${code}`).digest('hex');
  const sendsPerNumber = createLimiter({ keyPrefix: 'otp-send-phone', points: limits.codesPerNumber, durationSeconds: limits.windowSeconds }, redis);
  const sendsPerIp = createLimiter({ keyPrefix: 'otp-send-ip', points: limits.attemptsPerIp, durationSeconds: limits.windowSeconds }, redis);
  const triesPerIp = createLimiter({ keyPrefix: 'otp-verify-ip', points: limits.attemptsPerIp, durationSeconds: limits.windowSeconds }, redis);

  const mode: PhoneSignInMode = phone.configured ? 'sent' : demoShowCode ? 'demo' : 'unavailable';
  const refuse = (status: number, key: keyof typeof messages.en, code: ConstructorParameters<typeof AppError>[2], values = {}) =>
    new AppError(status, wording(messages, key, values), code, [{ path: 'code', message: wording(messages, key, values) }]);

  return {
    mode,

    async sendCode(body: z.output<typeof PhoneCodeBodySchema>, ip: string): Promise<PhoneCodeAnswer> {
      if (mode === 'unavailable') throw new AppError(409, wording(messages, 'phoneSignInUnavailable'), 'PHONE_SIGN_IN_UNAVAILABLE');
      await consumeAttempt(sendsPerIp, ip);
      await consumeAttempt(sendsPerNumber, body.phone);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = clock();
      await db.transaction(async (tx) => {
        await repo.retireSignInCodes(tx, body.phone, now);
        await repo.insertSignInCode(tx, {
          phone: body.phone,
          codeHash: hashCode(body.phone, code),
          expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MINUTES * 60_000),
        });
        if (mode === 'sent') {
          // The outbox row holds `{{code}}`; the code itself is sealed beside it until it is sent.
          const text = translator(messages, body.language)('codeText', { code: '{{code}}', minutes: SIGN_IN_CODE_TTL_MINUTES });
          await phone.queue({ to: body.phone, text, secrets: { code } }, tx);
        }
      });
      return { phone: body.phone, expiresInMinutes: SIGN_IN_CODE_TTL_MINUTES, ...(mode === 'demo' ? { demoCode: code } : {}) };
    },

    async verify(body: z.output<typeof PhoneVerifyBodySchema>, ip: string) {
      await consumeAttempt(triesPerIp, ip);
      const now = clock();
      const expected = Buffer.from(hashCode(body.phone, body.code), 'hex');
      // A wrong try is counted and committed before the refusal is thrown.
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.lockLatestSignInCode(tx, body.phone);
        if (!row) return { refused: 'noCode' as const };
        if (row.expiresAt <= now) return { refused: 'codeExpired' as const };
        if (row.wrongTries >= SIGN_IN_CODE_MAX_TRIES) return { refused: 'codeTooManyTries' as const };
        if (!timingSafeEqual(Buffer.from(row.codeHash, 'hex'), expected)) {
          const wrong = await repo.countWrongSignInCode(tx, row.id);
          return wrong >= SIGN_IN_CODE_MAX_TRIES
            ? { refused: 'codeTooManyTries' as const }
            : { refused: 'codeWrong' as const, left: SIGN_IN_CODE_MAX_TRIES - wrong };
        }
        await repo.useSignInCode(tx, row.id, now);
        const user =
          (await repo.findUserByVerifiedPhone(tx, body.phone)) ??
          (await repo.insertPhoneUser(tx, {
            verifiedPhone: body.phone,
            phone: displayPhone(body.phone),
            name: body.name ?? displayPhone(body.phone),
            language: body.language,
          }));
        return { user };
      });
      if ('refused' in outcome) {
        if (outcome.refused === 'codeWrong') throw refuse(400, 'codeWrong', 'CODE_WRONG', { left: outcome.left });
        if (outcome.refused === 'codeExpired') throw refuse(400, 'codeExpired', 'CODE_EXPIRED');
        if (outcome.refused === 'codeTooManyTries') throw refuse(400, 'codeTooManyTries', 'CODE_TOO_MANY_TRIES');
        throw refuse(400, 'noCode', 'CODE_EXPIRED');
      }
      // Two first sign-ins of one number at once: the other request made the account; this one uses it.
      const user = outcome.user ?? (await repo.findUserByVerifiedPhone(db, body.phone));
      if (!user || user.disabledAt) throw unauthorized(wording(messages, 'accountDisabled'));
      await onSignedIn?.(user, body.phone);
      return auth.startSession(user);
    },
  };
}
export type PhoneSignIn = ReturnType<typeof createPhoneSignIn>;
