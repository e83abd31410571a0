// How many to add: − / + buttons around a number field, kept between 1 and the stock. The field
// may be empty or out of range while typing; it settles on blur.
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MinusIcon, PlusIcon } from '../../../components/icons';

interface QuantitySelectorProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

export function clampQuantity(quantity: number, max: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.trunc(quantity)), Math.max(1, max));
}

export function QuantitySelector({ value, max, onChange, disabled = false }: QuantitySelectorProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(String(value));
  // Follow the value when it changes from outside (the buttons, a new product).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const commit = (quantity: number) => {
    const next = clampQuantity(quantity, max);
    setText(String(next));
    onChange(next);
  };

  const button =
    'inline-flex size-11 items-center justify-center text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent';

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-900">
        <Trans>Quantity</Trans>
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-gray-300 bg-white">
        <button type="button" aria-label={t`Decrease quantity`} onClick={() => commit(value - 1)} disabled={disabled || value <= 1} className={button}>
          <MinusIcon className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          step={1}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            const typed = Number(event.target.value);
            if (event.target.value !== '' && Number.isInteger(typed) && typed >= 1 && typed <= max) onChange(typed);
          }}
          onBlur={() => commit(Number(text))}
          className="h-11 w-14 border-x border-gray-300 text-center text-base text-gray-900 [appearance:textfield] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 disabled:bg-gray-50 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" aria-label={t`Increase quantity`} onClick={() => commit(value + 1)} disabled={disabled || value >= max} className={button}>
          <PlusIcon className="size-4" />
        </button>
      </div>
    </div>
  );
}
