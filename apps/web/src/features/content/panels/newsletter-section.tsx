// The Inbox tab's newsletter part: how many addresses are confirmed, waiting for confirmation or
// unsubscribed, and the confirmed ones as a CSV file.
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { RowSkeletons } from '../../../components/panel-states';
import { ErrorState } from '../../../components/status-views';
import { downloadSubscribersCsv, useNewsletterStats } from '../api/newsletter-admin';

export function NewsletterSection() {
  const stats = useNewsletterStats();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadSubscribersCsv();
    } catch (e) {
      toast.error(errorMessage(e, 'The export failed. Please try again.'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="newsletter-heading" className="space-y-3 border-t border-gray-200 pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="newsletter-heading" className="text-lg font-semibold text-gray-900">
          Newsletter
        </h3>
        <Button variant="secondary" onClick={() => void exportCsv()} busy={exporting} busyLabel="Exporting…" disabled={stats.data?.confirmed === 0}>
          Export CSV
        </Button>
      </div>
      {stats.isPending ? (
        <div role="status">
          <span className="sr-only">Loading the newsletter figures…</span>
          <RowSkeletons count={1} />
        </div>
      ) : stats.isError ? (
        <ErrorState title="Failed to fetch the newsletter figures" error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {(
              [
                ['Confirmed', stats.data.confirmed],
                ['Waiting for confirmation', stats.data.pending],
                ['Unsubscribed', stats.data.unsubscribed],
              ] as const
            ).map(([label, count]) => (
              <div key={label} className="rounded-xl border border-gray-200 bg-white p-4">
                <dt className="text-sm text-gray-700">{label}</dt>
                <dd className="text-2xl font-bold text-gray-900 tabular-nums">{count}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-gray-700">
            {stats.data.confirmed === 0
              ? 'Nobody has confirmed a subscription yet, so there is nothing to export.'
              : 'The export holds confirmed subscribers only.'}
          </p>
        </>
      )}
    </section>
  );
}
