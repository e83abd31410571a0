// The rider's day on a phone: the deliveries given to me for a day (today by default), in slot
// order, each card with its next move; and the booked events I am sent to, venue and time first.
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '../../../components/language-switch';
import { useLanguage } from '../../../i18n/i18n';
import { DayPicker } from '../../../components/day-picker';
import { CardSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { formatRupees } from '../../../lib/money';
import { formatCalendarDate, shopToday } from '../../../lib/shop-dates';
import { useMyDeliveries } from '../api/my-deliveries';
import { DeliveryCard } from '../components/delivery-card';
import { EventVenueCard } from '../components/event-venue-card';

export function MyDeliveriesPanel() {
  const { t } = useLingui();
  const language = useLanguage();
  const today = shopToday();
  const [date, setDate] = useState(today);
  const day = useMyDeliveries(date);
  const deliveries = day.data?.deliveries ?? [];
  const events = day.data?.events ?? [];
  const left = deliveries.filter((d) => d.orderStatus !== 'delivered').length;
  const cash = deliveries.reduce((sum, d) => sum + (d.collect ?? 0), 0);
  const total = deliveries.length;
  const onDay = formatCalendarDate(date, language);
  const cashText = formatRupees(cash);
  const eventCount = events.length;
  const summary =
    total === 0 && eventCount > 0
      ? t`${plural(eventCount, { one: '# event', other: '# events' })} on ${onDay}, no deliveries`
      : cash > 0
        ? t`${left} of ${plural(total, { one: '# delivery', other: '# deliveries' })} left on ${onDay} · ${cashText} cash to collect`
        : t`${left} of ${plural(total, { one: '# delivery', other: '# deliveries' })} left on ${onDay}`;

  return (
    <div className="mx-auto max-w-xl space-y-4">
      <div className="flex justify-end">
        <LanguageSwitch />
      </div>
      <DayPicker label={t`Day`} value={date} today={today} onChange={setDate} large />

      <p role="status" className="min-h-5 text-sm text-gray-700">
        {day.data ? summary : day.isError ? t`Your deliveries could not be loaded` : t`Loading your deliveries…`}
      </p>

      <div aria-busy={day.isFetching}>
        {day.isPending ? (
          <CardSkeletons count={2} withImage={false} />
        ) : day.isError ? (
          <ErrorState title={t`Failed to fetch your deliveries`} error={day.error} onRetry={() => void day.refetch()} />
        ) : deliveries.length === 0 && events.length === 0 ? (
          <EmptyState title={t`No deliveries for you on this day`} detail={t`Deliveries the desk gives you appear here in slot order.`} />
        ) : (
          <div className="space-y-6">
            {events.length > 0 && (
              <section aria-labelledby="my-events" className="space-y-3">
                <h2 id="my-events" className="text-lg font-semibold text-gray-900">
                  {t`Events: you go to the venue`}
                </h2>
                <ol className="space-y-4">
                  {events.map((job) => (
                    <li key={job.quoteId}>
                      <EventVenueCard job={job} />
                    </li>
                  ))}
                </ol>
              </section>
            )}
            {deliveries.length > 0 && (
              <ol className="space-y-4" aria-label={t`Deliveries`}>
                {deliveries.map((d) => (
                  <li key={d._id}>
                    <DeliveryCard delivery={d} />
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
