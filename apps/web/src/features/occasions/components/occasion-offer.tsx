// After an order is placed, when its gift message speaks of an occasion ("Happy birthday",
// "सालगिरह"): an offer to keep it, prefilled with the recipient and the delivery date, saved in one
// tap or dismissed. Loaded lazily by the page it appears on; shows nothing when there is no offer.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useOccasionSuggestion, useSaveOccasion } from '../api/occasions';
import { dayMonth, occasionWhat } from '../lib/words';

export default function OccasionOffer({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const suggestion = useOccasionSuggestion(orderId);
  const save = useSaveOccasion();
  const [saved, setSaved] = useState(false);
  const s = suggestion.data;
  if (!s) return null;

  const what = occasionWhat(i18n, s);
  const when = s.day !== null && s.month !== null ? dayMonth(i18n, s.day, s.month) : null;
  const name = s.name;

  async function keep() {
    if (!s) return;
    try {
      await save.mutateAsync({
        body: { name: s.name, kind: s.kind, day: s.day, month: s.month, festival: s.festival, remindDaysBefore: 3, channel: user?.email ? 'email' : 'phone' },
      });
      setSaved(true);
      toast.success(t`Occasion saved`);
    } catch (e) {
      toast.error(errorMessage(e, t`Could not save the occasion. Please try again.`));
    }
  }

  return (
    <aside aria-labelledby="occasion-offer-title" className="mb-6 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      {saved ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id="occasion-offer-title" role="status" className="font-medium text-gray-900">
            <Trans>
              Saved. We will remind you 3 days before {name}’s next {what}.
            </Trans>
          </p>
          <Button variant="ghost" onClick={onClose} className="min-h-10">
            <Trans>Close</Trans>
          </Button>
        </div>
      ) : (
        <>
          <h2 id="occasion-offer-title" className="font-semibold text-gray-900">
            {when ? (
              <Trans>
                Remember {name}’s {what} ({when}) next year?
              </Trans>
            ) : (
              <Trans>
                Remember {what} for {name} next year?
              </Trans>
            )}
          </h2>
          <p className="mt-1 text-sm text-gray-800">
            <Trans>We will remind you 3 days before, with this order ready to send again. You can change or stop it in your account.</Trans>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button busy={save.isPending} busyLabel={t`Saving…`} onClick={() => void keep()} className="min-h-10">
              <Trans>Save occasion</Trans>
            </Button>
            <Button variant="ghost" onClick={onClose} className="min-h-10">
              <Trans>No, thanks</Trans>
            </Button>
          </div>
        </>
      )}
    </aside>
  );
}
