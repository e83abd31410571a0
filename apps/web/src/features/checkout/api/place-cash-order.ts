// POST /api/orders/cash-on-delivery: places the cart as a cash-on-delivery order where the shop
// offers it; the server confirms it at once (no payment window) and answers the order.
import type { CheckoutBody, Order } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export function placeCashOrder(body: CheckoutBody): Promise<Order> {
  return apiRequest<{ order: Order }>('/orders/cash-on-delivery', { method: 'POST', body }).then((answer) => answer.order);
}
