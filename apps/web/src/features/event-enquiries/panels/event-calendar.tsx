// The Events tab's Calendar screen (issue 41, item 4): the weeks ahead as a list of days with booked
// events (accepted quotes), each day with what to buy at the mandi the day before — the server sums
// the recipes' materials over the day's events. Earlier and later weeks from buttons; each event says
// who goes to its venue and opens "Who goes" (decision 034). One column on a phone, a grid on a wide screen.
import { useState } from 'react';
import type { CalendarDay } from '@phoolwari/contracts';
import { useLingui } from '@lingui/react/macro';
import { FilterButtons } from '../../../components/filter-buttons';
import { RowSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { formatRupees } from '../../../lib/money';
import { Button } from '../../../components/button';
import { addDays, formatCalendarDate, shopToday } from '../../../lib/shop-dates';
import { useEventCalendar } from '../api/event-quotes';
import { crewText, toBuyText } from '../components/event-job-sheet';
import { KIND_LABELS } from '../components/labels';
import { VenueDialog } from './venue-dialog';

const WEEKS = [
  { value: '2', label: '2 weeks' },
  { value: '4', label: '4 weeks' },
  { value: '8', label: '8 weeks' },
  { value: '12', label: '12 weeks' },
] as const;

function Day({ day, onAssign }: { day: CalendarDay; onAssign: (quoteId: string, title: string) => void }) {
  const { t } = useLingui();
  const headingId = `calendar-day-${day.date}`;
  return (
    <article aria-labelledby={headingId} data-testid="calendar-day" className="rounded-xl border border-gray-200 bg-white p-4">
      <h4 id={headingId} className="font-semibold text-gray-900">
        {formatCalendarDate(day.date)}
      </h4>
      <ul className="mt-2 space-y-3 text-sm text-gray-800">
        {day.events.map((e) => {
          const crew = crewText(e.plan.crew);
          const title = `${t(KIND_LABELS[e.kind])} · ${e.customer} · ${formatCalendarDate(day.date)}`;
          return (
            <li key={e.quoteId} data-testid="calendar-event">
              <span className="font-medium">{t(KIND_LABELS[e.kind])}</span> · {e.customer} · venue {e.venuePincode} · {formatRupees(e.total)}
              <span className="text-gray-600">
                {' '}
                · {e.enquiryReference}
                {e.advancePaid ? ' · advance paid' : ' · advance not paid yet'}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                <span>
                  <span className="font-medium">Who goes:</span> {crew ?? 'nobody yet'}
                  {e.plan.time && ` · by ${e.plan.time}`}
                </span>
                <Button
                  variant="secondary"
                  className="min-h-10 px-3"
                  aria-label={`${crew ? 'Change the team' : 'Assign'} for ${e.enquiryReference}`}
                  onClick={() => onAssign(e.quoteId, title)}
                >
                  {crew ? 'Change the team' : 'Assign'}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <h5 className="mt-3 text-sm font-semibold text-gray-900">To buy by {formatCalendarDate(day.buyBy)}</h5>
      {day.materials.length === 0 ? (
        <p className="text-sm text-gray-600">No recipe materials: only free lines were quoted.</p>
      ) : (
        <ul className="mt-1 list-disc ps-5 text-sm text-gray-900" aria-label={`To buy for ${formatCalendarDate(day.date)}`}>
          {day.materials.map((m) => (
            <li key={m.materialId} className="tabular-nums">
              {toBuyText(m)}
              {m.nameHi && (
                <span lang="hi" className="text-gray-600">
                  {' '}
                  · {m.nameHi}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function EventCalendar() {
  const today = shopToday();
  const [weeks, setWeeks] = useState<'2' | '4' | '8' | '12'>('4');
  const [from, setFrom] = useState(today);
  const [assigning, setAssigning] = useState<{ quoteId: string; title: string } | null>(null);
  const calendar = useEventCalendar(from, Number(weeks));
  const data = calendar.data;
  const span = Number(weeks) * 7;
  const to = addDays(from, span - 1);
  return (
    <section aria-labelledby="calendar-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="calendar-heading" className="text-lg font-semibold text-gray-900">
          Booked events and flowers to buy
        </h3>
        <FilterButtons label="Weeks ahead" options={WEEKS} value={weeks} onChange={setWeeks} />
      </div>
      <nav aria-label="Weeks" className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setFrom(addDays(from, -span))}>
          <span aria-hidden="true">← </span>Earlier weeks
        </Button>
        <Button variant="secondary" onClick={() => setFrom(today)} disabled={from === today}>
          From today
        </Button>
        <Button variant="secondary" onClick={() => setFrom(addDays(from, span))}>
          Later weeks<span aria-hidden="true"> →</span>
        </Button>
        <p aria-live="polite" className="text-sm text-gray-700">
          {formatCalendarDate(from)} to {formatCalendarDate(to)}
        </p>
      </nav>
      {!data ? (
        calendar.isError ? (
          <ErrorState title="The calendar could not be loaded" error={calendar.error} onRetry={() => void calendar.refetch()} />
        ) : (
          <RowSkeletons count={3} />
        )
      ) : data.days.length === 0 ? (
        <EmptyState title="No events booked in these weeks" detail="An event shows here once its customer accepts the quote." />
      ) : (
        <ul className="grid gap-3 xl:grid-cols-2">
          {data.days.map((day) => (
            <li key={day.date}>
              <Day day={day} onAssign={(quoteId, title) => setAssigning({ quoteId, title })} />
            </li>
          ))}
        </ul>
      )}
      {assigning && <VenueDialog quoteId={assigning.quoteId} title={assigning.title} onClose={() => setAssigning(null)} />}
    </section>
  );
}
