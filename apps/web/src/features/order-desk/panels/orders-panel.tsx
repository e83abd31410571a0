// The Orders tab's list: filter by status (it really filters, on the server), search by order
// number, customer name, e-mail or phone (debounced), the dates the orders were placed, and pages.
// A table at a desk, cards on a phone; each order with its quick moves, Edit, Cancel and Details.
// Live: any order's update refetches what is shown. Longer than most files here because the table
// and the phone cards show the same order side by side; split, each would only pass the other props.
import { useState } from 'react';
import type { Order } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { formatRupees } from '../../../lib/money';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { AdminPagination } from '../../../components/admin-pagination';
import { RowSkeletons } from '../../../components/panel-states';
import { SearchField } from '../../../components/search-field';
import { formatDateTime } from '../../../lib/shop-dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import { useDeskOrders } from '../api/get-desk-orders';
import type { OrderDeskFilter } from '../api/order-desk-keys';
import { OrderActions } from '../components/order-actions';
import { OrderDetailDialog } from '../components/order-detail-dialog';
import { DeliveryStatusBadge, OrderStatusBadge } from '../../../components/order-status-badges';
import { CashToCollect } from '../components/cash-to-collect';
import { slotLabel } from '../lib/desk-format';
import { formatCalendarDate } from '../../../lib/shop-dates';
import { useLiveDesk } from '../lib/use-live-desk';

export const DESK_PAGE_SIZE = 20;
export const DATE_RANGE_ERROR = 'The start date must not be after the end date';

const FILTERS: { value: OrderDeskFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'processing', label: 'Being prepared' },
  { value: 'shipped', label: 'Out for delivery' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];

const dateInput =
  'block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600';

