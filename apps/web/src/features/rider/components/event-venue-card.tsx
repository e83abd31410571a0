// A booked event the rider is sent to (decision 034): a venue job, not a delivery — no moves to
// make. When to be there, the venue with a link that opens it in a maps app, what to take (the
// quote's lines, in Hindi where the recipe has a Hindi name), and who else goes.
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventJob } from '@phoolwari/contracts';
import { useLanguage } from '../../../i18n/i18n';
import { formatClock } from '../../../lib/shop-dates';
import { KIND_LABELS } from '../../event-enquiries/admin';
import { mapsLink } from './delivery-card';

export function EventVenueCard({ job }: { job: EventJob }) {
  const { t } = useLingui();
  const language = useLanguage();
  const kind = t(KIND_LABELS[job.kind]);
  const customer = job.customer;
  const time = job.plan.time ? formatClock(job.plan.time, language) : null;
  const pincode = job.venuePincode;
  const where = [job.plan.venueAddress, pincode].filter(Boolean).join(', ');
  const team = job.plan.crew.map((c) => c.name).join(', ');
  return (
    <article aria-label={t`Event: ${kind} of ${customer}`} className="space-y-3 rounded-xl border border-violet-300 bg-white p-4 text-base text-gray-800">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-gray-900">{time ? <Trans>At the venue by {time}</Trans> : <Trans>Time not agreed yet: ask the desk</Trans>}</p>
        <span className="rounded-full bg-violet-100 px-2.5 py-1 text-xs font-semibold text-violet-900">
          <Trans>Event</Trans>
        </span>
      </header>
      <div>
        <h3 className="text-lg font-bold text-gray-900">
          {kind} · {customer}
        </h3>
        <p className="font-mono text-sm text-gray-700">{job.enquiryReference}</p>
      </div>
      <a
        href={mapsLink(where)}
        target="_blank"
        rel="noreferrer"
        className="flex min-h-12 items-center justify-center rounded-lg border border-brand-600 px-2 font-semibold text-brand-700"
      >
        <Trans>Open in maps</Trans>
      </a>
      <address className="text-sm not-italic">
        {job.plan.venueAddress || <Trans>The desk has not written down the address yet</Trans>}
        <br />
        <Trans>Pincode {pincode}</Trans>
      </address>
      <div className="text-sm">
        <p className="font-semibold text-gray-900">
          <Trans>To take</Trans>
        </p>
        <ul className="list-disc pl-5">
          {job.lines.map((line, i) => (
            <li key={`${line.recipeId ?? 'free'}-${i}`}>
              {line.quantity} × {(language === 'hi' && line.descriptionHi) || line.description}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm">
        <Trans>
          <span className="font-semibold">Team:</span> {team}
        </Trans>
      </p>
    </article>
  );
}
