// The "maximum price" slider. It moves freely under the finger or arrow keys and tells the page
// only once it has rested for a moment, so dragging does not send a request per step. Its top
// value means "no maximum" and is shown as '₹1,000+'.
import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '../../../lib/money';
import { PRICE_SLIDER } from '../lib/product-filters';

/** How long the slider must rest before the URL (and so the query) changes. */
export const PRICE_DEBOUNCE_MS = 300;

interface PriceFilterProps {
  /** The maximum from the URL; undefined means none. */
  value: number | undefined;
  onCommit: (maxPrice: number | undefined) => void;
}

export function priceLabel(value: number): string {
  return value >= PRICE_SLIDER.max ? `${formatRupees(PRICE_SLIDER.max)}+` : formatRupees(value);
}

export function PriceFilter({ value, onCommit }: PriceFilterProps) {
  const { t } = useLingui();
  const id = useId();
  const urlValue = value ?? PRICE_SLIDER.max;
  const [draft, setDraft] = useState(urlValue);
  // When the URL changes from elsewhere (Clear Filter, Back), the slider follows it. Adjusting
  // state during render is React's recommended way to derive from a changed prop.
  const [syncedWith, setSyncedWith] = useState(urlValue);
  if (syncedWith !== urlValue) {
    setSyncedWith(urlValue);
    setDraft(urlValue);
  }

  useEffect(() => {
    if (draft === urlValue) return;
    // A newer position or a URL change clears this timer through the cleanup, so only the
    // value the slider rests on is committed, and a cleared filter is never re-applied late.
    const timer = window.setTimeout(() => onCommit(draft >= PRICE_SLIDER.max ? undefined : draft), PRICE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, urlValue, onCommit]);

  const label = priceLabel(draft);
  const any = priceLabel(PRICE_SLIDER.max);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-gray-900">
          <Trans>Maximum price</Trans>
        </label>
        {/* Screen readers hear the value through the slider's aria-valuetext; this is for the eyes. */}
        <span aria-hidden="true" className="text-sm font-semibold text-brand-700" data-testid="price-value">
          {label}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        value={draft}
        aria-valuetext={draft >= PRICE_SLIDER.max ? t`No maximum` : t`Up to ${label}`}
        onChange={(event) => setDraft(Number(event.target.value))}
        className="mt-3 h-2 w-full cursor-pointer accent-brand-600"
      />
      <div className="mt-1 flex justify-between text-xs text-gray-600" aria-hidden="true">
        <span>{formatRupees(PRICE_SLIDER.min)}</span>
        <span>
          <Trans>{any} (any)</Trans>
        </span>
      </div>
    </div>
  );
}
