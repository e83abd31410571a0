// An order's refunds, for the customer (My Orders) and staff (the desk): how much, why, and where
// each one stands, in words (a refund on its way, money back on a date, or one the gateway refused).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Refund } from '@phoolwari/contracts';
import type { Language } from '../i18n/languages';
import { formatRupees } from '../lib/money';
import { formatDateTime } from '../lib/shop-dates';

const STATE_CLASSES: Record<Refund['status'], string> = {
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  processed: 'border-green-200 bg-green-50 text-green-900',
  failed: 'border-red-200 bg-red-50 text-red-900',
};

/** `audience`: a customer reads what happens to their money; staff read what to do about a refusal. */
export function RefundList({ refunds, audience }: { refunds: readonly Refund[]; audience: 'customer' | 'staff' }) {
  const { i18n, t } = useLingui();
  if (refunds.length === 0) return null;
  return (
    <ul aria-label={t`Refunds`} className="flex flex-col gap-2">
      {refunds.map((refund) => (
        <li key={refund._id} data-testid="refund" className={`rounded-lg border px-3 py-2 text-sm ${STATE_CLASSES[refund.status]}`}>
          <p className="font-semibold">{headline(refund, i18n)}</p>
          <p>{detail(refund, audience, i18n)}</p>
        </li>
      ))}
    </ul>
  );
}

function headline(refund: Refund, i18n: I18n): string {
  const amount = formatRupees(refund.amount);
  if (refund.status === 'processed') return i18n._(msg`Refunded ${amount}`);
  if (refund.status === 'failed') return i18n._(msg`Refund of ${amount} not made`);
  return i18n._(msg`Refund of ${amount} on its way`);
}

/** Each state's sentence is whole in every language; the reason staff gave follows it, for the customer too (a partial refund means little without it). */
function detail(refund: Refund, audience: 'customer' | 'staff', i18n: I18n): string {
  const language = i18n.locale as Language;
  // The sentence ends with its own full stop.
  const reasonText = refund.reason.trim().replace(/[.।]+$/, '');
  const reason = reasonText ? ` ${i18n._(msg`Reason: ${reasonText}.`)}` : '';
  if (refund.status === 'processed') {
    const settledAt = refund.settledAt ? formatDateTime(refund.settledAt, language) : null;
    const sent = settledAt
      ? i18n._(msg`Sent back on ${settledAt} to the account it was paid from; banks usually show it within 5–7 working days.`)
      : i18n._(msg`Sent back to the account it was paid from; banks usually show it within 5–7 working days.`);
    return `${sent}${reason}`;
  }
  if (refund.status === 'failed') {
    const why = refund.failureReason;
    if (audience === 'staff') {
      const refused = why
        ? i18n._(msg`The payment gateway refused it (${why}). Refund again, or settle with the customer another way.`)
        : i18n._(msg`The payment gateway refused it. Refund again, or settle with the customer another way.`);
      return `${refused}${reason}`;
    }
    const notSent = why
      ? i18n._(msg`The payment gateway could not send it (${why}). The shop will refund you another way and get in touch.`)
      : i18n._(msg`The payment gateway could not send it. The shop will refund you another way and get in touch.`);
    return `${notSent}${reason}`;
  }
  const startedAt = formatDateTime(refund.createdAt, language);
  return `${i18n._(msg`Started ${startedAt}; waiting for the payment gateway.`)}${reason}`;
}
