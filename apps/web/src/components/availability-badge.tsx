// The stock badge: In Stock green, Limited Stock yellow, anything else red (spec §9). Dark text
// on a pale background keeps each at AA contrast.
import type { Availability } from '@phoolwari/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** What each stock state says to customers; an unknown one shows as it came. */
const AVAILABILITY_LABELS = {
  'In Stock': msg`In Stock`,
  'Limited Stock': msg`Limited Stock`,
  'Out of Stock': msg`Out of Stock`,
};

export const AVAILABILITY_CLASSES: Record<'In Stock' | 'Limited Stock' | 'other', string> = {
  'In Stock': 'bg-green-100 text-green-800',
  'Limited Stock': 'bg-yellow-100 text-yellow-800',
  other: 'bg-red-100 text-red-800',
};

export function availabilityClass(availability: Availability | string | undefined): string {
  if (availability === 'In Stock' || availability === 'Limited Stock') return AVAILABILITY_CLASSES[availability];
  return AVAILABILITY_CLASSES.other;
}

interface AvailabilityBadgeProps {
  availability: Availability | string | undefined;
  size?: 'sm' | 'md';
}

export function AvailabilityBadge({ availability, size = 'sm' }: AvailabilityBadgeProps) {
  const { t } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a stock state's code, shown through AVAILABILITY_LABELS
  const state = availability || 'Out of Stock';
  const label = state in AVAILABILITY_LABELS ? t(AVAILABILITY_LABELS[state as Availability]) : state;
  return (
    <span
      data-testid="availability-badge"
      className={`inline-flex items-center rounded-full font-medium ${size === 'md' ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs'} ${availabilityClass(availability)}`}
    >
      {label}
    </span>
  );
}
