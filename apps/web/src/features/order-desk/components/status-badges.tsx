// Order, delivery and payment status as pills: the words (underscores as spaces) carry the
// meaning and a hidden prefix says which status it is, so nothing rests on colour alone. Dark text
// on pale grounds keeps AA contrast.
import type { DeliveryStatus, Order, OrderStatus } from '@phoolwari/contracts';
import { statusLabel } from '../lib/desk-format';

const ORDER_CLASSES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-blue-100 text-blue-800',
  processing: 'bg-violet-100 text-violet-800',
  shipped: 'bg-indigo-100 text-indigo-800',
  delivered: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
};

const DELIVERY_CLASSES: Record<DeliveryStatus, string> = {
  pending: 'bg-gray-100 text-gray-800',
  picked_up: 'bg-sky-100 text-sky-900',
  in_transit: 'bg-sky-100 text-sky-900',
  out_for_delivery: 'bg-indigo-100 text-indigo-800',
  delivered: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

const PAYMENT_CLASSES: Record<Order['paymentStatus'], string> = {
  created: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  refund_pending: 'bg-orange-100 text-orange-900',
  refunded: 'bg-gray-100 text-gray-800',
};

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap capitalize';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span data-testid="order-status" className={`${pill} ${ORDER_CLASSES[status]}`}>
      <span className="sr-only">Order status:</span>{' '}
      {statusLabel(status)}
    </span>
  );
}

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span data-testid="delivery-status" className={`${pill} normal-case ${DELIVERY_CLASSES[status]}`}>
      <span className="sr-only">Delivery status:</span>
      <span aria-hidden="true">Delivery:</span> {statusLabel(status)}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: Order['paymentStatus'] }) {
  return (
    <span data-testid="payment-status" className={`${pill} ${PAYMENT_CLASSES[status]}`}>
      <span className="sr-only">Payment status:</span>{' '}
      {statusLabel(status)}
    </span>
  );
}
