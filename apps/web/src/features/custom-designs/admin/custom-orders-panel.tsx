// The admin's Custom Orders tab (spec §2): a status filter (Pending Approval first), the designs in
// that state as cards, and the dialogs for approving, rejecting, converting and viewing one. Every
// state of the list is shown: loading (skeletons), failure (toast once, Retry), empty.
import { useEffect, useId, useState } from 'react';
import { ADMIN_CUSTOM_ORDER_FILTERS, CUSTOM_ORDER_STATUS_LABELS } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { CardSkeletons } from '../../../components/panel-states';
import { useAdminDesigns } from '../api/get-admin-designs';
import type { AdminCustomOrderFilter, CustomOrder } from '../lib/types';
import { AdminDesignCard, type DesignAction } from './admin-design-card';
import { ApproveDialog } from './approve-dialog';
import { ConvertDialog } from './convert-dialog';
import { DesignDetailsDialog } from './design-details-dialog';
import { RejectDialog } from './reject-dialog';

export const ADMIN_DESIGNS_FAILED = 'Failed to fetch custom orders';

function isFilter(value: string): value is AdminCustomOrderFilter {
  return ADMIN_CUSTOM_ORDER_FILTERS.some((f) => f === value);
}

export function CustomOrdersPanel() {
  const selectId = useId();
  const [status, setStatus] = useState<AdminCustomOrderFilter>('pending_approval');
  const [open, setOpen] = useState<{ action: DesignAction; design: CustomOrder } | null>(null);
  const designs = useAdminDesigns(status);
  const label = CUSTOM_ORDER_STATUS_LABELS[status];

  const failedAt = designs.isError ? designs.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(ADMIN_DESIGNS_FAILED);
  }, [failedAt]);

  const close = () => setOpen(null);
  const list = designs.data;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
        <label htmlFor={selectId} className="text-sm font-medium text-gray-800">
          Status
        </label>
        <select
          id={selectId}
          value={status}
          onChange={(e) => {
            if (isFilter(e.target.value)) setStatus(e.target.value);
          }}
          className="block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 sm:w-64"
        >
          {ADMIN_CUSTOM_ORDER_FILTERS.map((f) => (
            <option key={f} value={f}>
              {CUSTOM_ORDER_STATUS_LABELS[f]}
            </option>
          ))}
        </select>
      </div>

      <p role="status" className="min-h-5 text-sm text-gray-700">
        {list
          ? `${list.length} ${list.length === 1 ? 'custom order' : 'custom orders'}: ${label}`
          : designs.isError
            ? 'Custom orders could not be loaded'
            : 'Loading custom orders…'}
      </p>

      <section aria-label="Custom order list" aria-busy={designs.isFetching}>
        {designs.isPending ? (
          <CardSkeletons count={4} />
        ) : !list ? (
          <ErrorState title={ADMIN_DESIGNS_FAILED} error={designs.error} onRetry={() => void designs.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            title="No custom orders"
            detail={
              status === 'pending_approval'
                ? 'Nothing is waiting for approval. Designs customers place appear here.'
                : `No custom order is ${label.toLowerCase()}.`
            }
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((design) => (
              <li key={design._id}>
                <AdminDesignCard design={design} onAction={(action) => setOpen({ action, design })} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {open?.action === 'approve' && <ApproveDialog design={open.design} onClose={close} />}
      {open?.action === 'reject' && <RejectDialog design={open.design} onClose={close} />}
      {open?.action === 'convert' && <ConvertDialog design={open.design} onClose={close} />}
      {open?.action === 'details' && <DesignDetailsDialog design={open.design} onClose={close} />}
    </div>
  );
}
