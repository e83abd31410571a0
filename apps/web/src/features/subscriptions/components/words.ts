// Words the subscription screens share: the days of the week, a plan's or subscription's name in
// the page's language, and a state as the customer reads it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SubscriptionState } from '@phoolwari/contracts';

const WEEKDAYS: MessageDescriptor[] = [msg`Sun`, msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`];

/** "Every day", or the days named: "Mon, Thu". */
export function weekdaysText(days: number[], i18n: I18n): string {
  if (days.length === 7) return i18n._(msg`Every day`);
  return [...days]
    .sort()
    .map((d) => i18n._(WEEKDAYS[d]!))
    .join(', ');
}

export const STATE_LABELS: Record<SubscriptionState, MessageDescriptor> = {
  awaiting_payment: msg`Waiting for payment`,
  active: msg`Active`,
  ended: msg`Ended`,
  cancelled: msg`Cancelled`,
  expired: msg`Payment not completed`,
};

export const isHindi = (i18n: I18n) => i18n.locale === 'hi';
