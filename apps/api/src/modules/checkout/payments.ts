// Confirming payments exactly once, whoever proves them first: the browser (verify), the gateway's
// webhook, or the simulated gateway's window. A payment that arrives for an order already cancelled
// is recorded and refunded in full at once; refund webhooks go to the refunds module.
import { createHash } from 'node:crypto';
import { PAYMENT_METHOD_LABELS, RazorpayWebhookEventSchema, type Order, type PaymentMethod, type PaymentWebhookAnswer } from '@phoolwari/contracts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { asPaymentMethod } from '../../platform/payments/gateway';
import type { SimulatedGateway } from '../../platform/payments/simulated';
import { clearCart } from '../cart';
import { toOrderDto, findOrder, findOrderByGatewayOrderId, findOrderPaymentState, lockOrder, type OrderPaymentState, type OrderWithItems } from '../orders';
import { latePaymentRefund } from '../refunds';
import * as checkoutRepo from './repo';
import * as messages from './messages';
import { wording } from '../../platform/i18n/translator';
import type { CheckoutDeps } from './deps';

/** Paid once already (whatever was refunded since): a payment status never goes back from these. */
const paidOnce = (order: OrderPaymentState) =>
  order.paymentStatus === 'paid' ||
  order.paymentStatus === 'refund_pending' ||
  order.paymentStatus === 'partially_refunded' ||
  order.paymentStatus === 'refunded';

