// Money given back: a customer cancelling their own order in its window, staff refunding in full or
// in part, and payments that arrive for an order already cancelled. A refund is decided in the
// order's transaction (the order row locked, so two staff clicking at once cannot refund more than
// was paid, and the caller's idempotency key makes one click one refund), then a queued job asks the
// gateway (its refund API, with the refund's id as idempotency key, so a retried job never refunds
// twice). The gateway's webhook settles it; when that never comes, a second job polls.
import type { CustomerCancelBody, RefundBody, RefundStatus } from '@phoolwari/contracts';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import { firstTimeOf, type RequestKey } from '../../platform/idempotency';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Mailer } from '../../platform/mail/mailer';
import { letter } from '../../platform/i18n/letter';
import { translator, wording } from '../../platform/i18n/translator';
import { formatRupees, toPaise, toRupees } from '../../platform/money';
import { recordAudit } from '../audit';
import type { PaymentGateway } from '../../platform/payments/gateway';
import type { UserRow } from '../auth';
import { issueCreditNote } from '../invoices';
import {
  followYourOrder,
  paymentStatusAfterRefunds,
  refundFigures,
  findOrder,
  lockOrder,
  type MoveOrder,
  type OrderActor,
  type OrderTransitions,
} from '../orders';
import * as messages from './messages';
import * as repo from './repo';

export interface RefundRequest {
  amountPaise: number;
  reason: string;
  /** One refund per key and order: the same request again answers the first refund. */
  idempotencyKey: string;
  actor: OrderActor;
  /** A payment other than the order's recorded one (a late payment about to be recorded with it). */
  paymentId?: string;
}

export interface RefundDeps {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  transitions: OrderTransitions;
  jobs: JobQueue;
  mailer: Mailer;
  /** The base of the tracking link the refund mail carries. */
  publicUrl: string;
  /** Seconds before asking the gateway about a refund whose webhook has not come (doubling after). */
  pollSeconds: number;
  log: { warn(obj: object, msg: string): void };
}

const GATEWAY: OrderActor = { userId: null, label: 'Payment gateway' };

