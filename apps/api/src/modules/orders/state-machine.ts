// The order and delivery state machines of the design notes. The server moves an order only along
// these edges; anything else is a 409.
import type { DeliveryStatus, OrderStatus } from '@phoolwari/contracts';
import { AppError } from '../../platform/errors';

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

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_MOVES[from].includes(to);
export const canMoveDelivery = (from: DeliveryStatus, to: DeliveryStatus) => DELIVERY_MOVES[from].includes(to);

export function assertOrderMove(from: OrderStatus, to: OrderStatus): void {
  if (!canMoveOrder(from, to)) throw new AppError(409, `An order that is ${from} cannot become ${to}`, 'INVALID_STATE');
}
