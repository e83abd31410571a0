// The mail outbox, read-only: the latest e-mails the shop sent or kept (order confirmations,
// dispatch and delivery notes, password resets). Without SMTP the shop stores them here instead,
// so the owner can still read what customers would have received.
import { useState } from 'react';
import { Button } from '../../../components/button';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { RowSkeletons } from '../../../components/panel-states';
import { formatDateTime } from '../../../lib/shop-dates';
import { useOutbox, type OutboxMessage } from '../api/get-outbox';
import { statusLabel } from '../../../components/order-status-badges';

const FIRST_SHOWN = 10;

/** One colour per outbox status, for mail and text messages alike. */
export const OUTBOX_STATUS_CLASSES: Record<string, string> = {
  sent: 'bg-green-100 text-green-800',
  stored: 'bg-gray-100 text-gray-800',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
};

export function OutboxSection() {
  const outbox = useOutbox();
  const [showAll, setShowAll] = useState(false);
  const messages = outbox.data?.messages ?? [];
  const shown = showAll ? messages : messages.slice(0, FIRST_SHOWN);

  return (
    <section aria-labelledby="outbox-heading" className="space-y-3">
      <div>
        <h3 id="outbox-heading" className="text-lg font-semibold text-gray-900">
          Outbox
        </h3>
        {outbox.data && (
          <p className="text-sm text-gray-700">
            {outbox.data.configured
              ? 'E-mails the shop sent or is sending to customers, newest first.'
              : 'No mail server is set up (SMTP_URL), so e-mails are kept here instead of being sent.'}
          </p>
        )}
      </div>
      {outbox.isPending ? (
        <div role="status">
          <span className="sr-only">Loading the outbox…</span>
          <RowSkeletons count={3} />
        </div>
      ) : outbox.isError ? (
        <ErrorState title="Failed to fetch the outbox" error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : messages.length === 0 ? (
        <EmptyState title="No e-mails yet" detail="Order confirmations and delivery notes appear here." />
      ) : (
        <>
          <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {shown.map((m) => (
              <OutboxRow key={m._id} message={m} />
            ))}
          </ul>
          {messages.length > FIRST_SHOWN && (
            <Button variant="ghost" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
              {showAll ? 'Show fewer' : `Show all ${messages.length}`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function OutboxRow({ message: m }: { message: OutboxMessage }) {
  return (
    <li className="px-4 py-3 text-sm">
      <details className="group">
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded focus-visible:outline-2 focus-visible:outline-brand-600">
          <span className="min-w-0 flex-1 basis-56">
            <span className="block truncate font-medium text-gray-900">{m.subject}</span>
            <span className="block truncate text-gray-700">To {m.to}</span>
          </span>
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${OUTBOX_STATUS_CLASSES[m.status] ?? 'bg-gray-100 text-gray-800'}`}
          >
            <span className="sr-only">Status:</span> {statusLabel(m.status)}
          </span>
          <time dateTime={m.sentAt ?? m.createdAt} className="text-gray-700 tabular-nums">
            {formatDateTime(m.sentAt ?? m.createdAt)}
          </time>
        </summary>
        <div className="mt-2 space-y-1 rounded-lg bg-gray-50 p-3">
          {m.lastError && (
            <p className="text-red-800">
              Last error (attempt {m.attempts}): {m.lastError}
            </p>
          )}
          <pre className="font-sans whitespace-pre-wrap text-gray-800">{m.text}</pre>
        </div>
      </details>
    </li>
  );
}
