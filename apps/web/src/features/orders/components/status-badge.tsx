// Order and delivery status badges. The words are the status with spaces for underscores; the
// kind ('Order status', 'Delivery') is said to screen readers, since colour alone means nothing.
import type { DeliveryStatus, OrderStatus } from '@phoolwari/contracts';
import { DELIVERY_STATUS_CLASSES, ORDER_STATUS_CLASSES, statusLabel } from '../lib/order-format';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span data-testid="order-status" className={`${badge} ${ORDER_STATUS_CLASSES[status] ?? 'bg-gray-100 text-gray-800'}`}>
      <span className="sr-only">Order status: </span>
      {statusLabel(status)}
    </span>
  );
}

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span data-testid="delivery-status" className={`${badge} ${DELIVERY_STATUS_CLASSES[status] ?? 'bg-gray-100 text-gray-800'}`}>
      {statusLabel(status)}
    </span>
  );
}
