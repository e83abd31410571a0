// A settings list (serviceable pincodes, delivery slots): a note and an Add button, then loading
// rows, an error with Retry, an empty state, or one row per item with its summary, active badge,
// Edit and Activate/Deactivate (plus any extra actions the list needs).
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { RowSkeletons } from '../../../components/panel-states';
import { StatusBadge } from '../../../components/status-badge';

interface SettingsListProps<T> {
  note: string;
  addLabel: string;
  onAdd: () => void;
  query: { isPending: boolean; data?: T[] | undefined; error: unknown; refetch: () => unknown };
  errorTitle: string;
  emptyTitle: string;
  emptyDetail: string;
  /** The list's accessible name. */
  label: string;
  keyOf: (item: T) => string;
  /** Said to screen readers after each button, so "Edit" says which row. */
  nameOf: (item: T) => string;
  isActive: (item: T) => boolean;
  summary: (item: T) => ReactNode;
  onEdit: (item: T) => void;
  onToggle: (item: T) => void;
  extraActions?: (item: T) => ReactNode;
}

export function SettingsList<T>(props: SettingsListProps<T>) {
  const { query, nameOf } = props;
  const list = query.data;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-700">{props.note}</p>
        <Button variant="secondary" onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </div>
      {query.isPending ? (
        <RowSkeletons count={3} />
      ) : !list ? (
        <ErrorState title={props.errorTitle} error={query.error} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={props.emptyTitle} detail={props.emptyDetail} />
      ) : (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200" aria-label={props.label}>
          {list.map((item) => (
            <li key={props.keyOf(item)} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1">{props.summary(item)}</div>
              <StatusBadge active={props.isActive(item)} />
              <div className="flex gap-2">
                <Button variant="ghost" className="min-h-10 px-3" onClick={() => props.onEdit(item)}>
                  Edit <span className="sr-only">{nameOf(item)}</span>
                </Button>
                <Button variant="ghost" className="min-h-10 px-3" onClick={() => props.onToggle(item)}>
                  {props.isActive(item) ? 'Deactivate' : 'Activate'} <span className="sr-only">{nameOf(item)}</span>
                </Button>
                {props.extraActions?.(item)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