export function createRefundService({ db, gateway, clock, transitions, jobs, mailer, publicUrl, pollSeconds, log }: RefundDeps) {
  const submitJob = jobs.define<{ refundId: string }>({
    name: 'refund-submit',
    describe: ({ refundId }) => `Send refund ${refundId} to the payment gateway`,
    run: ({ refundId }, attempt) => submit(refundId, attempt.last),
    retries: 6,
    retryDelaySeconds: 30,
    timeoutSeconds: 60,
  });
  const pollJob = jobs.define<{ refundId: string }>({
    name: 'refund-poll',
    describe: ({ refundId }) => `Ask the payment gateway how refund ${refundId} went`,
    run: ({ refundId }) => poll(refundId),
    // Doubling from pollSeconds: with the default ten minutes, the last ask is about a week later.
    retries: 10,
    retryDelaySeconds: pollSeconds,
    timeoutSeconds: 60,
    background: true,
  });

  /**
   * Records a refund inside the caller's transaction (which holds the order's lock) and queues its
   * submission with it: if the transaction rolls back, no refund was asked for.
   */
  async function startRefund(tx: Tx, move: MoveOrder, orderId: string, request: RefundRequest): Promise<repo.RefundRow> {
    // Read again under the lock: the caller may have moved the order in this transaction already.
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    const same = await repo.findRefundByKey(tx, order.id, request.idempotencyKey);
    if (same) {
      if (same.amountPaise !== request.amountPaise) throw conflict('This refund was already asked for with another amount', 'IDEMPOTENCY_KEY_REUSED');
      return same;
    }
    const paymentId = request.paymentId ?? order.razorpayPaymentId;
    if (!paymentId) throw conflict('This order has no payment to refund', 'NOTHING_TO_REFUND');
    const recording = paymentId !== order.razorpayPaymentId;
    const asPaid = recording ? { ...order, razorpayPaymentId: paymentId, paymentStatus: 'paid' as const } : order;
    const { refundablePaise } = refundFigures(asPaid, await repo.listRefundsOf(tx, order.id));
    if (request.amountPaise > refundablePaise) {
      throw conflict(
        refundablePaise === 0 ? 'Nothing is left to refund on this order' : `At most ${formatRupees(refundablePaise)} can still be refunded on this order`,
        'REFUND_EXCEEDS_PAYMENT',
      );
    }
    const refund = await repo.insertRefund(tx, {
      orderId: order.id,
      paymentId,
      amountPaise: request.amountPaise,
      reason: request.reason,
      idempotencyKey: request.idempotencyKey,
      requestedByUserId: request.actor.userId,
      requestedBy: request.actor.label,
      createdAt: clock(),
    });
    if (request.actor.staff) {
      await recordAudit(tx, request.actor.staff, {
        action: 'refund.create',
        entityType: 'refund',
        entityId: refund.id,
        summary: `Order ${order.orderNumber}: refund of ${formatRupees(request.amountPaise)} (${request.reason})`,
        after: { orderNumber: order.orderNumber, amount: toRupees(request.amountPaise), reason: request.reason },
      });
    }
    await move(
      order,
      { paymentStatus: 'refund_pending' },
      { actor: request.actor, note: `Refund of ${formatRupees(request.amountPaise)} started: ${request.reason}`, ...(recording ? { paymentId } : {}) },
    );
    await jobs.send(submitJob, { refundId: refund.id }, { tx });
    return refund;
  }

  /** Asks the gateway for a pending refund; settles it at once when the gateway already knows the outcome. */
  async function submit(refundId: string, lastAttempt: boolean): Promise<void> {
    const refund = await repo.findRefund(db, refundId);
    if (!refund || refund.status !== 'pending') return;
    const order = await findOrder(db, refund.orderId);
    let answer;
    try {
      answer = await gateway.refund({
        paymentId: refund.paymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.id,
        notes: { refundId: refund.id, orderNumber: order?.order.orderNumber ?? '' },
      });
    } catch (error) {
      // Retried (the same key: never a second refund); after the last try the refund is marked
      // failed so the order does not wait for ever, and staff can refund again.
      if (!lastAttempt) throw error;
      log.warn({ err: error, refundId }, 'the gateway refused a refund for good');
      await settle(refundId, 'failed', error instanceof Error ? error.message : 'The payment gateway refused the refund');
      return;
    }
    if (!refund.gatewayRefundId) await repo.setGatewayRefundId(db, refund.id, answer.id);
    if (answer.status === 'pending') {
      await jobs.send(pollJob, { refundId }, { startAfter: new Date(clock().getTime() + pollSeconds * 1000) });
      return;
    }
    await settle(refundId, answer.status, answer.status === 'failed' ? 'The bank refused the refund' : null);
  }

  async function poll(refundId: string): Promise<void> {
    const refund = await repo.findRefund(db, refundId);
    if (!refund || refund.status !== 'pending' || !refund.gatewayRefundId) return;
    const answer = await gateway.fetchRefund(refund.gatewayRefundId);
    if (answer.status === 'pending') throw new Error('The payment gateway still has this refund pending');
    await settle(refundId, answer.status, answer.status === 'failed' ? 'The bank refused the refund' : null);
  }

  /** A refund's outcome, once: the order's payment status follows, and the customer hears of money sent back. */
  async function settle(
    refundId: string,
    status: Exclude<RefundStatus, 'pending'>,
    failureReason: string | null,
    gatewayRefundId?: string,
  ): Promise<'settled' | 'already' | 'unknown'> {
    const found = await repo.findRefund(db, refundId);
    if (!found) return 'unknown';
    return transitions.inTransaction(async (tx, move) => {
      // The order first, as everywhere, then its refund.
      const order = await lockOrder(tx, found.orderId);
      const refund = await repo.lockRefund(tx, refundId);
      if (!order || !refund || refund.status !== 'pending') return 'already' as const;
      await repo.settleRefundRow(tx, refund.id, {
        status,
        failureReason,
        settledAt: clock(),
        ...(gatewayRefundId && !refund.gatewayRefundId ? { gatewayRefundId } : {}),
      });
      const amount = formatRupees(refund.amountPaise);
      const note = status === 'processed' ? `Refund of ${amount} processed` : `Refund of ${amount} failed: ${failureReason ?? 'refused by the gateway'}`;
      const ownPayment = refund.paymentId === order.razorpayPaymentId;
      const next = ownPayment ? paymentStatusAfterRefunds(refundFigures(order, await repo.listRefundsOf(tx, order.id))) : order.paymentStatus;
      await move(order, { paymentStatus: next }, { actor: GATEWAY, note });
      if (status === 'processed') {
        // Money given back against an invoice is a credit note against it.
        await issueCreditNote(tx, { orderId: order.id, refund, amountPaise: refund.amountPaise, reason: refund.reason }, clock());
        const customer = await findOrder(tx, order.id);
        if (customer?.user.email) {
          const { language } = customer.user;
          const t = translator(messages, language);
          const refunded = formatRupees(refund.amountPaise, language);
          const follow = followYourOrder(publicUrl, customer.order.trackingToken, language);
          await mailer.queue(
            {
              to: customer.user.email,
              subject: t('refundedSubject', { amount: refunded, orderNumber: order.orderNumber }),
              text: letter(language, { dear: customer.user.name }, [
                t('refundedText', { amount: refunded, orderNumber: order.orderNumber, reason: refund.reason }),
                follow?.text,
              ]),
              ...(follow ? { secrets: follow.secrets } : {}),
              relatedOrderId: order.id,
            },
            tx,
          );
        }
      }
      return 'settled' as const;
    });
  }

  return {
    startRefund,
    settle,

    /**
     * The customer cancels their own order in its window, before the florist starts on it: cancelled,
     * and refunded in full when it was paid online. With `requestKey`, the same request sent again
     * after it was done succeeds again without doing anything (idempotency.ts).
     */
    async cancelByCustomer(user: UserRow, orderId: string, body: CustomerCancelBody, requestKey?: RequestKey): Promise<void> {
      const actor: OrderActor = { userId: user.id, label: 'Customer' };
      await transitions.inTransaction(async (tx, move) => {
        const order = await lockOrder(tx, orderId);
        // Someone else's order is answered exactly like a missing one.
        if (!order || order.userId !== user.id) throw notFound(wording(messages, 'orderNotFound'));
        if (requestKey && !(await firstTimeOf(tx, user.id, requestKey))) return;
        if (order.status === 'cancelled') throw conflict(wording(messages, 'alreadyCancelled'), 'ALREADY_CANCELLED');
        // A subscription's deliveries are cancelled with the subscription, which refunds what was not delivered.
        if (order.subscriptionId) throw conflict(wording(messages, 'paidBySubscription'), 'PAID_BY_SUBSCRIPTION');
        if (order.status === 'processing') throw conflict(wording(messages, 'inPreparation'), 'ORDER_IN_PREPARATION');
        const cash = order.paymentStatus === 'cod_pending';
        if (order.status !== 'confirmed' || (order.paymentStatus !== 'paid' && !cash)) throw conflict(wording(messages, 'notCancellable'), 'NOT_CANCELLABLE');
        if (!order.cancellableUntil || clock() > order.cancellableUntil) throw conflict(wording(messages, 'windowPassed'), 'CANCELLATION_WINDOW_PASSED');
        const reason = body.reason ? `Cancelled by the customer: ${body.reason}` : 'Cancelled by the customer';
        // Cash on delivery: nothing was paid, so nothing goes back.
        await move(order, { status: 'cancelled', ...(cash ? { paymentStatus: 'failed' as const } : {}) }, { actor, note: reason });
        if (!cash)
          await startRefund(tx, move, order.id, {
            amountPaise: order.totalPaise,
            reason: 'Order cancelled by the customer',
            idempotencyKey: `cancel-${order.id}`,
            actor,
          });
      });
    },

    /** Staff refund part or all of what is left of an order's payment. */
    async refundFromDesk(actor: OrderActor, orderId: string, body: RefundBody): Promise<void> {
      await transitions.inTransaction(async (tx, move) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found');
        await startRefund(tx, move, order.id, { amountPaise: toPaise(body.amount), reason: body.reason, idempotencyKey: body.idempotencyKey, actor });
      });
    },

    /**
     * Razorpay's refund.processed and refund.failed. The refund is found by the gateway's id, or by
     * the id we sent in its notes when the webhook overtook the answer to our own request.
     */
    async onGatewayEvent(event: {
      type: string;
      gatewayRefundId: string;
      ourRefundId: string | undefined;
      reason?: string;
    }): Promise<'refund_processed' | 'refund_failed' | 'ignored'> {
      if (event.type !== 'refund.processed' && event.type !== 'refund.failed') return 'ignored';
      const refund =
        (await repo.findRefundByGatewayId(db, event.gatewayRefundId)) ?? (event.ourRefundId ? await repo.findRefund(db, event.ourRefundId) : undefined);
      if (!refund) return 'ignored';
      const processed = event.type === 'refund.processed';
      await settle(refund.id, processed ? 'processed' : 'failed', processed ? null : (event.reason ?? 'The bank refused the refund'), event.gatewayRefundId);
      return processed ? 'refund_processed' : 'refund_failed';
    },
  };
}
export type RefundService = ReturnType<typeof createRefundService>;

/** A full refund of a late payment for an order that is no longer waiting for it. */
export function latePaymentRefund(paymentId: string, actor: OrderActor, amountPaise: number): RefundRequest {
  return { amountPaise, reason: 'Payment arrived after the order was cancelled', idempotencyKey: `late-${paymentId}`, actor, paymentId };
}
