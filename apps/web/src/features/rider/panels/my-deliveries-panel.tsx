// The rider's day on a phone: the deliveries given to me for a day (today by default), in slot
// order, each card with its next move.
import { useState } from 'react';
import { DayPicker } from '../../../components/day-picker';
import { CardSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { formatRupees } from '../../../lib/money';
import { formatCalendarDate, shopToday } from '../../../lib/shop-dates';
import { useMyDeliveries } from '../api/my-deliveries';
import { DeliveryCard } from '../components/delivery-card';

export function MyDeliveriesPanel() {
  const today = shopToday();
  const [date, setDate] = useState(today);
  const day = useMyDeliveries(date);
  const deliveries = day.data?.deliveries ?? [];
  const left = deliveries.filter((d) => d.orderStatus !== 'delivered').length;
  const cash = deliveries.reduce((sum, d) => sum + (d.collect ?? 0), 0);

  return (
    <div className="mx-auto max-w-xl space-y-4">
      <DayPicker label="Day" value={date} today={today} onChange={setDate} large />

      <p role="status" className="min-h-5 text-sm text-gray-700">
        {day.data
          ? `${left} of ${deliveries.length} ${deliveries.length === 1 ? 'delivery' : 'deliveries'} left on ${formatCalendarDate(date)}${cash > 0 ? ` · ${formatRupees(cash)} cash to collect` : ''}`
          : day.isError
            ? 'Your deliveries could not be loaded'
            : 'Loading your deliveries…'}
      </p>

      <div aria-busy={day.isFetching}>
        {day.isPending ? (
          <CardSkeletons count={2} withImage={false} />
        ) : day.isError ? (
          <ErrorState title="Failed to fetch your deliveries" error={day.error} onRetry={() => void day.refetch()} />
        ) : deliveries.length === 0 ? (
          <EmptyState title="No deliveries for you on this day" detail="Deliveries the desk gives you appear here in slot order." />
        ) : (
          <ol className="space-y-4">
            {deliveries.map((d) => (
              <li key={d._id}>
                <DeliveryCard delivery={d} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
