// A booked event as a job of its day (decision 034), on the florist's bench and the desk's job
// sheets beside the orders: the kind and the customer, when and where, what to make (the quote's
// lines), what to make it from (the recipes' materials times the quantities), who goes, and the
// quote's note. Staff screens, English only; printed with the job sheets.
import { useLingui } from '@lingui/react/macro';
import type { EventJob, MaterialUnit } from '@phoolwari/contracts';
import { formatCalendarDate } from '../../../lib/shop-dates';
import { KIND_LABELS } from './labels';

const UNITS: Record<MaterialUnit, [string, string]> = {
  stem: ['stem', 'stems'],
  kg: ['kg', 'kg'],
  metre: ['metre', 'metres'],
  piece: ['piece', 'pieces'],
};

/** 'Marigold: 12.5 kg', 'Rose: 300 stems'. */
export function toBuyText(m: { name: string; unit: MaterialUnit; quantity: number }): string {
  const [one, many] = UNITS[m.unit];
  return `${m.name}: ${m.quantity.toLocaleString('en-IN', { maximumFractionDigits: 3 })} ${m.quantity === 1 ? one : many}`;
}

/** 'Farah (florist), Ravi (rider)', or null when nobody is sent yet. */
export const crewText = (crew: EventJob['plan']['crew']) => (crew.length === 0 ? null : crew.map((c) => `${c.name} (${c.role})`).join(', '));

interface EventJobSheetProps {
  job: EventJob;
  /** The printed copy: plain black on white, no badge. */
  printed?: boolean;
  headingLevel?: 'h3' | 'h4';
}

export function EventJobSheet({ job, printed = false, headingLevel: Heading = 'h4' }: EventJobSheetProps) {
  const { t } = useLingui();
  const crew = crewText(job.plan.crew);
  return (
    <div className={`space-y-3 text-sm ${printed ? 'text-black' : 'text-gray-800'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading className="text-base font-bold text-gray-900">
            {t(KIND_LABELS[job.kind])} · {job.customer}
          </Heading>
          <p>
            <span className="font-mono">{job.enquiryReference}</span> · {formatCalendarDate(job.date)} ·{' '}
            <span className="font-semibold">{job.plan.time ? `at the venue by ${job.plan.time}` : 'time not agreed yet'}</span>
          </p>
        </div>
        {!printed && <span className="rounded-full bg-violet-100 px-2.5 py-1 text-xs font-semibold text-violet-900">Event</span>}
      </div>

      <div>
        <p className="font-semibold text-gray-900">To make</p>
        <ul className="list-disc pl-5">
          {job.lines.map((line, i) => (
            <li key={`${line.recipeId ?? 'free'}-${i}`}>
              <span className="font-semibold tabular-nums">{line.quantity.toLocaleString('en-IN')} ×</span> {line.description}
            </li>
          ))}
        </ul>
      </div>

      <div>
        <p className="font-semibold text-gray-900">Made from</p>
        {job.materials.length === 0 ? (
          <p>No recipe materials: only free lines were quoted.</p>
        ) : (
          <ul className="list-disc pl-5 tabular-nums" aria-label={`Materials for ${job.enquiryReference}`}>
            {job.materials.map((m) => (
              <li key={m.materialId}>{toBuyText(m)}</li>
            ))}
          </ul>
        )}
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <p className="font-semibold text-gray-900">Venue</p>
          <address className="not-italic">
            {job.plan.venueAddress || 'Address not written down yet'}
            <br />
            Pincode {job.venuePincode}
          </address>
        </div>
        <div>
          <p className="font-semibold text-gray-900">Team</p>
          <p>{crew ?? 'Nobody sent yet'}</p>
        </div>
      </div>
      {job.note && (
        <p>
          <span className="font-semibold text-gray-900">Note on the quote:</span> {job.note}
        </p>
      )}
    </div>
  );
}
