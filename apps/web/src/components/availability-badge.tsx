// The stock badge: In Stock green, Limited Stock yellow, anything else red (spec §9). Dark text
// on a pale background keeps each at AA contrast.
import type { Availability } from '@phoolwari/contracts';

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
  return (
    <span
      data-testid="availability-badge"
      className={`inline-flex items-center rounded-full font-medium ${size === 'md' ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs'} ${availabilityClass(availability)}`}
    >
      {availability || 'Out of Stock'}
    </span>
  );
}
