// Which moves the desk offers for an order, read from the contract's state machines (the same
// nextOrderState the server enforces). It only decides which buttons to show; the server still
// decides every move, and a move it refuses (409) changes nothing on screen.
import { canDeskCancel, nextOrderState, type DeliveryStatus, type Order, type RequestedMove } from '@phoolwari/contracts';

export type { RequestedMove };
type OrderState = Pick<Order, 'orderStatus' | 'deliveryStatus'>;

/** Where the server would take the order, or null where it answers 409. */
export const plannedMove = (order: OrderState, requested: RequestedMove) => nextOrderState(order, requested);

export const isLegalMove = (order: OrderState, requested: RequestedMove) => plannedMove(order, requested) !== null;

export type QuickAction = 'confirm' | 'ship' | 'reattempt' | 'deliver';

/**
 * The spec's quick buttons where the server would accept them. Sending out is offered only for orders
 * still in the workshop; moving an order already on its way goes through Edit.
 */
export function quickActions(order: OrderState): QuickAction[] {
  const actions: QuickAction[] = [];
  if (isLegalMove(order, 'confirmed')) actions.push('confirm');
  if ((order.orderStatus === 'confirmed' || order.orderStatus === 'processing') && isLegalMove(order, 'shipped')) actions.push('ship');
  if (order.deliveryStatus === 'failed' && isLegalMove(order, 'out_for_delivery')) actions.push('reattempt');
  if (isLegalMove(order, 'delivered')) actions.push('deliver');
  return actions;
}

export const QUICK_ACTION_MOVE: Record<QuickAction, RequestedMove> = {
  confirm: 'confirmed',
  ship: 'shipped',
  reattempt: 'out_for_delivery',
  deliver: 'delivered',
};
/**
 * What each button does, in the florist's words: a paid order is already confirmed, so the move
 * that takes it on is "Start preparing" (a label never repeats the status the order is in).
 */
export const QUICK_ACTION_LABEL: Record<QuickAction, string> = {
  confirm: 'Start preparing',
  ship: 'Send out',
  reattempt: 'Send out again',
  deliver: 'Mark delivered',
};

/** An admin may cancel what has not left the workshop, or what came back from a failed delivery. */
export const canCancel = canDeskCancel;

const EDITABLE_DELIVERY: readonly DeliveryStatus[] = ['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed'];

/** The delivery statuses the edit form may ask for now (the current one means "leave it"). */
export function deliveryChoices(order: OrderState): DeliveryStatus[] {
  return EDITABLE_DELIVERY.filter((s) => s !== order.deliveryStatus && isLegalMove(order, s));
}

/** Tracking numbers and notes can be changed until the order is finished. */
export const canEdit = (order: Pick<Order, 'orderStatus'>) => order.orderStatus !== 'cancelled' && order.orderStatus !== 'pending';
