// Background jobs (Settings tab): how much work waits on the shared queue per kind of job (mail,
// unpaid orders' expiry…), and the jobs that failed after their last retry, each with a Retry
// button. The numbers cover every instance of the shop, since they share one queue.
import { Button } from '../../../components/button';
import { RowSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/shop-dates';
import { toast } from '../../../lib/toast';
import { useBackgroundJobs, useRetryJob } from '../api/background-jobs';

/** What each queue does, in the owner's words; a queue not named here shows its own name. */
const QUEUE_NAMES: Record<string, string> = {
  'mail-deliver': 'E-mail delivery',
  'orders-expire-unpaid': 'Unpaid orders expiring',
};
const queueName = (name: string) => QUEUE_NAMES[name] ?? name;

export function BackgroundJobs() {
  const jobs = useBackgroundJobs();
  const retry = useRetryJob();
  const report = jobs.data;

  if (jobs.isPending) return <RowSkeletons count={3} />;
  if (!report) return <ErrorState title="Failed to load the background jobs" error={jobs.error} onRetry={() => void jobs.refetch()} />;

  return (
    <div className="space-y-4">
      {!report.workers && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This server runs no workers (JOB_WORKERS=false): another instance must take the work.
        </p>
      )}
      <div className="overflow-x-auto rounded-xl border border-gray-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Background jobs by kind</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-2 py-2 font-semibold sm:px-4">
                Job
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-4">
                Waiting
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-4">
                Running
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-4">
                Failed
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {report.queues.map((q) => (
              <tr key={q.name} data-testid={`queue-${q.name}`}>
                <th scope="row" className="px-2 py-2 font-medium text-gray-900 sm:px-4">
                  {queueName(q.name)}
                </th>
                <td className="px-2 py-2 text-right tabular-nums sm:px-4">{q.waiting}</td>
                <td className="px-2 py-2 text-right tabular-nums sm:px-4">{q.active}</td>
                <td className={`px-2 py-2 text-right tabular-nums sm:px-4 ${q.failed > 0 ? 'font-semibold text-red-800' : ''}`}>{q.failed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {report.failed.length === 0 ? (
        <EmptyState title="No failed jobs" detail="Jobs that fail are retried with growing waits; one that still fails after its last retry is listed here." />
      ) : (
        <ul aria-label="Failed jobs" className="divide-y divide-gray-200 rounded-xl border border-red-200">
          {report.failed.map((job) => {
            const retrying = retry.isPending && retry.variables.jobId === job._id;
            return (
              <li key={job._id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <p className="font-medium break-words text-gray-900">{job.about}</p>
                  <p className="text-sm break-words text-red-800">{job.error}</p>
                  <p className="text-xs text-gray-700">
                    {queueName(job.queue)} · {job.attempts} {job.attempts === 1 ? 'attempt' : 'attempts'} · failed {formatDateTime(job.failedAt)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  busy={retrying}
                  busyLabel="Retrying…"
                  aria-label={`Retry: ${job.about}`}
                  onClick={() =>
                    retry.mutate(
                      { queue: job.queue, jobId: job._id },
                      {
                        onSuccess: () => toast.success('Put back in line: it runs within seconds'),
                        onError: (error) => toast.error(errorMessage(error, 'Failed to retry the job')),
                      },
                    )
                  }
                >
                  Retry
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
