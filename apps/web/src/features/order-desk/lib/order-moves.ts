// Which moves the desk offers for an order: a mirror of the server's plannedMove and state
// machines (apps/api/src/modules/order-desk/service.ts, orders/state-machine.ts). It only decides
// which buttons to show; the server still decides every move, and a move it refuses (409) changes
// nothing on screen.
import type { DeliveryStatus, DeliveryUpdateBody, Order, OrderStatus } from '@phoolwari/contracts';

export type RequestedMove = NonNullable<DeliveryUpdateBody['deliveryStatus']>;
type OrderState = Pick<Order, 'orderStatus' | 'deliveryStatus'>;

const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

const DELIVERY_MOVES: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  pending: ['picked_up', 'in_transit', 'out_for_delivery', 'failed'],
  picked_up: ['in_transit', 'out_for_delivery', 'failed'],
  in_transit: ['out_for_delivery', 'delivered', 'failed'],
  out_for_delivery: ['delivered', 'failed'],
  delivered: [],
  failed: [],
};

const canMoveDelivery = (from: DeliveryStatus, to: DeliveryStatus) => DELIVERY_MOVES[from].includes(to);

/** Where the server would take the order, or null where it answers 409. */
export function plannedMove({ orderStatus: status, deliveryStatus: delivery }: OrderState, requested: RequestedMove): { orderStatus: OrderStatus; deliveryStatus: DeliveryStatus } | null {
  let next: { orderStatus: OrderStatus; deliveryStatus: DeliveryStatus } | null = null;
  if (requested === 'confirmed') {
    if (status === 'confirmed') next = { orderStatus: 'processing', deliveryStatus: delivery };
  } else if (requested === 'shipped' || requested === 'picked_up' || requested === 'in_transit' || requested === 'out_for_delivery') {
    const target: DeliveryStatus = requested === 'shipped' ? 'out_for_delivery' : requested;
    const leaving = status === 'confirmed' || status === 'processing';
    const deliveryOk = target === delivery ? leaving : canMoveDelivery(delivery, target);
    if ((leaving || status === 'shipped') && deliveryOk) next = { orderStatus: 'shipped', deliveryStatus: target };
  } else if (requested === 'delivered' || requested === 'failed') {
    if (status === 'shipped' && canMoveDelivery(delivery, requested)) next = { orderStatus: requested === 'delivered' ? 'delivered' : 'shipped', deliveryStatus: requested };
  }
  // 'pending' is where every delivery starts; nothing moves back to it.
  if (next && next.orderStatus !== status && !ORDER_MOVES[status].includes(next.orderStatus)) return null;
  return next;
}

export const isLegalMove = (order: OrderState, requested: RequestedMove) => plannedMove(order, requested) !== null;

export type QuickAction = 'confirm' | 'ship' | 'deliver';

/**
 * The spec's quick buttons where the server would accept them. Ship is offered only for orders
 * still in the workshop; moving an order already on its way goes through Edit.
 */
export function quickActions(order: OrderState): QuickAction[] {
  const actions: QuickAction[] = [];
  if (isLegalMove(order, 'confirmed')) actions.push('confirm');
  if ((order.orderStatus === 'confirmed' || order.orderStatus === 'processing') && isLegalMove(order, 'shipped')) actions.push('ship');
  if (isLegalMove(order, 'delivered')) actions.push('deliver');
  return actions;
}

export const QUICK_ACTION_MOVE: Record<QuickAction, RequestedMove> = { confirm: 'confirmed', ship: 'shipped', deliver: 'delivered' };
export const QUICK_ACTION_LABEL: Record<QuickAction, string> = { confirm: 'Confirm', ship: 'Ship', deliver: 'Deliver' };

/** An admin may cancel only what has not left the workshop (stock returns, payment refund pending). */
export const canCancel = (order: Pick<Order, 'orderStatus'>) => order.orderStatus === 'confirmed' || order.orderStatus === 'processing';

const EDITABLE_DELIVERY: readonly DeliveryStatus[] = ['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed'];

/** The delivery statuses the edit form may ask for now (the current one means "leave it"). */
export function deliveryChoices(order: OrderState): DeliveryStatus[] {
  return EDITABLE_DELIVERY.filter((s) => s !== order.deliveryStatus && isLegalMove(order, s));
}

/** Tracking numbers and notes can be changed until the order is finished. */
export const canEdit = (order: Pick<Order, 'orderStatus'>) => order.orderStatus !== 'cancelled' && order.orderStatus !== 'pending';
