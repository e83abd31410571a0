// The workshop's day: the orders to deliver on a date (today in India by default), grouped by
// slot in time order, each as a job sheet with its moves and a Print button; "Print all" prints
// every sheet of the day, one per page. The day's booked events have job sheets of their own
// beside the orders' (decision 034). Live like the order list.
import { useState, type ReactNode } from 'react';
import type { EventJob, Order } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { DayPicker } from '../../../components/day-picker';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { CardSkeletons } from '../../../components/panel-states';
import { EventJobSheet } from '../../event-enquiries/admin';
import { useDeliveries } from '../api/get-deliveries';
import { JobSheet } from '../components/job-sheet';
import { OrderActions } from '../components/order-actions';
import { PrintSheets } from '../components/print-sheets';
import { AssignSlot, RiderPicker } from '../components/rider-picker';
import { slotLabel } from '../lib/desk-format';
import { formatCalendarDate, shopToday } from '../../../lib/shop-dates';
import { useLiveDesk } from '../lib/use-live-desk';

/** One job sheet on the desk, an order's or an event's, with its moves (if any) and its own Print. */
function JobCard({
  label,
  event = false,
  actions,
  onPrint,
  children,
}: {
  label: string;
  event?: boolean;
  actions?: ReactNode;
  onPrint: () => void;
  children: ReactNode;
}) {
  return (
    <article
      aria-label={`Job sheet for ${label}`}
      className={`flex h-full flex-col gap-4 rounded-xl border bg-white p-4 ${event ? 'border-violet-200' : 'border-gray-200'}`}
    >
      {children}
      <div className={`mt-auto flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3 ${actions ? 'justify-between' : 'justify-end'}`}>
        {actions}
        <Button variant="ghost" className="min-h-10 px-3" onClick={onPrint}>
          Print <span className="sr-only">job sheet for {label}</span>
        </Button>
      </div>
    </article>
  );
}

export function DeliveriesPanel() {
  const today = shopToday();
  const [date, setDate] = useState(today);
  const [printing, setPrinting] = useState<{ orders: Order[]; events: EventJob[] } | null>(null);
  const deliveries = useDeliveries(date);
  useLiveDesk();

  // The server sends slots in slot order already; sorting again costs nothing and keeps the
  // morning first whatever order the slots were created in.
  const slots = [...(deliveries.data?.slots ?? [])].sort((a, b) => a.slot.startTime.localeCompare(b.slot.startTime));
  const allOrders = slots.flatMap((s) => s.orders);
  const events = deliveries.data?.events ?? [];
  const sheets = allOrders.length + events.length;

  return (
    <div className="space-y-4">
      <DayPicker label="Delivery date" value={date} today={today} onChange={setDate}>
        <Button className="sm:ml-auto" onClick={() => setPrinting({ orders: allOrders, events })} disabled={sheets === 0}>
          Print all job sheets{sheets > 0 ? ` (${sheets})` : ''}
        </Button>
      </DayPicker>

      <p role="status" className="min-h-5 text-sm text-gray-700">
        {deliveries.data
          ? `${allOrders.length} ${allOrders.length === 1 ? 'delivery' : 'deliveries'} on ${formatCalendarDate(date)}${date === today ? ' (today)' : ''}${events.length > 0 ? ` · ${events.length} ${events.length === 1 ? 'event' : 'events'}` : ''}`
          : deliveries.isError
            ? 'Deliveries could not be loaded'
            : 'Loading deliveries…'}
      </p>

      <div aria-busy={deliveries.isFetching}>
        {deliveries.isPending ? (
          <CardSkeletons count={3} withImage={false} />
        ) : deliveries.isError ? (
          <ErrorState title="Failed to fetch deliveries" error={deliveries.error} onRetry={() => void deliveries.refetch()} />
        ) : slots.length === 0 && events.length === 0 ? (
          <EmptyState
            title="No deliveries on this day"
            detail="Paid orders for this date appear here, grouped by delivery slot; booked events once their advance is paid."
          />
        ) : (
          <div className="space-y-8">
            {events.length > 0 && (
              <section aria-labelledby="desk-events" data-testid="delivery-events">
                <h3 id="desk-events" className="border-b border-gray-200 pb-2 text-lg font-semibold text-gray-900">
                  Events <span className="text-sm font-normal text-gray-700">· {events.length === 1 ? '1 venue' : `${events.length} venues`}</span>
                </h3>
                <ul className="mt-3 grid gap-4 lg:grid-cols-2">
                  {events.map((job) => (
                    <li key={job.quoteId}>
                      <JobCard label={`event ${job.enquiryReference}`} event onPrint={() => setPrinting({ orders: [], events: [job] })}>
                        <EventJobSheet job={job} />
                      </JobCard>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {slots.map(({ slot, orders }) => (
              <section key={slot._id} aria-labelledby={`slot-${slot._id}`} data-testid="delivery-slot">
                <h3 id={`slot-${slot._id}`} className="flex flex-wrap items-baseline gap-x-2 border-b border-gray-200 pb-2 text-lg font-semibold text-gray-900">
                  {slotLabel(slot)}{' '}
                  <span className="text-sm font-normal text-gray-700">
                    · {orders.length} {orders.length === 1 ? 'order' : 'orders'}
                  </span>
                </h3>
                <div className="mt-2">
                  <AssignSlot
                    date={date}
                    slot={slot}
                    unassigned={orders.filter((o) => !o.rider && (o.orderStatus === 'confirmed' || o.orderStatus === 'processing')).length}
                  />
                </div>
                <ul className="mt-3 grid gap-4 lg:grid-cols-2">
                  {orders.map((order) => (
                    <li key={order._id}>
                      <JobCard
                        label={`order ${order.orderId}`}
                        actions={<OrderActions order={order} />}
                        onPrint={() => setPrinting({ orders: [order], events: [] })}
                      >
                        <JobSheet order={order} />
                        <RiderPicker order={order} />
                      </JobCard>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>

      {printing && (
        <PrintSheets
          key={[...printing.orders.map((o) => o._id), ...printing.events.map((e) => e.quoteId)].join(',')}
          orders={printing.orders}
          events={printing.events}
          onDone={() => setPrinting(null)}
        />
      )}
    </div>
  );
}