export function createPaymentConfirmation({ db, gateway, transitions, log, refunds, otherCaptures = [] }: CheckoutDeps) {
  /** A capture of an order paid once already changes nothing: 'late' when it is cancelled, else 'already'. */
  function alreadyPaid(order: OrderPaymentState, paymentId: string): 'already' | 'late' {
    if (order.razorpayPaymentId !== paymentId) log?.warn({ orderId: order.id, paymentId }, 'a second payment arrived for a paid order: refund it by hand');
    else log?.info({ orderId: order.id, paymentId, paymentStatus: order.paymentStatus }, 'a late capture of the payment already recorded: nothing to do');
    return order.status === 'cancelled' ? 'late' : 'already';
  }

  /**
   * Confirms a proven payment exactly once. 'late' means the order had already been cancelled.
   * With 'confirmed' comes the order as the confirming transaction left it.
   */
  async function markPaid(
    orderId: string,
    paymentId: string,
    actorLabel: string,
    paymentMethod: PaymentMethod | null,
  ): Promise<{ outcome: 'confirmed' | 'already' | 'late'; moved: OrderWithItems[] }> {
    const { result: outcome, moved } = await transitions.inTransactionWithMoved(async (tx, move) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound(wording(messages, 'orderNotFound'));
      const actor = { userId: null, label: actorLabel };
      // A late or repeated capture changes nothing, and is acknowledged so the gateway stops retrying it.
      if (paidOnce(order)) return alreadyPaid(order, paymentId);
      if (order.status === 'cancelled') {
        // Kept with the order and given back in full at once.
        await refunds.startRefund(tx, move, order.id, latePaymentRefund(paymentId, actor, order.totalPaise));
        return 'late' as const;
      }
      await move(
        order,
        { status: 'confirmed', paymentStatus: 'paid' },
        { actor, paymentId, paymentMethod, note: `Paid${paymentMethod ? ` by ${PAYMENT_METHOD_LABELS[paymentMethod]}` : ''}: ${paymentId}` },
      );
      // A subscription's payment is not the cart's: the cart stays as the customer left it.
      if (!order.subscriptionId) await clearCart(tx, order.userId);
      return 'confirmed' as const;
    });
    return { outcome, moved };
  }

  /** Records a failed payment attempt on an order still waiting for payment; the customer may try again. */
  async function markPaymentFailed(orderId: string, actorLabel: string): Promise<void> {
    await transitions.inTransaction(async (tx, move) => {
      const order = await lockOrder(tx, orderId);
      if (order?.status !== 'pending' || order.paymentStatus === 'failed') return;
      await move(order, { paymentStatus: 'failed' }, { actor: { userId: null, label: actorLabel }, note: 'Payment failed' });
    });
  }

  return {
    async verifyPayment(
      buyer: { id: string; isGuest: boolean },
      body: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string; orderId: string },
    ): Promise<Order> {
      const order = await findOrderPaymentState(db, body.orderId);
      // Someone else's order is answered exactly like a missing one.
      if (!order || order.userId !== buyer.id) throw notFound(wording(messages, 'orderNotFound'));
      // The signature must match the gateway order id we stored, not one the browser made up.
      const valid =
        order.razorpayOrderId === body.razorpayOrderId &&
        gateway.verifyPaymentSignature({ orderId: order.razorpayOrderId, paymentId: body.razorpayPaymentId, signature: body.razorpaySignature });
      if (!valid) throw new AppError(400, wording(messages, 'verificationFailed'), 'PAYMENT_VERIFICATION_FAILED');
      // How it was paid is nice to know, never a reason to refuse a proven payment.
      const method = await gateway.paymentMethod(body.razorpayPaymentId).catch(() => null);
      const { outcome, moved } = await markPaid(order.id, body.razorpayPaymentId, 'Payment verified', method);
      if (outcome === 'late') {
        throw new AppError(409, wording(messages, 'paidAfterExpiry'), 'PAYMENT_AFTER_EXPIRY');
      }
      // Confirmed here: the order as its transaction left it; paid already: as it is now.
      // A guest has no My Orders: their answer carries the tracking page.
      return toOrderDto(moved.find((o) => o.order.id === order.id) ?? (await findOrder(db, order.id))!, { includeTracking: buyer.isGuest });
    },

    /** The simulated gateway's payment window: success signs like Razorpay; failure is recorded. */
    async simulate(userId: string, razorpayOrderId: string, outcome: 'success' | 'failure', method: PaymentMethod) {
      if (gateway.provider !== 'simulated') throw notFound('Not found');
      const order = await findOrderByGatewayOrderId(db, razorpayOrderId);
      if (!order || order.userId !== userId) throw notFound(wording(messages, 'orderNotFound'));
      if (order.status !== 'pending') throw conflict(wording(messages, 'notAwaitingPayment'), 'INVALID_STATE');
      if (outcome === 'failure') {
        await markPaymentFailed(order.id, 'Simulated gateway');
        throw new AppError(402, wording(messages, 'paymentFailed'), 'PAYMENT_FAILED');
      }
      return (gateway as SimulatedGateway).simulateSuccess(razorpayOrderId, method);
    },

    /** A Razorpay webhook: signature over the raw bytes, one handling per event id. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined): Promise<PaymentWebhookAnswer> {
      if (!signature || !gateway.verifyWebhookSignature(rawBody, signature)) throw new AppError(400, 'Invalid webhook signature', 'BAD_SIGNATURE');
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest('Malformed webhook body');
      }
      const parsed = RazorpayWebhookEventSchema.safeParse(json);
      if (!parsed.success) throw badRequest('Malformed webhook body');
      const event = parsed.data;
      const eventId = eventIdHeader ?? createHash('sha256').update(rawBody).digest('hex');
      const refundEntity = event.payload?.refund?.entity;
      if (refundEntity) {
        if (!(await checkoutRepo.recordPaymentEvent(db, { id: eventId, type: event.event ?? 'unknown', orderId: null }))) return { status: 'duplicate' };
        const notes = refundEntity.notes && !Array.isArray(refundEntity.notes) ? refundEntity.notes : {};
        try {
          return {
            status: await refunds.onGatewayEvent({
              type: event.event ?? '',
              gatewayRefundId: refundEntity.id,
              ourRefundId: typeof notes.refundId === 'string' ? notes.refundId : undefined,
            }),
          };
        } catch (error) {
          await checkoutRepo.forgetPaymentEvent(db, eventId);
          throw error;
        }
      }
      const paymentId = event.payload?.payment?.entity.id;
      const gatewayOrderId = event.payload?.order?.entity.id ?? event.payload?.payment?.entity.order_id;
      const order = gatewayOrderId ? await findOrderByGatewayOrderId(db, gatewayOrderId) : undefined;

      if (!(await checkoutRepo.recordPaymentEvent(db, { id: eventId, type: event.event ?? 'unknown', orderId: order?.id ?? null })))
        return { status: 'duplicate' };
      if (!paymentId) return { status: 'ignored' };
      try {
        const captured = event.event === 'payment.captured' || event.event === 'order.paid';
        if (!order) {
          // Not a shop order: another module's own gateway order (an event payment) may be.
          if (captured && gatewayOrderId)
            for (const handler of otherCaptures) {
              const outcome = await handler(gatewayOrderId, paymentId);
              if (outcome) return { status: outcome };
            }
          return { status: 'ignored' };
        }
        if (captured) {
          // The browser's verify usually gets there first: an order read as paid stays paid, so the
          // answer needs no transaction and no lock.
          if (paidOnce(order)) return { status: alreadyPaid(order, paymentId) };
          return { status: (await markPaid(order.id, paymentId, 'Razorpay webhook', asPaymentMethod(event.payload?.payment?.entity.method))).outcome };
        }
        if (event.event === 'payment.failed' && order.status === 'pending') {
          await markPaymentFailed(order.id, 'Razorpay webhook');
          return { status: 'failed' };
        }
        return { status: 'ignored' };
      } catch (error) {
        // Let Razorpay retry the event later: forget that we saw it.
        await checkoutRepo.forgetPaymentEvent(db, eventId);
        throw error;
      }
    },
  };
}
