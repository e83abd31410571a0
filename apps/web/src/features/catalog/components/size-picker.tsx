// The product page's size choice (6 / 12 / 24 stems, ½ kg / 1 kg) and its personal text (a
// message on the cake). Native radio buttons in a fieldset: the arrow keys move between sizes and
// the server-rendered page works before it hydrates. A sold-out size stays in the list, disabled
// and said so, so the customer knows it exists. Kept small: it is in the product page's first load.
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language, ProductOption } from '@phoolwari/contracts';
import { formatRupees } from '../../../lib/money';
import { optionLabel } from '../../../lib/line-option';

/** The size a page starts with: the first one in stock, or none when all are sold out. */
export const firstAvailable = (options: readonly ProductOption[]): ProductOption | undefined => options.find((o) => o.stock > 0);

interface SizePickerProps {
  options: readonly ProductOption[];
  value: string | undefined;
  onChange: (optionId: string) => void;
  language: Language;
}

export function SizePicker({ options, value, onChange, language }: SizePickerProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-gray-900">
        <Trans>Size</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const soldOut = option.stock <= 0;
          return (
            <label
              key={option._id}
              className={`flex min-h-11 min-w-28 cursor-pointer items-start gap-2 rounded-lg border px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 ${
                soldOut ? 'cursor-not-allowed border-gray-200 bg-gray-50 text-gray-500' : 'border-gray-300 bg-white text-gray-900'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option._id}
                checked={value === option._id}
                disabled={soldOut}
                onChange={() => onChange(option._id)}
                className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              />
              <span className="flex flex-col">
                <span className="font-medium">{optionLabel(option, language)}</span>
                {/* A space for the radio's accessible name ("12 stems ₹599"); the column layout hides it. */}{' '}
                <span className={soldOut ? '' : 'text-gray-700'}>{soldOut ? <Trans>Sold out</Trans> : formatRupees(option.price)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

interface PersonalisationFieldProps {
  max: number;
  value: string;
  onChange: (text: string) => void;
}

/** The customer's personal text, with how many characters are left; the server checks the limit again. */
export function PersonalisationField({ max, value, onChange }: PersonalisationFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const length = value.length;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        <Trans>Personal message (optional)</Trans>
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={max}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-count`}
        placeholder={t`e.g. Happy birthday, Amma`}
        className="min-h-11 rounded-lg border border-gray-300 px-3 text-base focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <p id={`${id}-count`} className="text-xs text-gray-600" aria-live="polite">
        <Trans>
          {length} of {max} characters
        </Trans>
      </p>
    </div>
  );
}
