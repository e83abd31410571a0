// An order's three statuses as pills, the same for customers (My Orders) and staff (the desk): one
// colour per status, the words (underscores as spaces) carrying the meaning and a hidden prefix
// saying which status it is, so nothing rests on colour alone. Dark text on pale grounds keeps AA
// contrast.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeliveryStatus, OrderStatus, PaymentStatus } from '@phoolwari/contracts';

/**
 * A flower shop's words for the order's two middle statuses, the same on every screen (customer,
 * desk, tracking page, mails): an order is being prepared, then out for delivery, then delivered.
 */
const SHOP_WORDS: Record<string, string> = { processing: 'being prepared', shipped: 'out for delivery' };

/** 'out_for_delivery' → 'out for delivery', 'processing' → 'being prepared' (the staff's English screens). */
export function statusLabel(status: string): string {
  return SHOP_WORDS[status] ?? status.replaceAll('_', ' ');
}

/** Each status in the page's language: `t(ORDER_STATUS_LABELS[status])`. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  pending: msg({ message: 'pending', context: 'order status' }),
  confirmed: msg({ message: 'confirmed', context: 'order status' }),
  processing: msg({ message: 'being prepared', context: 'order status' }),
  shipped: msg({ message: 'out for delivery', context: 'order status' }),
  delivered: msg({ message: 'delivered', context: 'order status' }),
  cancelled: msg({ message: 'cancelled', context: 'order status' }),
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, MessageDescriptor> = {
  pending: msg({ message: 'pending', context: 'delivery status' }),
  picked_up: msg({ message: 'picked up', context: 'delivery status' }),
  in_transit: msg({ message: 'in transit', context: 'delivery status' }),
  out_for_delivery: msg({ message: 'out for delivery', context: 'delivery status' }),
  delivered: msg({ message: 'delivered', context: 'delivery status' }),
  failed: msg({ message: 'failed', context: 'delivery status' }),
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  created: msg({ message: 'created', context: 'payment status' }),
  cod_pending: msg({ message: 'cod pending', context: 'payment status' }),
  paid: msg({ message: 'paid', context: 'payment status' }),
  failed: msg({ message: 'failed', context: 'payment status' }),
  refund_pending: msg({ message: 'refund pending', context: 'payment status' }),
  partially_refunded: msg({ message: 'partially refunded', context: 'payment status' }),
  refunded: msg({ message: 'refunded', context: 'payment status' }),
};

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
  const { t } = useLingui();
  return (
    <span data-testid="order-status" className={`${pill} ${ORDER_STATUS_CLASSES[status]}`}>
      <span className="sr-only">
        <Trans>Order status:</Trans>
      </span>{' '}
      {t(ORDER_STATUS_LABELS[status])}
    </span>
  );
}

/** `labelled`: the word 'Delivery:' shows too, where the pill stands beside the order's own. */
export function DeliveryStatusBadge({ status, labelled = false }: { status: DeliveryStatus; labelled?: boolean }) {
  const { t } = useLingui();
  return (
    <span data-testid="delivery-status" className={`${pill} ${labelled ? 'normal-case' : ''} ${DELIVERY_STATUS_CLASSES[status]}`}>
      <span className="sr-only">
        <Trans>Delivery status:</Trans>
      </span>
      {labelled && (
        <span aria-hidden="true">
          <Trans>Delivery:</Trans>
        </span>
      )}{' '}
      {t(DELIVERY_STATUS_LABELS[status])}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useLingui();
  return (
    <span data-testid="payment-status" className={`${pill} ${PAYMENT_STATUS_CLASSES[status]}`}>
      <span className="sr-only">
        <Trans>Payment status:</Trans>
      </span>{' '}
      {t(PAYMENT_STATUS_LABELS[status])}
    </span>
  );
}
