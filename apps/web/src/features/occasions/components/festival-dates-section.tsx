// Settings → Festival dates (owner): each festival's date for a year, which customers' festival
// reminders follow. Set or moved one at a time with PUT /api/admin/festival-dates (audited). The
// admin panel is in English, as its other settings are.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FESTIVALS, FestivalDateWriteSchema, type Festival, type FestivalDateAnswer, type FestivalDatesAnswer } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { ErrorState } from '../../../components/status-views';
import { apiRequest, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';

const NAMES: Record<Festival, string> = {
  raksha_bandhan: 'Raksha Bandhan',
  karva_chauth: 'Karva Chauth',
  bhai_dooj: 'Bhai Dooj',
  diwali: 'Diwali',
  holi: 'Holi',
};
const KEY = ['occasions', 'festival-dates'] as const;

export function FestivalDatesSection() {
  const queryClient = useQueryClient();
  const dates = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await apiRequest<FestivalDatesAnswer>('/admin/festival-dates', { signal })).festivalDates,
  });
  const save = useMutation({
    mutationFn: (body: unknown) => apiRequest<FestivalDateAnswer>('/admin/festival-dates', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const [festival, setFestival] = useState<Festival>('raksha_bandhan');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { festival, year: Number(date.slice(0, 4)), date };
    const checked = FestivalDateWriteSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync(checked.data);
      toast.success(`${NAMES[festival]} ${date.slice(0, 4)}: ${date}`);
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to save the festival date'));
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">Customers who keep a festival as an occasion are reminded before the date set here for that year.</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <SelectField label="Festival" value={festival} onChange={(e) => setFestival(e.target.value as Festival)}>
          {FESTIVALS.map((f) => (
            <option key={f} value={f}>
              {NAMES[f]}
            </option>
          ))}
        </SelectField>
        <TextField label="Date" type="date" value={date} error={error} onChange={(e) => setDate(e.target.value)} />
        <Button type="submit" busy={save.isPending} className="min-h-10">
          Save date
        </Button>
      </form>
      {dates.isError ? (
        <ErrorState title="Failed to load festival dates" error={dates.error} onRetry={() => void dates.refetch()} />
      ) : dates.isPending ? (
        <p role="status" className="text-sm text-gray-600">
          Loading festival dates…
        </p>
      ) : dates.data.length === 0 ? (
        <p className="text-sm text-gray-700">No festival dates yet: festival reminders wait until one is set.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-gray-700">
              <th className="py-1 pr-3 font-medium">Year</th>
              <th className="py-1 pr-3 font-medium">Festival</th>
              <th className="py-1 font-medium">Date</th>
            </tr>
          </thead>
          <tbody>
            {dates.data.map((d) => (
              <tr key={`${d.festival}-${d.year}`} className="border-t border-gray-100">
                <td className="py-1 pr-3">{d.year}</td>
                <td className="py-1 pr-3">{NAMES[d.festival]}</td>
                <td className="py-1">{d.date}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
