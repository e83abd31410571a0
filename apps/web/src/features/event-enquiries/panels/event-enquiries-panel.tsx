// The admin panel's Events tab: wedding and event enquiries, the open ones (not yet called) first by
// the nearest event date, each with the contact, what is wanted, the photos and the chosen studio
// design; "Mark contacted" with a note of what was agreed (kept in the audit trail).
import { useState } from 'react';
import { BUDGET_LABELS, KIND_LABELS } from '../components/labels';
import { EventContactedBodySchema, type StaffEventEnquiry } from '@phoolwari/contracts';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button';
import { FilterButtons } from '../../../components/filter-buttons';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-field';
import { RowSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/shop-dates';
import { toast } from '../../../lib/toast';
import { useMarkContacted, useStaffEventEnquiries } from '../api/event-enquiries';
import { ItemText } from '../components/my-event-enquiries';
import { EventCalendar } from './event-calendar';
import { MaterialsAndRecipes } from './materials-recipes';
import { QuoteSection } from './quote-builder';

const FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
] as const;

function ContactedForm({ enquiry }: { enquiry: StaffEventEnquiry }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mark = useMarkContacted();
  return (
    <form
      noValidate
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = EventContactedBodySchema.safeParse({ note });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Write a note');
        setError(null);
        mark.mutate(
          { id: enquiry._id, note: parsed.data.note },
          {
            onSuccess: () => toast.success(`${enquiry.reference} marked contacted`),
            onError: (e) => setError(errorMessage(e, 'Could not mark it contacted. Please try again.')),
          },
        );
      }}
    >
      <FormAlert message={error} />
      <TextAreaField label="What was agreed on the call" rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      <Button type="submit" variant="secondary" busy={mark.isPending} busyLabel="Saving…">
        Mark contacted
      </Button>
    </form>
  );
}

function EnquiryRow({ enquiry }: { enquiry: StaffEventEnquiry }) {
  const { t } = useLingui();
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold text-gray-900">
          {t(KIND_LABELS[enquiry.kind])} · {enquiry.eventDate} · {enquiry.guests} guests
        </h4>
        <span className="text-sm text-gray-600">
          {enquiry.reference} · {formatDateTime(enquiry.createdAt)}
        </span>
      </div>
      <p className="mt-1 text-sm text-gray-800">
        {enquiry.name} ·{' '}
        <a href={`tel:+91${enquiry.phone}`} className="text-brand-700 underline">
          {enquiry.phone}
        </a>
        {enquiry.email && (
          <>
            {' · '}
            <a href={`mailto:${enquiry.email}`} className="break-all text-brand-700 underline">
              {enquiry.email}
            </a>
          </>
        )}
        {enquiry.guest ? ' · guest' : ''} · reads {enquiry.language === 'hi' ? 'Hindi' : 'English'}
      </p>
      <p className="mt-1 text-sm text-gray-800">
        Venue {enquiry.venuePincode}
        {enquiry.venueServed ? '' : ' (outside our areas: confirm travel)'} · budget {t(BUDGET_LABELS[enquiry.budget])}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-900">
        {enquiry.items.map((item) => (
          <li key={item.kind}>
            <ItemText item={item} />
          </li>
        ))}
      </ul>
      {enquiry.colours && <p className="mt-2 text-sm whitespace-pre-line text-gray-700">“{enquiry.colours}”</p>}
      {(enquiry.photos.length > 0 || enquiry.customDesign) && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {enquiry.photos.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img src={src} alt={`Reference photo ${i + 1}`} width={96} height={96} loading="lazy" className="size-24 rounded-lg object-cover" />
              </a>
            </li>
          ))}
          {enquiry.customDesign && (
            <li>
              <a href={enquiry.customDesign.image} target="_blank" rel="noreferrer" className="block text-center text-xs text-gray-700">
                <img
                  src={enquiry.customDesign.image}
                  alt={`Studio design ${enquiry.customDesign.customOrderId}`}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="size-24 rounded-lg object-cover"
                />
                {enquiry.customDesign.customOrderId}
              </a>
            </li>
          )}
        </ul>
      )}
      {enquiry.status === 'received' ? (
        <ContactedForm enquiry={enquiry} />
      ) : (
        <p className="mt-3 rounded-lg bg-green-50 p-2 text-sm text-green-900">
          Contacted by {enquiry.contactedBy ?? 'staff'} {formatDateTime(enquiry.contactedAt)}: {enquiry.contactNote}
        </p>
      )}
      {enquiry.status !== 'received' && <QuoteSection enquiryId={enquiry._id} />}
    </article>
  );
}

const SCREENS = [
  { value: 'enquiries', label: 'Enquiries' },
  { value: 'materials', label: 'Materials & recipes' },
  { value: 'calendar', label: 'Calendar' },
] as const;

export function EventEnquiriesPanel() {
  const [screen, setScreen] = useState<(typeof SCREENS)[number]['value']>('enquiries');
  return (
    <div className="space-y-4">
      <FilterButtons label="Events screen" options={SCREENS} value={screen} onChange={setScreen} />
      {screen === 'enquiries' ? <Enquiries /> : screen === 'materials' ? <MaterialsAndRecipes /> : <EventCalendar />}
    </div>
  );
}

function Enquiries() {
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const enquiries = useStaffEventEnquiries(status);
  const data = enquiries.data;
  return (
    <section aria-labelledby="events-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="events-heading" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          Wedding and event enquiries
          {data && data.openCount > 0 && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{data.openCount} open</span>}
        </h3>
        <FilterButtons label="Show enquiries" options={FILTERS} value={status} onChange={setStatus} />
      </div>
      {!data ? (
        enquiries.isError ? (
          <ErrorState title="Enquiries could not be loaded" error={enquiries.error} onRetry={() => void enquiries.refetch()} />
        ) : (
          <RowSkeletons count={3} />
        )
      ) : data.enquiries.length === 0 ? (
        <EmptyState
          title="No enquiries"
          detail={status === 'open' ? 'Nothing waiting: every enquiry has been called.' : 'Enquiries sent from the Weddings & events page appear here.'}
        />
      ) : (
        <ul className="space-y-3">
          {data.enquiries.map((e) => (
            <li key={e._id}>
              <EnquiryRow enquiry={e} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
