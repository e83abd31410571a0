// An order's progress as a vertical list of steps: placed, confirmed, being prepared, ready (with
// the florist's photo), out for delivery, delivered (with the proof of delivery); or where it
// stopped (cancelled, a failed delivery attempt). A step is done only when it happened, with its
// time; a step passed over (an order taken out before the florist marked it ready) says so and is
// never ticked. The step after the last one reached is the current one. Done, skipped, current and
// to come differ in words as well as colour.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TrackingView } from '@phoolwari/contracts';
import type { Language } from '../../../i18n/languages';
import { formatDateTime } from '../../../lib/shop-dates';

interface Step {
  key: string;
  label: string;
  at: string | null;
  detail?: string;
  photo?: { src: string; alt: string };
  /** An end that is not delivery (cancelled, failed). */
  stop?: boolean;
}

const ON_THE_WAY = new Set(['picked_up', 'in_transit', 'out_for_delivery']);

export function trackingSteps(view: TrackingView, i18n: I18n): Step[] {
  const firstAt = (match: (s: TrackingView['history'][number]) => boolean) => view.history.find(match)?.at ?? null;
  // After a failed attempt the customer may choose another slot: the delivery starts over, and only
  // what happened since counts for the steps still ahead.
  const restart = view.history.findLastIndex((s, i) => i > 0 && s.deliveryStatus === 'pending' && view.history[i - 1]?.deliveryStatus === 'failed');
  const sinceRestart = restart < 0 ? view.history : view.history.slice(restart);
  const outAt = sinceRestart.find((s) => ON_THE_WAY.has(s.deliveryStatus))?.at ?? null;
  const steps: Step[] = [
    { key: 'placed', label: i18n._(msg`Order placed`), at: view.history[0]?.at ?? null },
    { key: 'confirmed', label: i18n._(msg`Confirmed`), at: firstAt((s) => s.orderStatus === 'confirmed') },
    { key: 'preparing', label: i18n._(msg`Being prepared`), at: firstAt((s) => s.orderStatus === 'processing') },
    {
      key: 'prepared',
      label: i18n._(msg`Ready`),
      at: view.prepared?.at ?? null,
      ...(view.prepared
        ? {
            detail: i18n._(msg`The florist’s photo of your flowers`),
            photo: { src: view.prepared.photo, alt: i18n._(msg`The finished flowers, photographed by the florist`) },
          }
        : {}),
    },
    { key: 'out', label: i18n._(msg`Out for delivery`), at: outAt },
  ];
  const failedAt = view.deliveryStatus === 'failed' ? firstAt((s) => s.deliveryStatus === 'failed') : null;
  if (view.orderStatus === 'cancelled') {
    const reached = lastReached(steps);
    return [
      ...steps.slice(0, reached + 1),
      {
        key: 'cancelled',
        label: i18n._(msg`Cancelled`),
        at: firstAt((s) => s.orderStatus === 'cancelled'),
        detail: i18n._(msg`This order will not be delivered.`),
        stop: true,
      },
    ];
  }
  if (view.deliveryStatus === 'failed') {
    return [
      ...steps,
      {
        key: 'failed',
        label: i18n._(msg`Delivery attempt failed`),
        at: failedAt,
        detail: i18n._(msg`The shop will try again or get in touch with the sender.`),
        stop: true,
      },
    ];
  }
  const delivered = view.delivered;
  const receivedBy = delivered?.receivedBy;
  steps.push({
    key: 'delivered',
    label: i18n._(msg`Delivered`),
    at: delivered ? (delivered.at ?? firstAt((s) => s.deliveryStatus === 'delivered')) : null,
    ...(receivedBy ? { detail: i18n._(msg`Received by ${receivedBy}`) } : {}),
    ...(delivered?.photo ? { photo: { src: delivered.photo, alt: i18n._(msg`Proof of delivery, photographed at the door`) } } : {}),
  });
  return steps;
}

/** The index of the last step with a time (later steps done imply the earlier ones). */
function lastReached(steps: Step[]): number {
  let last = 0;
  steps.forEach((s, i) => {
    if (s.at) last = i;
  });
  return last;
}

export function TrackingTimeline({ view }: { view: TrackingView }) {
  const { i18n, t } = useLingui();
  const language = i18n.locale as Language;
  const steps = trackingSteps(view, i18n);
  const stateWords = { stopped: t`stopped`, done: t`done`, skipped: t`skipped`, next: t`next`, later: t`to come` };
  const reached = lastReached(steps);
  const ended = view.orderStatus === 'cancelled' || view.orderStatus === 'delivered' || view.deliveryStatus === 'failed';
  return (
    <ol aria-label={t`Progress`} className="relative flex flex-col">
      {steps.map((step, i) => {
        // Only what happened is ticked: a step passed over has no time and is shown as skipped.
        const done = i <= reached && step.at !== null;
        const skipped = i < reached && step.at === null && !step.stop;
        const current = !ended && i === reached + 1;
        const state = step.stop ? stateWords.stopped : done ? stateWords.done : skipped ? stateWords.skipped : current ? stateWords.next : stateWords.later;
        return (
          <li key={step.key} className="relative flex gap-3 pb-6 last:pb-0" aria-current={current ? 'step' : undefined}>
            {i < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute top-7 left-[0.8125rem] h-[calc(100%-1.75rem)] w-0.5 ${i < reached ? 'bg-brand-600' : 'bg-gray-200'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${
                step.stop
                  ? 'border-red-600 bg-red-600 text-white'
                  : done
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : skipped
                      ? 'border-dashed border-gray-400 bg-white text-gray-600'
                      : current
                        ? 'border-brand-600 bg-white text-brand-700'
                        : 'border-gray-300 bg-white text-gray-400'
              }`}
            >
              {step.stop ? '!' : done ? '✓' : skipped ? '–' : i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className={`font-semibold ${step.stop ? 'text-red-800' : done || current ? 'text-gray-900' : 'text-gray-600'}`}>
                {step.label}
                <span className="sr-only"> ({state})</span>
              </p>
              {step.at && done && (
                <p className="text-sm text-gray-700">
                  <time dateTime={step.at}>{formatDateTime(step.at, language)}</time>
                </p>
              )}
              {skipped && (
                <p className="text-sm text-gray-700">
                  <Trans>Not recorded</Trans>
                </p>
              )}
              {current && (
                <p className="text-sm text-brand-700">
                  <Trans>Next</Trans>
                </p>
              )}
              {step.detail && (done || step.stop) && <p className="text-sm text-gray-700">{step.detail}</p>}
              {step.photo && done && (
                <a
                  href={step.photo.src}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-2 block w-full max-w-xs overflow-hidden rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <img src={step.photo.src} alt={step.photo.alt} width={320} height={320} loading="lazy" className="aspect-square w-full object-cover" />
                  <span className="sr-only">
                    {' '}
                    <Trans>(opens full size)</Trans>
                  </span>
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
