// An order's tracking link as customers receive it: the order gets its token when it is confirmed
// (orders/transitions.ts), and its mails and texts carry the link; the tracking module serves it.
import type { Language } from '@phoolwari/contracts';
import { translator } from '../../platform/i18n/translator';
import * as messages from './messages';

/** The shop's page a tracking link opens. */
export const trackingPath = (token: string) => `/track/${token}`;

/** The public address of a tracking link. */
export function trackingUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${trackingPath(token)}`;
}

/** Where order mail puts the link: sealed in the outbox as `{{trackLink}}` until sent (see the mailer). */
export function followYourOrder(publicUrl: string, token: string | null, language: Language): { text: string; secrets: { trackLink: string } } | null {
  if (!token) return null;
  return {
    text: translator(messages, language)('follow', { link: '{{trackLink}}' }),
    secrets: { trackLink: trackingUrl(publicUrl, token) },
  };
}
