// The day a staff screen shows (the desk's deliveries, the bench, a rider's day): a date field and
// "Today". Clearing the field goes back to today rather than to no day at all.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from './button';

interface DayPickerProps {
  label: string;
  value: string;
  today: string;
  onChange: (date: string) => void;
  /** Bigger tap targets, for a phone in a rider's hand. */
  large?: boolean;
  /** More controls on the same row (e.g. "Print all job sheets"). */
  children?: ReactNode;
}

export function DayPicker({ label, value, today, onChange, large = false, children }: DayPickerProps) {
  const height = large ? 'min-h-12' : 'min-h-11';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="block text-sm font-medium text-gray-800">
        {label}
        <input
          type="date"
          value={value}
          required
          onChange={(e) => onChange(e.target.value || today)}
          className={`mt-1 block ${height} rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600`}
        />
      </label>
      <Button variant="secondary" className={large ? height : ''} onClick={() => onChange(today)} disabled={value === today}>
        <Trans>Today</Trans>
      </Button>
      {children}
    </div>
  );
}
