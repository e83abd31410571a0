// The Audit trail tab (owner only): every staff write, newest first, with who did it and the values
// before and after, filtered by person, kind and shop dates. Read-only: nothing here changes it.
import { useState } from 'react';
import { AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES, ROLE_LABELS, ROLES, type AuditEntityType, type AuditEntry, type Role } from '@phoolwari/contracts';
import { AdminPagination } from '../../../components/admin-pagination';
import { SelectField, TextField } from '../../../components/form-field';
import { RowSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { formatDateTime } from '../../../lib/shop-dates';
import { useAuditTrail, type AuditFilter } from '../api/audit';

const roleLabel = (role: string) => ((ROLES as readonly string[]).includes(role) ? ROLE_LABELS[role as Role] : role);

export function AuditPanel() {
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const trail = useAuditTrail(filter);
  const data = trail.data;
  const change = (patch: Partial<AuditFilter>) => setFilter((f) => ({ ...f, ...patch, page: 1 }));

  return (
    <div className="space-y-4">
      <form aria-label="Filter the audit trail" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <SelectField label="Person" value={filter.actorId ?? ''} onChange={(e) => change({ actorId: e.target.value || undefined })}>
          <option value="">Everyone</option>
          {data?.people.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name} ({roleLabel(p.role)})
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Kind"
          value={filter.entityType ?? ''}
          onChange={(e) => change({ entityType: (e.target.value || undefined) as AuditEntityType | undefined })}
        >
          <option value="">Everything</option>
          {AUDIT_ENTITY_TYPES.map((t) => (
            <option key={t} value={t}>
              {AUDIT_ENTITY_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <TextField label="From" type="date" value={filter.from ?? ''} max={filter.to} onChange={(e) => change({ from: e.target.value || undefined })} />
        <TextField label="To" type="date" value={filter.to ?? ''} min={filter.from} onChange={(e) => change({ to: e.target.value || undefined })} />
      </form>
      <p role="status" className="min-h-5 text-sm text-gray-700">
        {data ? `${data.total} ${data.total === 1 ? 'entry' : 'entries'}` : trail.isError ? 'The audit trail could not be loaded' : 'Loading the audit trail…'}
      </p>
      <section aria-label="Audit trail" aria-busy={trail.isFetching}>
        {trail.isPending ? (
          <RowSkeletons count={6} />
        ) : !data ? (
          <ErrorState title="Failed to fetch the audit trail" error={trail.error} onRetry={() => void trail.refetch()} />
        ) : data.entries.length === 0 ? (
          <EmptyState
            title="Nothing recorded"
            detail="Every change staff make to products, prices, stock, orders, refunds, promotions, delivery, reviews, staff and settings shows here."
          />
        ) : (
          <div className={`space-y-4 transition-opacity ${trail.isPlaceholderData ? 'opacity-60' : ''}`}>
            <ol className="space-y-2">
              {data.entries.map((e) => (
                <li key={e._id}>
                  <EntryCard entry={e} />
                </li>
              ))}
            </ol>
            <AdminPagination label="Audit trail" page={data.page} totalPages={data.totalPages} onPage={(page) => setFilter((f) => ({ ...f, page }))} />
          </div>
        )}
      </section>
    </div>
  );
}

function EntryCard({ entry }: { entry: AuditEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium break-words text-gray-900">{entry.summary}</p>
        <time dateTime={entry.at} className="shrink-0 text-xs text-gray-600">
          {formatDateTime(entry.at)}
        </time>
      </div>
      <p className="text-gray-700">
        {entry.actor.name} · {roleLabel(entry.actor.role)} · <span className="font-mono text-xs">{entry.action}</span>
      </p>
      {keys.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-brand-700 underline-offset-2 hover:underline">Before and after</summary>
          <table className="mt-2 w-full table-fixed text-left text-xs">
            <caption className="sr-only">Values before and after</caption>
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className="w-1/4 py-1">
                  Field
                </th>
                <th scope="col" className="py-1">
                  Before
                </th>
                <th scope="col" className="py-1">
                  After
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 font-mono text-gray-800">
              {keys.map((k) => (
                <tr key={k}>
                  <th scope="row" className="py-1 pr-2 font-sans font-medium break-words">
                    {k}
                  </th>
                  <td className="py-1 pr-2 break-words">{shown(before[k])}</td>
                  <td className="py-1 break-words">{shown(after[k])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </article>
  );
}

function shown(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
