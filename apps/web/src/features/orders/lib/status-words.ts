// An order's statuses in words, as My Orders says them in its own sentences (a live update's toast,
// "Waiting for payment (…)", "Payment: …"): lowercase, as the English pills read.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeliveryStatus, OrderStatus, PaymentMethod, PaymentStatus } from '@phoolwari/contracts';

export const ORDER_STATUS_WORDS: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`pending`,
  confirmed: msg`confirmed`,
  processing: msg`being prepared`,
  shipped: msg({ message: 'out for delivery', context: 'order' }),
  delivered: msg`delivered`,
  cancelled: msg`cancelled`,
};

export const DELIVERY_STATUS_WORDS: Record<DeliveryStatus, MessageDescriptor> = {
  pending: msg({ message: 'pending', context: 'delivery' }),
  picked_up: msg`picked up`,
  in_transit: msg`in transit`,
  out_for_delivery: msg`out for delivery`,
  delivered: msg({ message: 'delivered', context: 'delivery' }),
  failed: msg`failed`,
};

export const PAYMENT_STATUS_WORDS: Record<PaymentStatus, MessageDescriptor> = {
  created: msg`created`,
  cod_pending: msg`cod pending`,
  paid: msg`paid`,
  failed: msg({ message: 'failed', context: 'payment' }),
  refund_pending: msg`refund pending`,
  partially_refunded: msg`partially refunded`,
  refunded: msg`refunded`,
};

/** How a non-cash order was paid; UPI is UPI in every language. */
export const PAYMENT_METHOD_WORDS: Record<Exclude<PaymentMethod, 'upi'>, MessageDescriptor> = {
  card: msg`Card`,
  netbanking: msg`Netbanking`,
  wallet: msg`Wallet`,
  cod: msg`Cash on delivery`,
};
