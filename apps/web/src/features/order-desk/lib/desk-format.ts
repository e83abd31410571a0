// How the desk names a delivery slot.
import type { Order } from '@phoolwari/contracts';
import { formatClock } from '../../../lib/shop-dates';

/**
 * 'Morning, 9:00 am – 12:00 pm'. A name that already states its hours ('Evening 4 – 8 PM', as the
 * demo slots are named) is shown as it is rather than with the times twice.
 */
export function slotLabel(slot: Order['slot']): string {
  if (/\d/.test(slot.name)) return slot.name;
  return `${slot.name}, ${formatClock(slot.startTime)} – ${formatClock(slot.endTime)}`;
}
