// The toasts of the desk's moves (spec §8): 'Order {id} status updated to {status}' on success,
// 'Failed to update order status' with the server's reason when it gave one.
import type { Order } from '@phoolwari/contracts';
import { ApiError } from '../../../lib/api';
import { statusLabel } from '../../../components/order-status-badges';

export const UPDATE_FAILED = 'Failed to update order status';
export const CANCEL_FAILED = 'Failed to cancel order';

/** Names what changed: the order's status, else its delivery's, else just "updated". */
export function moveSuccessMessage(before: Pick<Order, 'orderStatus' | 'deliveryStatus'>, after: Order): string {
  if (after.orderStatus !== before.orderStatus) return `Order ${after.orderId} status updated to ${statusLabel(after.orderStatus)}`;
  if (after.deliveryStatus !== before.deliveryStatus) return `Order ${after.orderId} status updated to ${statusLabel(after.deliveryStatus)}`;
  return `Order ${after.orderId} updated`;
}

/** 'Failed to update order status: An order that is shipped … cannot move to confirmed'. */
export function failureMessage(error: unknown, base = UPDATE_FAILED): string {
  const reason = error instanceof ApiError && !error.generic && error.message ? error.message : null;
  return reason ? `${base}: ${reason}` : base;
}
