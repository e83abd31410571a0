// The order and delivery state machines, and where a desk move takes an order: one definition the
// server enforces (409 otherwise) and the order desk reads to offer only moves that will succeed.
import type { DeliveryUpdateBody } from './order-desk';

import type { DeliveryStatus, OrderStatus, PaymentStatus } from './orders';

export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  // Cancelled from shipped only when the delivery failed (canDeskCancel): the flowers came back.
  // Back to processing when the customer chooses another slot after a failed delivery: the
  // flowers are in the workshop again, waiting for their new slot.
  shipped: ['delivered', 'cancelled', 'processing'],
  delivered: [],
  cancelled: [],
};

export const DELIVERY_MOVES: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  pending: ['picked_up', 'in_transit', 'out_for_delivery', 'failed'],
  picked_up: ['in_transit', 'out_for_delivery', 'failed'],
  in_transit: ['out_for_delivery', 'delivered', 'failed'],
  out_for_delivery: ['delivered', 'failed'],
  delivered: [],
  // A failed delivery is tried again, or the order is cancelled with a refund.
  // Or, when the customer chose another slot, pending again until it goes out in that slot.
  failed: ['out_for_delivery', 'pending'],
};

/**
 * Payment: a payment may fail and be tried again; money that arrives for an order that is already
 * cancelled goes straight to refund_pending, as does a paid order cancelled by the shop. While a
 * refund is with the gateway the payment is refund_pending; once every refund has settled it is
 * refunded (all of it), partially_refunded, or paid again (the gateway refused the refund).
 */
export const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  created: ['paid', 'failed', 'refund_pending', 'cod_pending'],
  // Cash on delivery: collected by the rider, or refused (or the order cancelled before it left).
  cod_pending: ['paid', 'failed'],
  failed: ['paid', 'refund_pending'],
  paid: ['refund_pending'],
  refund_pending: ['refunded', 'partially_refunded', 'paid'],
  partially_refunded: ['refund_pending'],
  refunded: [],
};

/**
 * What the order desk may cancel (stock returns, a paid order's refund starts): an order still in
 * the workshop, or one whose delivery failed. An order on its way is not cancelled under the rider.
 */
export const canDeskCancel = ({ orderStatus, deliveryStatus }: OrderState): boolean =>
  orderStatus === 'confirmed' || orderStatus === 'processing' || (orderStatus === 'shipped' && deliveryStatus === 'failed');

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_MOVES[from].includes(to);
export const canMoveDelivery = (from: DeliveryStatus, to: DeliveryStatus) => DELIVERY_MOVES[from].includes(to);
export const canMovePayment = (from: PaymentStatus, to: PaymentStatus) => PAYMENT_MOVES[from].includes(to);

export type RequestedMove = NonNullable<DeliveryUpdateBody['deliveryStatus']>;
export interface OrderState {
  orderStatus: OrderStatus;
  deliveryStatus: DeliveryStatus;
}

/**
 * Where a desk move takes an order, or null when the state machines forbid it. 'confirmed' starts
 * preparing a paid order; 'shipped' and the on-the-way delivery statuses send it out; 'delivered'
 * and 'failed' end its delivery. Nothing moves back to 'pending'.
 */
export function nextOrderState({ orderStatus: status, deliveryStatus: delivery }: OrderState, requested: RequestedMove): OrderState | null {
  let next: OrderState | null = null;
  if (requested === 'confirmed') {
    if (status === 'confirmed') next = { orderStatus: 'processing', deliveryStatus: delivery };
  } else if (requested === 'shipped' || requested === 'picked_up' || requested === 'in_transit' || requested === 'out_for_delivery') {
    const target: DeliveryStatus = requested === 'shipped' ? 'out_for_delivery' : requested;
    const leaving = status === 'confirmed' || status === 'processing';
    const deliveryOk = target === delivery ? leaving : canMoveDelivery(delivery, target);
    if ((leaving || status === 'shipped') && deliveryOk) next = { orderStatus: 'shipped', deliveryStatus: target };
  } else if (requested === 'delivered' || requested === 'failed') {
    if (status === 'shipped' && canMoveDelivery(delivery, requested))
      next = { orderStatus: requested === 'delivered' ? 'delivered' : 'shipped', deliveryStatus: requested };
  }
  if (next && next.orderStatus !== status && !canMoveOrder(status, next.orderStatus)) return null;
  return next;
}
