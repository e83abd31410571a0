// The newsletter list with double opt-in: an address is only 'confirmed' after its owner follows
// the mailed link. Subscribing answers the same whatever the address's state, so the form tells
// no one who is on the list; every newsletter mail carries a one-click unsubscribe link.
import type { Redis } from 'ioredis';
import type { Language, NewsletterStatsAnswer } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { letter } from '../../platform/i18n/letter';
import { translator, wording } from '../../platform/i18n/translator';
import { hashLinkToken, newLinkToken } from '../../platform/link-tokens';
import type { Mailer } from '../../platform/mail/mailer';
import { consumeAttempt, createLimiter, tryConsumeAttempt } from '../../platform/rate-limit';
import { shopDateTime } from '../../platform/clock';
import * as messages from './messages';
import * as repo from './repo';

export const SUBSCRIBE_ANSWER = 'Thank you! Please confirm your subscription with the link we have sent to your e-mail.';
export const CONFIRMED_ANSWER = 'Your subscription is confirmed. Welcome to the Phoolwari newsletter!';
export const UNSUBSCRIBED_ANSWER = 'You have been unsubscribed and will get no more newsletters from us.';
export const NEWSLETTER_LINK_INVALID = messages.en.linkInvalid;

/** A confirm or unsubscribe link that no longer works, in the reader's language. */
function linkInvalid(): AppError {
  const invalid = wording(messages, 'linkInvalid');
  return new AppError(400, invalid, 'LINK_INVALID', [{ path: 'token', message: invalid }]);
}

/** Confirmation mails one address may get per hour, however often the form is sent for it. */
const CONFIRM_MAILS_PER_EMAIL_PER_HOUR = 3;

/** One CSV cell: quoted, with a leading quote on anything a spreadsheet would run as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export interface NewsletterServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
  limits: { perIp: number; windowSeconds: number };
  redis?: Redis | null;
}

export function createNewsletterService({ db, mailer, publicUrl, clock, limits, redis }: NewsletterServiceDeps) {
  const subscribesPerIp = createLimiter({ keyPrefix: 'newsletter-ip', points: limits.perIp, durationSeconds: limits.windowSeconds }, redis);
  const confirmMailsPerEmail = createLimiter({ keyPrefix: 'newsletter-email', points: CONFIRM_MAILS_PER_EMAIL_PER_HOUR, durationSeconds: 3600 }, redis);

  const unsubscribeLink = (s: repo.SubscriberRow) => `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(s.unsubscribeToken)}`;
  /** A newsletter mail in the subscriber's language, its footer with the unsubscribe link under the signature. */
  function newsletterMail(s: repo.SubscriberRow, subject: 'confirmSubject' | 'welcomeSubject', paragraph: string) {
    const t = translator(messages, s.language);
    // The links are the mailer's secrets: staff reading the outbox see placeholders.
    const footer = t('footer', { email: s.email, link: '{{unsubscribeLink}}' });
    return { to: s.email, subject: t(subject), text: `${letter(s.language, 'anyone', [paragraph])}\n\n--\n${footer}` };
  }

  /** A fresh confirmation link (older ones stop working) and the mail carrying it, in the language last asked for. */
  async function sendConfirmation(subscriber: repo.SubscriberRow, language: Language, token = newLinkToken()) {
    const row =
      (await repo.updateSubscriber(db, subscriber.id, { status: 'pending', confirmTokenHash: hashLinkToken(token), unsubscribedAt: null, language })) ??
      subscriber;
    await mailer.queue({
      ...newsletterMail(row, 'confirmSubject', translator(messages, row.language)('confirmText', { link: '{{confirmLink}}' })),
      secrets: { confirmLink: `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`, unsubscribeLink: unsubscribeLink(row) },
    });
  }

  return {
    async subscribe({ email, language }: { email: string; language: Language }, ip: string): Promise<{ message: string }> {
      await consumeAttempt(subscribesPerIp, ip);
      const existing = await repo.findByEmail(db, email);
      // A confirmed address needs nothing; the answer stays the same so the form reveals nothing.
      if (existing?.status === 'confirmed') return { message: SUBSCRIBE_ANSWER };
      // Past the per-address budget the request quietly changes nothing: the form cannot be used to flood an inbox.
      if (!(await tryConsumeAttempt(confirmMailsPerEmail, email))) return { message: SUBSCRIBE_ANSWER };
      const token = newLinkToken();
      const subscriber =
        existing ??
        (await repo.insertPending(db, { email, language, confirmTokenHash: hashLinkToken(token), unsubscribeToken: newLinkToken() })) ??
        (await repo.findByEmail(db, email));
      if (subscriber && subscriber.status !== 'confirmed') await sendConfirmation(subscriber, language, token);
      return { message: SUBSCRIBE_ANSWER };
    },

    /** Following the link again while confirmed answers the same; after unsubscribing the old link is dead. */
    async confirm(token: string): Promise<{ message: string }> {
      const subscriber = await repo.findByConfirmTokenHash(db, hashLinkToken(token));
      if (!subscriber || subscriber.status === 'unsubscribed') throw linkInvalid();
      if (subscriber.status === 'confirmed') return { message: CONFIRMED_ANSWER };
      const row = (await repo.updateSubscriber(db, subscriber.id, { status: 'confirmed', confirmedAt: clock() })) ?? subscriber;
      await mailer.queue({
        ...newsletterMail(row, 'welcomeSubject', translator(messages, row.language)('welcomeText')),
        secrets: { unsubscribeLink: unsubscribeLink(row) },
      });
      return { message: CONFIRMED_ANSWER };
    },

    /** Works as often as it is followed; the confirmation link dies so it cannot re-subscribe the address. */
    async unsubscribe(token: string): Promise<{ message: string }> {
      const subscriber = await repo.findByUnsubscribeToken(db, token);
      if (!subscriber) throw linkInvalid();
      if (subscriber.status !== 'unsubscribed') {
        await repo.updateSubscriber(db, subscriber.id, { status: 'unsubscribed', unsubscribedAt: clock(), confirmTokenHash: null });
      }
      return { message: UNSUBSCRIBED_ANSWER };
    },

    stats: (): Promise<NewsletterStatsAnswer> => repo.countByStatus(db),

    /** Confirmed subscribers as CSV: a header row, then e-mail and the time of confirmation (ISO, UTC). */
    async exportCsv(): Promise<{ filename: string; csv: string }> {
      const rows = await repo.listConfirmed(db);
      const lines = ['email,confirmed_at', ...rows.map((r) => [csvCell(r.email), csvCell(r.confirmedAt?.toISOString() ?? '')].join(','))];
      return { filename: `phoolwari-newsletter-${shopDateTime(clock()).date}.csv`, csv: `${lines.join('\r\n')}\r\n` };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
