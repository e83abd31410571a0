// "Who goes": a booked event's venue team (decision 034). Staff tick the florists and riders sent
// (active ones, from the staff list), write down the venue's address and the time agreed on the
// call, and save the whole plan at once; the riders sent find the event in their own list.
import { useState, type FormEvent } from 'react';
import type { EventCrewMember, EventVenuePlan } from '@phoolwari/contracts';
import { FormAlert } from '../../../components/form-alert';
import { FormDialog } from '../../../components/form-dialog';
import { Modal } from '../../../components/modal';
import { RowSkeletons } from '../../../components/panel-states';
import { ErrorState } from '../../../components/status-views';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useEventVenue, useSaveEventVenue } from '../api/event-day';

interface VenueDialogProps {
  quoteId: string;
  /** 'Wedding · Asha Rao · 14 Feb 2027', the dialog's title line. */
  title: string;
  onClose: () => void;
}

const inputClasses =
  'mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600';

function VenueForm({ quoteId, title, onClose, plan, candidates }: VenueDialogProps & { plan: EventVenuePlan; candidates: EventCrewMember[] }) {
  const save = useSaveEventVenue(quoteId);
  const [chosen, setChosen] = useState(() => new Set(plan.crew.map((c) => c._id)));
  const [venueAddress, setVenueAddress] = useState(plan.venueAddress);
  const [time, setTime] = useState(plan.time ?? '');
  const [error, setError] = useState<string | null>(null);
  // Someone sent earlier who is no longer active still shows, ticked, so taking them off is possible.
  const people = [...candidates, ...plan.crew.filter((c) => !candidates.some((k) => k._id === c._id))];
  const groups = [
    { role: 'florist', label: 'Florists' },
    { role: 'rider', label: 'Riders' },
  ] as const;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { staffIds: people.filter((p) => chosen.has(p._id)).map((p) => p._id), venueAddress, time },
      {
        onSuccess: () => {
          toast.success('Venue team saved');
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Could not save the venue team')),
      },
    );
  };

  return (
    <FormDialog title={`Who goes: ${title}`} submitLabel="Save the team" busy={save.isPending} onClose={onClose} onSubmit={submit}>
      <FormAlert message={error} />
      {groups.map(({ role, label }) => {
        const ofRole = people.filter((p) => p.role === role);
        return (
          <fieldset key={role} className="space-y-1">
            <legend className="text-sm font-semibold text-gray-900">{label}</legend>
            {ofRole.length === 0 ? (
              <p className="text-sm text-gray-600">No active {label.toLowerCase()} in the staff list.</p>
            ) : (
              ofRole.map((p) => (
                <label key={p._id} className="flex min-h-11 items-center gap-3 text-base text-gray-900">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={chosen.has(p._id)}
                    onChange={(e) => {
                      const next = new Set(chosen);
                      if (e.target.checked) next.add(p._id);
                      else next.delete(p._id);
                      setChosen(next);
                    }}
                  />
                  {p.name}
                </label>
              ))
            )}
          </fieldset>
        );
      })}
      <label className="block text-sm font-medium text-gray-800">
        Venue address
        <textarea rows={2} maxLength={300} value={venueAddress} onChange={(e) => setVenueAddress(e.target.value)} className={inputClasses} />
      </label>
      <label className="block text-sm font-medium text-gray-800">
        At the venue by
        <input type="time" value={time} onChange={(e) => setTime(e.target.value)} className={`${inputClasses} sm:w-40`} />
      </label>
    </FormDialog>
  );
}

export function VenueDialog(props: VenueDialogProps) {
  const venue = useEventVenue(props.quoteId);
  if (venue.data) return <VenueForm {...props} plan={venue.data.plan} candidates={venue.data.candidates} />;
  return (
    <Modal title={`Who goes: ${props.title}`} onClose={props.onClose}>
      {venue.isError ? (
        <ErrorState title="The venue team could not be loaded" error={venue.error} onRetry={() => void venue.refetch()} />
      ) : (
        <RowSkeletons count={3} />
      )}
    </Modal>
  );
}
