// Checkout's saved recipients as radio cards, one column on a phone: picking one fills the
// recipient's name and number and their address; "Someone new" empties them for typing. Which
// card is checked follows the fields, so an edited recipient reads as a new one.
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

import type { SavedAddress } from '@phoolwari/contracts';
import { addressLine, recipientTitle } from '../../account';

interface SavedAddressPickerProps {
  addresses: SavedAddress[];
  /** The saved recipient the fields match, if any. */
  selectedId: string | undefined;
  onPick: (address: SavedAddress | null) => void;
}

const card =
  'flex h-full min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600';

export function SavedAddressPicker({ addresses, selectedId, onPick }: SavedAddressPickerProps) {
  const name = useId();
  const { t, i18n } = useLingui();
  const defaultLabel = (label: string) => t`${label} (default)`;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-gray-800">
        <Trans>Send to someone you saved</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {addresses.map((a) => {
          const title = recipientTitle(i18n, a);
          return (
            <label key={a._id} className={`${card} border-gray-300`}>
              {/* Named by the title alone, with the address as its description: short to hear, full to check. */}
              <input
                type="radio"
                name={name}
                checked={selectedId === a._id}
                onChange={() => onPick(a)}
                aria-labelledby={`${name}-${a._id}-title`}
                aria-describedby={`${name}-${a._id}-detail`}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <span className="min-w-0">
                <span id={`${name}-${a._id}-title`} className="block font-semibold break-words text-gray-900">
                  {a.isDefault ? defaultLabel(title) : title}
                </span>
                <span id={`${name}-${a._id}-detail`} className="block text-gray-700">
                  <span className="block text-gray-800">
                    {a.name} · {a.phone}
                  </span>{' '}
                  <span className="block break-words">{addressLine(a)}</span>
                </span>
              </span>
            </label>
          );
        })}
        <label className={`${card} border-dashed border-gray-300`}>
          <input
            type="radio"
            name={name}
            checked={selectedId === undefined}
            onChange={() => onPick(null)}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span className="font-semibold text-gray-900">
            <Trans>Someone new</Trans>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
