// The server's side of the order state machine (defined once in the contract): a wrong move is 409.
import { canMoveOrder, type OrderStatus } from '@phoolwari/contracts';
import { AppError } from '../../platform/errors';

export { canMoveDelivery, canMoveOrder } from '@phoolwari/contracts';

export function assertOrderMove(from: OrderStatus, to: OrderStatus): void {
  if (!canMoveOrder(from, to)) throw new AppError(409, `An order that is ${from} cannot become ${to}`, 'INVALID_STATE');
}
