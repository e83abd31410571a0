// My Orders' "Events" section: the customer's own enquiries with their status (received, and later
// the quote). Shown only to a signed-in customer; nothing at all when they have none.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventEnquiry, EventItem } from '@phoolwari/contracts';
import { ErrorState } from '../../../components/status-views';
import { useSession } from '../../../lib/session';
import { useMyEventEnquiries } from '../api/event-enquiries';
import { useMyEnquiryQuote } from '../api/event-quotes';
import { formatRupees } from '../../../lib/money';
import { ITEM_LABELS, KIND_LABELS, STATUS_LABELS } from './labels';

/** One wanted thing as a short line: "Varmala pair: 1 × 5 ft", "Loose petals: 10 kg", "Mandap × 1". */
export function ItemText({ item }: { item: EventItem }) {
  const { t } = useLingui();
  const label = t(ITEM_LABELS[item.kind]);
  if (item.kind === 'varmala') {
    const { pairs, lengthFeet } = item;
    return <>{t`${label}: ${pairs} × ${lengthFeet} ft`}</>;
  }
  if (item.kind === 'petals') {
    const { kg } = item;
    return <>{t`${label}: ${kg} kg`}</>;
  }
  return <>{`${label} × ${item.quantity}`}</>;
}

/** The latest quote of a quoted enquiry: its total and the link to read, accept and pay it. */
function QuoteLink({ enquiryId }: { enquiryId: string }) {
  const quote = useMyEnquiryQuote(enquiryId, true);
  if (quote.isPending) return null;
  if (quote.isError || !quote.data.quote || !quote.data.link) return null;
  const total = formatRupees(quote.data.quote.total);
  return (
    <Link to={quote.data.link} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4">
      <Trans>See your quote ({total})</Trans>
    </Link>
  );
}

function EnquiryCard({ enquiry }: { enquiry: EventEnquiry }) {
  const { t, i18n } = useLingui();
  const date = i18n.date(new Date(`${enquiry.eventDate}T00:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const reference = enquiry.reference;
  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-gray-900">
          {t(KIND_LABELS[enquiry.kind])} · {date}
        </h3>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">{t(STATUS_LABELS[enquiry.status])}</span>
      </div>
      <p className="mt-1 text-sm text-gray-600">
        <Trans>Enquiry {reference}</Trans>
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-800">
        {enquiry.items.map((item) => (
          <li key={item.kind}>
            <ItemText item={item} />
          </li>
        ))}
      </ul>
      {!enquiry.venueServed && (
        <p className="mt-1 text-sm text-gray-700">
          <Trans>We will confirm travel to the venue when we call.</Trans>
        </p>
      )}
      {enquiry.status === 'quoted' && <QuoteLink enquiryId={enquiry._id} />}
    </article>
  );
}

export function MyEventEnquiries() {
  const { t } = useLingui();
  const { user } = useSession();
  const enquiries = useMyEventEnquiries(Boolean(user));
  if (!user || enquiries.isPending) return null;
  if (enquiries.isError)
    return <ErrorState title={t`Your event enquiries could not be loaded`} titleAs="h2" error={enquiries.error} onRetry={() => void enquiries.refetch()} />;
  if (enquiries.data.length === 0) return null;
  return (
    <section aria-labelledby="my-events" className="mt-10">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id="my-events" className="text-xl font-semibold text-gray-900">
          <Trans>Events</Trans>
        </h2>
        <Link to="/events" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          <Trans>New enquiry</Trans>
        </Link>
      </div>
      <ul className="flex flex-col gap-4">
        {enquiries.data.map((e) => (
          <li key={e._id}>
            <EnquiryCard enquiry={e} />
          </li>
        ))}
      </ul>
    </section>
  );
}
