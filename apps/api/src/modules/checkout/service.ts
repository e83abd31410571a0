// Checkout and payment: turn the server's own cart into a pending order (stock reserved, slot and
// promo taken, all in one transaction), hand it to the gateway, and confirm it exactly once when
// the payment is proven — by the browser, by a webhook, or both. Unpaid orders expire and give
// their stock back; a payment that arrives too late is recorded and refunded in full at once. Every
// change of an order's status goes through the orders module's transitions. Each job has its file:
// place-order.ts, payments.ts (verify, webhooks), expiry.ts; the customer's order reads are here.
import { can, type Order } from '@phoolwari/contracts';
import { notFound } from '../../platform/errors';
import type { UserRow } from '../auth';
import { toOrderDto, findOrder, listUserOrders } from '../orders';
import * as messages from './messages';
import { wording } from '../../platform/i18n/translator';
import type { CheckoutDeps } from './deps';
import { createExpiry } from './expiry';
import { createPaymentConfirmation } from './payments';
import { createOrderPlacing } from './place-order';

export type { CheckoutDeps, CheckoutInput } from './deps';

export function createCheckoutService(deps: CheckoutDeps) {
  const { db } = deps;
  async function ownOrder(userId: string, orderId: string) {
    const found = await findOrder(db, orderId);
    // Someone else's order is answered exactly like a missing one.
    if (!found || found.order.userId !== userId) throw notFound(wording(messages, 'orderNotFound'));
    return found;
  }

  return {
    ...createOrderPlacing(deps),
    ...createPaymentConfirmation(deps),
    ...createExpiry(deps),

    async listOrders(userId: string): Promise<Order[]> {
      return (await listUserOrders(db, userId)).map((o) => toOrderDto(o));
    },

    async getOrder(viewer: UserRow, orderId: string): Promise<Order> {
      const staff = can(viewer.role, 'orders.read');
      const found = staff ? await findOrder(db, orderId) : await ownOrder(viewer.id, orderId);
      if (!found) throw notFound(wording(messages, 'orderNotFound'));
      return toOrderDto(found, { includeUser: staff, includeTracking: viewer.isGuest });
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
