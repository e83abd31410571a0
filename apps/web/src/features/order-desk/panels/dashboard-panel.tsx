// The Dashboard tab: the six counters (revenue after refunds; cash on delivery still to collect
// kept apart), the 5 latest orders and 30 days of paid revenue and orders, all from GET
// /api/admin/dashboard (spec §2 with real figures instead of sample data), then the mail outbox. Skeletons while loading; a failure toasts 'Failed to fetch dashboard data'
// once and offers Retry. Live: an order's update refreshes the figures. A role that may not see
// revenue (the order desk) gets the counts without the money, and the outbox only with jobs.manage.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { DashboardAnswer } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { formatRupees } from '../../../lib/money';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { formatDateTime } from '../../../lib/shop-dates';
import { useDashboard } from '../api/get-dashboard';
import { OrderStatusBadge } from '../../../components/order-status-badges';
import { OutboxSection } from '../components/outbox-section';
import { PhoneOutboxSection } from '../components/phone-outbox-section';
import { formatCalendarDate, formatShortDay } from '../../../lib/shop-dates';
import { useLiveDesk } from '../lib/use-live-desk';
import { useSession } from '../../../lib/session';

type DailyRevenue = { date: string; revenue: number; orders: number };

export const DASHBOARD_FAILED = 'Failed to fetch dashboard data';

// recharts is fetched only when the dashboard is shown, after its figures.
const DailyChart = lazy(() => import('../components/daily-chart').then((m) => ({ default: m.DailyChart })));

const pulse = 'animate-pulse rounded bg-gray-200 motion-reduce:animate-none';

export function DashboardPanel() {
  const dashboard = useDashboard();
  const { can } = useSession();
  useLiveDesk();

  // Once per failed attempt, not on every render.
  const failedAt = dashboard.isError ? dashboard.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(DASHBOARD_FAILED);
  }, [failedAt]);

  const data = dashboard.data;
  return (
    <div className="space-y-8">
      <div aria-busy={dashboard.isFetching}>
        {dashboard.isPending ? (
          <DashboardSkeleton />
        ) : !data ? (
          <ErrorState title={DASHBOARD_FAILED} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        ) : (
          <div className="space-y-8">
            <Counters totals={data.totals} />
            <div className="grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              {/* Money figures come only to roles that may see revenue (null otherwise). */}
              {data.totals.revenue !== null && <RevenueFigure daily={data.daily.map((d) => ({ ...d, revenue: d.revenue ?? 0 }))} />}
              <RecentOrders orders={data.recentOrders} />
            </div>
            {/* Only to roles that manage events (null otherwise). */}
            {data.events && <EventFigures events={data.events} />}
          </div>
        )}
      </div>
      {can('jobs.manage') && (
        <>
          <OutboxSection />
          <PhoneOutboxSection />
        </>
      )}
    </div>
  );
}

