// How order facts read on screen: statuses with spaces for underscores (spec §2), one colour per
// order status (confirmed and processing share one look), and times in the shop's time zone.
import type { DeliveryStatus, OrderStatus } from '@phoolwari/contracts';
import { SHOP_TIME_ZONE } from '../../../lib/shop-dates';

/** 'out_for_delivery' → 'out for delivery'. */
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}

/** Dark text on a pale ground keeps every badge at AA contrast. */
export const ORDER_STATUS_CLASSES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-blue-100 text-blue-800',
  processing: 'bg-blue-100 text-blue-800',
  shipped: 'bg-indigo-100 text-indigo-800',
  delivered: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
};

export const DELIVERY_STATUS_CLASSES: Record<DeliveryStatus, string> = {
  pending: 'bg-gray-100 text-gray-800',
  picked_up: 'bg-sky-100 text-sky-900',
  in_transit: 'bg-sky-100 text-sky-900',
  out_for_delivery: 'bg-indigo-100 text-indigo-800',
  delivered: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** An instant as the shop's clock shows it: '24 Nov 2025, 3:45 pm'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
