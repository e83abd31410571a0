// Expiry: unpaid orders whose payment window has passed are cancelled and give their stock back.
import { listExpiredPendingOrderIds, lockOrder } from '../orders';
import { SYSTEM, type CheckoutDeps } from './deps';

/**
 * A checkout asks the gateway for its order right after committing; one with no gateway order
 * after this long was interrupted (its instance died) and gives its stock back at once.
 */
const PAYMENT_START_GRACE_MS = 2 * 60_000;

export function createExpiry({ db, clock, expiryMinutes, transitions }: CheckoutDeps) {
  return {
    /** Cancels pending orders whose payment window has passed; returns how many. */
    async expirePendingOrders(now = clock()): Promise<number> {
      let expired = 0;
      const startedBefore = new Date(now.getTime() - PAYMENT_START_GRACE_MS);
      for (const id of await listExpiredPendingOrderIds(db, now, startedBefore)) {
        const done = await transitions.inTransaction(async (tx, move) => {
          const order = await lockOrder(tx, id);
          if (order?.status !== 'pending') return false;
          const neverStarted = !order.razorpayOrderId && order.createdAt < startedBefore;
          if (!neverStarted && (!order.expiresAt || order.expiresAt >= now)) return false;
          const note = neverStarted ? 'The payment never started (the checkout was interrupted)' : `Payment not completed within ${expiryMinutes} minutes`;
          await move(order, { status: 'cancelled', paymentStatus: 'failed' }, { actor: SYSTEM, note });
          return true;
        });
        if (done) expired += 1;
      }
      return expired;
    },
  };
}
