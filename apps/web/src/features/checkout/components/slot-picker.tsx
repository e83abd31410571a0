// The day's delivery slots as radio cards: name (in Hindi on Hindi pages when the shop wrote one), extra fee, and why a slot cannot be chosen
// ('Full', 'Closed for today'). Loading keeps the cards' space; another day's slots stay (dimmed)
// while the new day's load.
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { localized, type SlotAvailability } from '@phoolwari/contracts';
import { useLanguage } from '../../../i18n/i18n';
import { formatRupees } from '../../../lib/money';
import { fieldMessage } from '../../../lib/form-rules';

interface SlotPickerProps {
  slots: SlotAvailability[] | undefined;
  loading: boolean;
  stale: boolean;
  failed: boolean;
  onRetry: () => void;
  registration: UseFormRegisterReturn<'slotId'>;
  error?: string;
}

const REASON_LABEL: Record<NonNullable<SlotAvailability['reason']>, MessageDescriptor> = {
  full: msg`Full`,
  past_cutoff: msg`Closed for today`,
  closed: msg`Not available`,
};

export function SlotPicker({ slots, loading, stale, failed, onRetry, registration, error }: SlotPickerProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const errorId = 'checkout-slot-error';
  const feeLabel = (slot: SlotAvailability) => {
    const fee = formatRupees(slot.fee);
    return slot.fee > 0 ? t`+${fee} delivery` : t`No extra charge`;
  };
  const onlyLeft = (remaining: number) => t`Only ${remaining} left`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-busy={loading || stale || undefined} className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-gray-800">
        <Trans>Delivery slot</Trans>
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      {failed && !slots ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-3 text-sm text-red-800">
          <Trans>Could not load the delivery slots.</Trans>
          <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
            <Trans>Retry</Trans>
          </button>
        </p>
      ) : !slots ? (
        <div aria-hidden="true" className="grid gap-2 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-[4.5rem] animate-pulse rounded-lg bg-gray-100 motion-reduce:animate-none" />
          ))}
        </div>
      ) : slots.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-3 py-4 text-sm text-gray-700">
          <Trans>No delivery slots on this day. Please choose another date.</Trans>
        </p>
      ) : (
        <div className={`grid gap-2 transition-opacity sm:grid-cols-2 ${stale ? 'opacity-60' : ''}`}>
          {slots.map((slot) => (
            <label
              key={slot._id}
              className={`flex min-h-[4.5rem] items-start gap-3 rounded-lg border p-3 ${
                slot.available
                  ? 'cursor-pointer border-gray-300 bg-white hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600'
                  : 'cursor-not-allowed border-gray-200 bg-gray-50'
              }`}
            >
              <input type="radio" value={slot._id} disabled={!slot.available} {...registration} className="mt-1 size-4 shrink-0 accent-brand-600" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className={`font-medium ${slot.available ? 'text-gray-900' : 'text-gray-600'}`}>{localized(slot, language).name}</span>
                {/* The state sits on this second line, so a slot's name wraps the same whether or not it is bookable. */}
                <span className={`flex flex-wrap items-center gap-x-2 text-sm ${slot.available ? 'text-gray-700' : 'text-gray-600'}`}>
                  {feeLabel(slot)}
                  {slot.available && slot.remaining > 0 && slot.remaining <= 3 && <span className="text-amber-800">{onlyLeft(slot.remaining)}</span>}
                  {!slot.available && slot.reason && (
                    <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">{t(REASON_LABEL[slot.reason])}</span>
                  )}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {fieldMessage(error, i18n)}
        </p>
      )}
    </fieldset>
  );
}
