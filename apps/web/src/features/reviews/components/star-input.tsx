// Choosing 1–5 stars: five real radio buttons in a fieldset, so arrow keys move between them and
// a screen reader hears "3 stars, 3 of 5"; the stars are their visible labels.
import { useId } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { fieldMessage } from '../../../lib/form-rules';

// eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, not words
const STAR = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7-6.3-3.9-6.3 3.9 1.7-7L2 9.5l7.1-.6z';
const WORDS = [null, msg`Poor`, msg`Fair`, msg`Good`, msg`Very good`, msg`Excellent`];

interface StarInputProps {
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string;
  legend?: string;
}

export function StarInput({ value, onChange, onBlur, error, legend }: StarInputProps) {
  const { t, i18n } = useLingui();
  const word = value ? WORDS[value] : undefined;
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-800">
        {legend ?? t`Your rating`}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded-md p-1 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} onBlur={onBlur} className="sr-only" />
            <span className="sr-only">
              <Plural value={n} one="# star" other="# stars" />
            </span>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-8">
              <path
                d={STAR}
                fill={value !== undefined && n <= value ? '#ca8a04' : '#e5e7eb'}
                stroke="#a16207"
                strokeWidth={value !== undefined && n <= value ? 0 : 1}
              />
            </svg>
          </label>
        ))}
        <span className="ml-2 text-sm text-gray-700" aria-hidden="true">
          {word ? t(word) : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {fieldMessage(error, i18n)}
        </p>
      )}
    </fieldset>
  );
}