export function OrdersPanel() {
  const [status, setStatus] = useState<OrderDeskFilter>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [detailSnapshot, setDetailSnapshot] = useState<Order | null>(null);
  const wide = useMediaQuery(WIDE_SCREEN);
  useLiveDesk();

  // A backwards range is not sent (the server would refuse it); the dates wait to be fixed.
  const rangeInvalid = Boolean(from && to && from > to);
  const orders = useDeskOrders({ status, search, from: rangeInvalid ? '' : from, to: rangeInvalid ? '' : to, page, limit: DESK_PAGE_SIZE });
  const data = orders.data;
  const filtered = status !== 'all' || Boolean(search) || Boolean(from) || Boolean(to);

  function change<T>(set: (v: T) => void) {
    return (value: T) => {
      set(value);
      setPage(1);
    };
  }

  function clearFilters() {
    setStatus('all');
    setSearchText('');
    setFrom('');
    setTo('');
    setPage(1);
  }

  const openDetails = (order: Order) => {
    setDetailSnapshot(order);
    setDetailId(order._id);
  };
  const detailOrder = data?.orders.find((o) => o._id === detailId) ?? detailSnapshot;

  return (
    <div className="space-y-4">
      <div role="group" aria-label="Filter by order status" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={status === f.value}
            onClick={() => change(setStatus)(f.value)}
            className={`min-h-10 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              status === f.value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600 hover:text-brand-700'
            }`}
          >
            {f.label}
          </button>
        ))}
      </div>

      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto_auto_auto] md:items-end">
        <SearchField
          label="Search orders by order number, customer name, e-mail or phone"
          value={searchText}
          onChange={change(setSearchText)}
          placeholder="Order number, name, e-mail or phone"
        />
        <label className="block text-sm font-medium text-gray-800">
          Placed from
          <input
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => change(setFrom)(e.target.value)}
            className={dateInput}
            aria-invalid={rangeInvalid || undefined}
          />
        </label>
        <label className="block text-sm font-medium text-gray-800">
          Placed to
          <input
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => change(setTo)(e.target.value)}
            className={dateInput}
            aria-invalid={rangeInvalid || undefined}
          />
        </label>
        <Button variant="ghost" onClick={clearFilters} disabled={!filtered && !searchText}>
          Clear filters
        </Button>
      </div>
      {rangeInvalid && (
        <p role="alert" className="text-sm text-red-700">
          {DATE_RANGE_ERROR}
        </p>
      )}

      <p role="status" className="min-h-5 text-sm text-gray-700">
        {data
          ? `${data.total} ${data.total === 1 ? 'order' : 'orders'}${filtered ? ' match the filters' : ''}`
          : orders.isError
            ? 'Orders could not be loaded'
            : 'Loading orders…'}
      </p>

      <section aria-label="Order list" aria-busy={orders.isFetching}>
        {orders.isPending ? (
          <RowSkeletons count={6} />
        ) : !data ? (
          <ErrorState title="Failed to fetch orders" error={orders.error} onRetry={() => void orders.refetch()} />
        ) : data.orders.length === 0 ? (
          <EmptyState
            title="No orders found"
            detail={filtered ? 'No order matches these filters.' : 'Orders appear here as soon as customers check out.'}
            action={
              filtered ? (
                <Button variant="secondary" onClick={clearFilters}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div className={`transition-opacity ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
            {wide ? <OrdersTable orders={data.orders} onDetails={openDetails} /> : <OrderCards orders={data.orders} onDetails={openDetails} />}
            <div className="mt-6">
              <AdminPagination label="Orders" page={data.page} totalPages={data.totalPages} onPage={setPage} />
            </div>
          </div>
        )}
      </section>

      {detailOrder && (
        <OrderDetailDialog
          order={detailOrder}
          onClose={() => {
            setDetailId(null);
            setDetailSnapshot(null);
          }}
        />
      )}
    </div>
  );
}

interface OrderListProps {
  orders: Order[];
  onDetails: (order: Order) => void;
}

function OrdersTable({ orders, onDetails }: OrderListProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders, newest first</caption>
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-3">
              Order
            </th>
            <th scope="col" className="px-3 py-3">
              Customer
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Amount
            </th>
            <th scope="col" className="px-3 py-3">
              Status
            </th>
            <th scope="col" className="px-3 py-3">
              Delivery
            </th>
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 bg-white">
          {orders.map((order) => (
            <tr key={order._id} data-testid="order-row" className="align-top">
              <th scope="row" className="px-3 py-3 font-normal">
                {/* The order number opens its details: one button fewer in a crowded row. */}
                <button
                  type="button"
                  onClick={() => onDetails(order)}
                  className="rounded font-mono font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {order.orderId} <span className="sr-only">details</span>
                </button>
                <span className="block text-xs whitespace-nowrap text-gray-600">{formatDateTime(order.createdAt)}</span>
              </th>
              <td className="max-w-56 px-3 py-3">
                <span className="block truncate font-medium text-gray-900">{order.user?.name ?? '—'}</span>
                <span className="block truncate text-gray-700" title={order.user?.email ?? undefined}>
                  {order.user?.email ?? ''}
                </span>
              </td>
              <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-gray-900 tabular-nums">{formatRupees(order.totalAmount)}</td>
              <td className="px-3 py-3">
                <div className="flex flex-col items-start gap-1">
                  <OrderStatusBadge status={order.orderStatus} />
                  <DeliveryStatusBadge status={order.deliveryStatus} labelled />
                  <CashToCollect order={order} />
                </div>
              </td>
              <td className="px-3 py-3 text-gray-800">
                <span className="block whitespace-nowrap">{formatCalendarDate(order.deliveryDate)}</span>
                <span className="block text-xs text-gray-700">{slotLabel(order.slot)}</span>
              </td>
              <td className="px-3 py-2">
                <OrderActions order={order} className="justify-end" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderCards({ orders, onDetails }: OrderListProps) {
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <li key={order._id} data-testid="order-row">
          <article aria-label={`Order ${order.orderId}`} className="rounded-xl border border-gray-200 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-mono font-semibold text-gray-900">{order.orderId}</h3>
                <p className="text-xs text-gray-600">{formatDateTime(order.createdAt)}</p>
              </div>
              <p className="text-base font-bold text-gray-900 tabular-nums">{formatRupees(order.totalAmount)}</p>
            </div>
            <p className="mt-2 truncate text-sm font-medium text-gray-900">{order.user?.name ?? '—'}</p>
            <p className="truncate text-sm text-gray-700">{order.user?.email ?? ''}</p>
            <div className="mt-2 flex flex-wrap gap-1">
              <OrderStatusBadge status={order.orderStatus} />
              <DeliveryStatusBadge status={order.deliveryStatus} labelled />
              <CashToCollect order={order} />
            </div>
            <p className="mt-2 text-sm text-gray-800">
              {formatCalendarDate(order.deliveryDate)} · {slotLabel(order.slot)}
            </p>
            <OrderActions order={order} onDetails={() => onDetails(order)} className="mt-3" />
          </article>
        </li>
      ))}
    </ul>
  );
}
