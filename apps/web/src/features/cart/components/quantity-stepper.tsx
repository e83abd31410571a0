// A cart line's − / + control, kept between 1 and the product's stock (spec §4; the server
// refuses more as well). The buttons use aria-disabled rather than disabled so that a keyboard
// user's focus stays on them at a limit or while the change is being saved.
import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MinusIcon, PlusIcon } from '../../../components/icons';

interface QuantityStepperProps {
  name: string;
  value: number;
  max: number;
  busy?: boolean;
  onChange: (quantity: number) => void;
}

const buttonClasses =
  'inline-flex size-11 items-center justify-center text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed aria-disabled:text-gray-400 aria-disabled:hover:bg-transparent';

export function QuantityStepper({ name, value, max, busy = false, onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  const canLower = !busy && value > 1;
  const canRaise = !busy && value < max;
  const step = (allowed: boolean, next: number) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (allowed) onChange(next);
  };

  return (
    <div
      role="group"
      aria-label={t`Quantity of ${name}`}
      aria-busy={busy || undefined}
      className="inline-flex items-center overflow-hidden rounded-lg border border-gray-300 bg-white"
    >
      <button
        type="button"
        aria-label={t`Decrease quantity of ${name}`}
        aria-disabled={!canLower || undefined}
        onClick={step(canLower, value - 1)}
        className={buttonClasses}
      >
        <MinusIcon className="size-4" />
      </button>
      <output
        aria-live="polite"
        className={`flex h-11 w-10 items-center justify-center border-x border-gray-300 text-base font-medium tabular-nums ${busy ? 'text-gray-500' : 'text-gray-900'}`}
      >
        {value}
      </output>
      <button
        type="button"
        aria-label={t`Increase quantity of ${name}`}
        aria-disabled={!canRaise || undefined}
        onClick={step(canRaise, value + 1)}
        className={buttonClasses}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
