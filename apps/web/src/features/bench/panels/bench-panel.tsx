// The florist's bench (a tablet on the workbench): the day's orders to prepare, slot by slot in
// time order, each as a card to work from and to mark prepared with a photo; and the day's booked
// events (decision 034), each with what to make, what from, where, when and who goes.
import { useState } from 'react';
import { DayPicker } from '../../../components/day-picker';
import { CardSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { formatCalendarDate, shopToday, slotLabel } from '../../../lib/shop-dates';
import { EventJobSheet } from '../../event-enquiries/admin';
import { useBench } from '../api/get-bench';
import { BenchCard } from '../components/bench-card';

export function BenchPanel() {
  const today = shopToday();
  const [date, setDate] = useState(today);
  const bench = useBench(date);
  const slots = bench.data?.slots ?? [];
  const events = bench.data?.events ?? [];
  const all = slots.flatMap((s) => s.orders);
  const done = all.filter((o) => o.prepared).length;
  const eventsText = events.length > 0 ? ` · ${events.length} ${events.length === 1 ? 'event' : 'events'}` : '';

  return (
    <div className="space-y-4">
      <DayPicker label="Delivery date" value={date} today={today} onChange={setDate} />

      <p role="status" className="min-h-5 text-sm text-gray-700">
        {bench.data
          ? `${all.length} ${all.length === 1 ? 'order' : 'orders'} to prepare on ${formatCalendarDate(date)}${date === today ? ' (today)' : ''} · ${done} prepared${eventsText}`
          : bench.isError
            ? 'The bench could not be loaded'
            : 'Loading the bench…'}
      </p>

      <div aria-busy={bench.isFetching}>
        {bench.isPending ? (
          <CardSkeletons count={4} withImage={false} />
        ) : bench.isError ? (
          <ErrorState title="Failed to fetch the bench" error={bench.error} onRetry={() => void bench.refetch()} />
        ) : slots.length === 0 && events.length === 0 ? (
          <EmptyState
            title="Nothing to prepare on this day"
            detail="Confirmed orders for this date appear here, slot by slot, as soon as they are paid; booked events once their advance is paid."
          />
        ) : (
          <div className="space-y-8">
            {events.length > 0 && (
              <section aria-labelledby="bench-events" data-testid="bench-events">
                <h3 id="bench-events" className="border-b border-gray-200 pb-2 text-lg font-semibold text-gray-900">
                  Events <span className="text-sm font-normal text-gray-700">· made here, taken to the venue</span>
                </h3>
                <ul className="mt-3 grid gap-4 md:grid-cols-2">
                  {events.map((job) => (
                    <li key={job.quoteId}>
                      <article aria-label={`Event ${job.enquiryReference}`} className="h-full rounded-xl border border-violet-200 bg-white p-4">
                        <EventJobSheet job={job} />
                      </article>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {slots.map(({ slot, orders }) => (
              <section key={slot._id} aria-labelledby={`bench-slot-${slot._id}`} data-testid="bench-slot">
                <h3
                  id={`bench-slot-${slot._id}`}
                  className="flex flex-wrap items-baseline gap-x-2 border-b border-gray-200 pb-2 text-lg font-semibold text-gray-900"
                >
                  {slotLabel(slot)}{' '}
                  <span className="text-sm font-normal text-gray-700">
                    · {orders.filter((o) => o.prepared).length} of {orders.length} prepared
                  </span>
                </h3>
                <ul className="mt-3 grid gap-4 md:grid-cols-2">
                  {orders.map((order) => (
                    <li key={order._id}>
                      <BenchCard order={order} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
