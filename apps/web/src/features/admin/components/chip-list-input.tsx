// A list of short texts (a product's tags or features) edited as chips: type and press Enter or
// Add; blank and repeated entries are ignored (spec §5), with a word about a repeat; each chip has
// its own Remove button.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '../../../components/icons';

interface ChipListInputProps {
  label: string;
  /** The singular noun for buttons and messages: 'tag', 'feature'. */
  itemName: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  max?: number;
  maxLength?: number;
  /** The language of the entries ('hi'), so screen readers and fonts read them right. */
  lang?: string;
}

export function ChipListInput({ label, itemName, values, onChange, placeholder, hint, error, max = 20, maxLength = 80, lang }: ChipListInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const full = values.length >= max;

  function add() {
    const value = draft.trim();
    if (!value) {
      setDraft('');
      return;
    }
    // 'Roses' and 'roses' are the same tag to a customer.
    if (values.some((v) => v.toLowerCase() === value.toLowerCase())) {
      setNotice(`“${value}” is already in the list.`);
      setDraft('');
      return;
    }
    if (full) {
      setNotice(`At most ${max} ${itemName}s.`);
      return;
    }
    onChange([...values, value]);
    setNotice(`Added ${itemName} “${value}”.`);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the entry instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  function remove(index: number) {
    const removed = values[index];
    onChange(values.filter((_, i) => i !== index));
    setNotice(`Removed ${itemName} “${removed}”.`);
    // The chip's button is gone; the text box is the natural place to carry on.
    input.current?.focus();
  }

  const describedBy = [error ? `${id}-error` : hint ? `${id}-hint` : '', `${id}-notice`].filter(Boolean).join(' ');

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          lang={lang}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setNotice('');
          }}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 ${error ? 'border-red-700' : 'border-gray-400'}`}
        />
        <button
          type="button"
          onClick={add}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Add <span className="sr-only">{itemName}</span>
        </button>
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p id={`${id}-notice`} role="status" className="min-h-0 text-xs text-gray-700">
        {notice}
      </p>
      {values.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {values.map((value, index) => (
            <li key={value} className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700">
              <span lang={lang} className="truncate">
                {value}
              </span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove ${itemName} ${value}`}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <CloseIcon className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
