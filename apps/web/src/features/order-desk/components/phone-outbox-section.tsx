// Messages to customers' phones, read-only, beside the mail outbox: the order confirmations and
// out-for-delivery notes with their tracking link (hidden here: only the customer gets it). Without
// an SMS provider the shop keeps them here instead of sending them.
import { EmptyState, ErrorState } from '../../../components/status-views';
import { RowSkeletons } from '../../../components/panel-states';
import { statusLabel } from '../../../components/order-status-badges';
import { formatDateTime } from '../../../lib/shop-dates';
import { usePhoneOutbox } from '../api/get-phone-outbox';
import { OUTBOX_STATUS_CLASSES } from './outbox-section';

const SHOWN = 10;

export function PhoneOutboxSection() {
  const outbox = usePhoneOutbox();
  const messages = outbox.data?.messages ?? [];
  return (
    <section aria-labelledby="phone-outbox-heading" className="space-y-3">
      <div>
        <h3 id="phone-outbox-heading" className="text-lg font-semibold text-gray-900">
          Text messages
        </h3>
        {outbox.data && (
          <p className="text-sm text-gray-700">
            {outbox.data.configured
              ? 'Messages the shop sent or is sending to customers’ phones, newest first.'
              : 'No SMS provider is set up (SMS_PROVIDER), so messages to phones are kept here instead of being sent.'}
          </p>
        )}
      </div>
      {outbox.isPending ? (
        <div role="status">
          <span className="sr-only">Loading the text messages…</span>
          <RowSkeletons count={2} />
        </div>
      ) : outbox.isError ? (
        <ErrorState title="Failed to fetch the text messages" error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : messages.length === 0 ? (
        <EmptyState title="No text messages yet" detail="Order confirmations and out-for-delivery notes appear here." />
      ) : (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {messages.slice(0, SHOWN).map((m) => (
            <li key={m._id} className="space-y-1 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 flex-1 basis-40 font-medium text-gray-900">
                  To {m.to} <span className="font-normal text-gray-700">by {m.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}</span>
                </span>
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${OUTBOX_STATUS_CLASSES[m.status] ?? 'bg-gray-100 text-gray-800'}`}
                >
                  <span className="sr-only">Status:</span> {statusLabel(m.status)}
                </span>
                <time dateTime={m.sentAt ?? m.createdAt} className="text-gray-700 tabular-nums">
                  {formatDateTime(m.sentAt ?? m.createdAt)}
                </time>
              </div>
              <p className="break-words text-gray-800">{m.text}</p>
              {m.lastError && (
                <p className="text-red-800">
                  Last error (attempt {m.attempts}): {m.lastError}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
