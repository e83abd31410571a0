// An order's refunds, for the customer (My Orders) and staff (the desk): how much, why, and where
// each one stands, in words (a refund on its way, money back on a date, or one the gateway refused).
import type { Refund } from '@phoolwari/contracts';
import { formatRupees } from '../lib/money';
import { formatDateTime } from '../lib/shop-dates';

const STATE_CLASSES: Record<Refund['status'], string> = {
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  processed: 'border-green-200 bg-green-50 text-green-900',
  failed: 'border-red-200 bg-red-50 text-red-900',
};

/** `audience`: a customer reads what happens to their money; staff read what to do about a refusal. */
export function RefundList({ refunds, audience }: { refunds: readonly Refund[]; audience: 'customer' | 'staff' }) {
  if (refunds.length === 0) return null;
  return (
    <ul aria-label="Refunds" className="flex flex-col gap-2">
      {refunds.map((refund) => (
        <li key={refund._id} data-testid="refund" className={`rounded-lg border px-3 py-2 text-sm ${STATE_CLASSES[refund.status]}`}>
          <p className="font-semibold">{headline(refund)}</p>
          <p>{detail(refund, audience)}</p>
        </li>
      ))}
    </ul>
  );
}

function headline(refund: Refund): string {
  const amount = formatRupees(refund.amount);
  if (refund.status === 'processed') return `Refunded ${amount}`;
  if (refund.status === 'failed') return `Refund of ${amount} not made`;
  return `Refund of ${amount} on its way`;
}

function detail(refund: Refund, audience: 'customer' | 'staff'): string {
  const reason = audience === 'staff' ? ` Reason: ${refund.reason}.` : '';
  if (refund.status === 'processed') {
    return `${refund.settledAt ? `Sent back on ${formatDateTime(refund.settledAt)}` : 'Sent back'} to the account it was paid from; banks usually show it within 5–7 working days.${reason}`;
  }
  if (refund.status === 'failed') {
    const why = refund.failureReason ? ` (${refund.failureReason})` : '';
    return audience === 'staff'
      ? `The payment gateway refused it${why}. Refund again, or settle with the customer another way.${reason}`
      : `The payment gateway could not send it${why}. The shop will refund you another way and get in touch.`;
  }
  return `Started ${formatDateTime(refund.createdAt)}; waiting for the payment gateway.${reason}`;
}