function Counters({ totals }: { totals: DashboardAnswer['totals'] }) {
  const items: { label: string; value: string; note?: string }[] = [
    { label: 'Total Users', value: totals.users.toLocaleString('en-IN') },
    { label: 'Total Products', value: totals.products.toLocaleString('en-IN') },
    { label: 'Total Orders', value: totals.orders.toLocaleString('en-IN') },
    { label: 'Categories', value: totals.categories.toLocaleString('en-IN') },
  ];
  if (totals.revenue !== null) {
    const refunded = totals.refunded ?? 0;
    // Net of refunds: money that went (or is going) back to customers is not the shop's.
    items.push({ label: 'Revenue', value: formatRupees(totals.revenue), note: refunded > 0 ? `after ${formatRupees(refunded)} refunded` : 'after refunds' });
  }
  // Not received yet: kept apart from revenue until the rider brings it.
  if (totals.cashToCollect !== null)
    items.push({ label: 'Cash to collect', value: formatRupees(totals.cashToCollect), note: 'cash on delivery, not yet paid' });
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <div
          key={item.label}
          data-testid="dashboard-counter"
          className={`rounded-xl border border-gray-200 bg-white p-4 ${item.label === 'Revenue' || item.label === 'Cash to collect' ? 'col-span-2 sm:col-span-1' : ''}`}
        >
          <dt className="text-sm text-gray-700">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">{item.value}</dd>
          {item.note && <dd className="text-xs text-gray-600">{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

function RecentOrders({ orders }: { orders: DashboardAnswer['recentOrders'] }) {
  return (
    <Block title="Recent Orders" id="recent-orders-heading">
      {orders.length === 0 ? (
        <EmptyState title="No orders yet" detail="The latest orders show here as they come in." />
      ) : (
        <ul aria-labelledby="recent-orders-heading" className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {orders.slice(0, 5).map((o) => (
            <li key={o._id} data-testid="recent-order" className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-mono font-semibold text-gray-900">{o.orderId}</p>
                <p className="truncate text-gray-700">
                  {o.customer} · <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span className="font-semibold text-gray-900 tabular-nums">{formatRupees(o.amount)}</span>
                <OrderStatusBadge status={o.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

/** The chart for the eye; the caption and the table say the same for a screen reader. */
function RevenueFigure({ daily }: { daily: DailyRevenue[] }) {
  const revenue = daily.reduce((sum, d) => sum + d.revenue, 0);
  const orders = daily.reduce((sum, d) => sum + d.orders, 0);
  const best = daily.reduce<DailyRevenue | null>((top, d) => (d.revenue > 0 && (!top || d.revenue > top.revenue) ? d : top), null);
  const first = daily[0];
  const last = daily[daily.length - 1];
  const summary =
    orders === 0
      ? 'No paid orders in the last 30 days.'
      : `${formatRupees(revenue)} from ${orders} paid ${orders === 1 ? 'order' : 'orders'} in the last 30 days${best ? `; best day ${formatShortDay(best.date)} with ${formatRupees(best.revenue)}` : ''}.`;

  return (
    <Block title="Revenue and orders, last 30 days" id="daily-heading">
      <figure aria-labelledby="daily-heading" className="rounded-xl border border-gray-200 bg-white p-3">
        <figcaption className="mb-2 text-sm text-gray-700">{summary}</figcaption>
        <div aria-hidden="true" className="h-[280px]">
          <Suspense fallback={<div className={`${pulse} h-full w-full`} />}>
            <DailyChart daily={daily} />
          </Suspense>
        </div>
        {/* Hidden by a wrapper: a table ignores the 1px width of sr-only and would widen the page. */}
        <div className="sr-only">
          <table>
            <caption>Paid revenue and orders per day{first && last ? `, ${formatCalendarDate(first.date)} to ${formatCalendarDate(last.date)}` : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Revenue</th>
                <th scope="col">Orders</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{formatCalendarDate(d.date)}</th>
                  <td>{formatRupees(d.revenue)}</td>
                  <td>{d.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </Block>
  );
}

const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Weddings and events: what waits on the shop, what waits on the customer, what is booked, and its value by the event's month. */
function EventFigures({ events }: { events: NonNullable<DashboardAnswer['events']> }) {
  const counts = [
    { label: 'Open enquiries', value: events.openEnquiries, note: 'not called yet' },
    { label: 'Quotes sent', value: events.quotesSent, note: 'waiting for an answer' },
    { label: 'Accepted', value: events.accepted, note: 'events booked ahead' },
  ];
  const money = events.bookedByMonth.every((m) => m.value !== null);
  return (
    <Block title="Weddings and events" id="events-figures-heading">
      <dl className="grid grid-cols-3 gap-3">
        {counts.map((c) => (
          <div key={c.label} data-testid="events-counter" className="rounded-xl border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-700">{c.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">{c.value.toLocaleString('en-IN')}</dd>
            <dd className="text-xs text-gray-600">{c.note}</dd>
          </div>
        ))}
      </dl>
      {money && (
        <table className="w-full max-w-md rounded-xl border border-gray-200 bg-white text-sm">
          <caption className="mb-1 text-start text-sm text-gray-700">Value booked by the event's month</caption>
          <thead>
            <tr className="border-b border-gray-200 text-start text-gray-700">
              <th scope="col" className="px-4 py-2 text-start font-medium">
                Month
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                Booked
              </th>
            </tr>
          </thead>
          <tbody>
            {events.bookedByMonth.map((m) => (
              <tr key={m.month} data-testid="booked-month" className="border-b border-gray-100 last:border-0">
                <th scope="row" className="px-4 py-2 text-start font-normal text-gray-900">
                  {MONTH.format(new Date(`${m.month}-01T00:00:00Z`))}
                </th>
                <td className="px-4 py-2 text-end font-semibold text-gray-900 tabular-nums">{formatRupees(m.value ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Block>
  );
}

function Block({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <h3 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" className="space-y-8">
      <span className="sr-only">Loading the dashboard…</span>
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} data-testid="counter-skeleton" className="space-y-2 rounded-xl border border-gray-200 bg-white p-4">
            <div className={`${pulse} h-3 w-2/3`} />
            <div className={`${pulse} h-7 w-1/2`} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className={`${pulse} h-72 w-full`} />
        <div className="space-y-2">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className={`${pulse} h-12 w-full`} />
          ))}
        </div>
      </div>
    </div>
  );
}
