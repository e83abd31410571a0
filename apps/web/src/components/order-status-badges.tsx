// An order's three statuses as pills, the same for customers (My Orders) and staff (the desk): one
// colour per status, the words (underscores as spaces) carrying the meaning and a hidden prefix
// saying which status it is, so nothing rests on colour alone. Dark text on pale grounds keeps AA
// contrast.
import type { DeliveryStatus, OrderStatus, PaymentStatus } from '@phoolwari/contracts';

/** 'out_for_delivery' → 'out for delivery'. */
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}

export const ORDER_STATUS_CLASSES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-blue-100 text-blue-800',
  // Preparing a paid order is still 'confirmed' to the customer's eye: the two share one look.
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

export const PAYMENT_STATUS_CLASSES: Record<PaymentStatus, string> = {
  created: 'bg-amber-100 text-amber-900',
  cod_pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  refund_pending: 'bg-orange-100 text-orange-900',
  partially_refunded: 'bg-gray-100 text-gray-800',
  refunded: 'bg-gray-100 text-gray-800',
};

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap capitalize';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span data-testid="order-status" className={`${pill} ${ORDER_STATUS_CLASSES[status]}`}>
      <span className="sr-only">Order status:</span> {statusLabel(status)}
    </span>
  );
}

/** `labelled`: the word 'Delivery:' shows too, where the pill stands beside the order's own. */
export function DeliveryStatusBadge({ status, labelled = false }: { status: DeliveryStatus; labelled?: boolean }) {
  return (
    <span data-testid="delivery-status" className={`${pill} ${labelled ? 'normal-case' : ''} ${DELIVERY_STATUS_CLASSES[status]}`}>
      <span className="sr-only">Delivery status:</span>
      {labelled && <span aria-hidden="true">Delivery:</span>} {statusLabel(status)}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span data-testid="payment-status" className={`${pill} ${PAYMENT_STATUS_CLASSES[status]}`}>
      <span className="sr-only">Payment status:</span> {statusLabel(status)}
    </span>
  );
}
