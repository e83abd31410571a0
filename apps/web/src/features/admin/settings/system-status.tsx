// System status (Settings tab): what GET /api/health reports about each service, in words —
// up, down or not configured (running on its embedded default) — with what stands behind it.
// Only names and public addresses are shown; the report carries no secrets.
import type { ComponentStatus, HealthAnswer } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/status-views';
import { useHealth } from '../api/get-health';
import { RowSkeletons } from '../../../components/panel-states';
import { formatDateTime } from '../../../lib/shop-dates';

type ComponentKey = 'db' | 'redis' | 'imageGenerator' | 'payments' | 'mail' | 'storage';

interface Row {
  key: ComponentKey;
  label: string;
  /** What stands behind it, from the report's details. */
  detail: (h: HealthAnswer) => string;
  /** What "not configured" means for this one. */
  unconfigured: string;
}

const ROWS: Row[] = [
  {
    key: 'db',
    label: 'Database',
    detail: (h) => (h.details.database === 'pglite' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL'),
    unconfigured: 'Not configured',
  },
  {
    key: 'redis',
    label: 'Redis',
    detail: () => 'Real-time updates and rate limits',
    unconfigured: 'Not configured: real-time updates run inside this server (fine for one instance)',
  },
  {
    key: 'imageGenerator',
    label: 'AI image generator',
    detail: () => 'Custom design pictures',
    unconfigured: 'Not configured: designs are drawn by the built-in renderer',
  },
  {
    key: 'payments',
    label: 'Payments',
    detail: (h) => (h.details.paymentProvider === 'razorpay' ? 'Razorpay' : 'Simulated gateway (no real money)'),
    unconfigured: 'Not configured',
  },
  { key: 'mail', label: 'E-mail', detail: () => 'Order and account e-mails', unconfigured: 'Not configured: e-mails are kept in the outbox' },
  {
    key: 'storage',
    label: 'Image storage',
    detail: (h) => `${h.details.storageDriver === 's3' ? 'S3-compatible bucket' : 'Files on this server'} · served from ${h.details.storagePublicBaseUrl}`,
    unconfigured: 'Not configured',
  },
];

const STATUS: Record<ComponentStatus, { label: string; classes: string; dot: string }> = {
  up: { label: 'Up', classes: 'bg-green-100 text-green-800', dot: 'bg-green-700' },
  down: { label: 'Down', classes: 'bg-red-100 text-red-800', dot: 'bg-red-700' },
  not_configured: { label: 'Not configured', classes: 'bg-gray-200 text-gray-800', dot: 'bg-gray-600' },
};

export function SystemStatus() {
  const health = useHealth();
  const report = health.data;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-gray-700">
          {report
            ? `${report.status === 'ok' ? 'Everything configured is working.' : 'Some services are down.'} Checked ${formatDateTime(new Date(health.dataUpdatedAt).toISOString())}.`
            : health.isError
              ? 'The status could not be checked.'
              : 'Checking…'}
        </p>
        <Button variant="secondary" onClick={() => void health.refetch()} busy={health.isFetching} busyLabel="Checking…">
          Refresh
        </Button>
      </div>
      {health.isPending ? (
        <RowSkeletons count={6} />
      ) : !report ? (
        <ErrorState title="Failed to check the system status" error={health.error} onRetry={() => void health.refetch()} />
      ) : (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200">
          {ROWS.map((row) => {
            const state = report[row.key];
            const s = STATUS[state];
            return (
              <li key={row.key} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">{row.label}</p>
                  <p className="text-sm break-words text-gray-700">{state === 'not_configured' ? row.unconfigured : row.detail(report)}</p>
                </div>
                <span
                  data-testid={`health-${row.key}`}
                  className={`inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${s.classes}`}
                >
                  <span aria-hidden="true" className={`size-1.5 rounded-full ${s.dot}`} />
                  {s.label}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
