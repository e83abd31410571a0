// The one writer of an order's status, delivery status and payment status. Every caller (checkout,
// payment verification and webhooks, the simulated gateway, the expiry job, the order desk) moves
// an order through `transitionOrder`, which checks the move against the contract's state machines,
// writes the row, runs the move's side effects once (stock and promo given back on cancel, the
// slot freed with it, the history row, the invoice of a confirmed sale), queues the customer's mail
// and phone message in the same transaction and, once it has committed, pushes the live updates.
// See docs/decisions/004-order-transitions.md and 016-festival-evening.md.
//
// LOCK ORDER. Every transaction that moves orders takes its row locks in this one order, so two
// of them wait for each other instead of deadlocking:
//   1. the delivery slot, `FOR NO KEY UPDATE` (checkout's capacity lock),
//   2. orders (`FOR NO KEY UPDATE`: the customer's pending ones, then the order moved),
//   3. products, by id ascending (stock taken or given back),
//   4. the promo code, then refunds and invoices of the order.
// Rows are locked `FOR NO KEY UPDATE`, never `FOR UPDATE`: the shop never changes a key, and
// `FOR UPDATE` would also block the `FOR KEY SHARE` lock PostgreSQL takes on a referenced row when a
// referencing row is written (an order updated twice in one transaction re-checks its slot), which
// is how a cancellation and a checkout deadlocked on a festival evening.
import {
  ROLE_LABELS,
  canMoveDelivery,
  canMoveOrder,
  canMovePayment,
  type DeliveryStatus,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@phoolwari/contracts';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newLinkToken } from '../../platform/link-tokens';
import { recordAudit, type AuditActor } from '../audit';
import { returnStock } from '../catalog';
import { releasePromo } from '../promos';
import type { OrderNotifier } from './notifications';
import * as ordersRepo from './repo';

/**
 * The GST documents a move issues in its own transaction. The invoices module provides them and is
 * passed in: an invoice is of an order, so invoices use orders, never the other way round.
 */
export interface Invoicing {
  /** `items`: the order's items when the caller has read them in this transaction. */
  issueInvoice(tx: Tx, order: ordersRepo.OrderRow, now: Date, items?: ordersRepo.OrderItemRow[]): Promise<{ number: string }>;
  issueCreditNote(tx: Tx, input: { orderId: string; refund: null; amountPaise: number; reason: string }, now: Date): Promise<unknown>;
}

/** Who moved an order, as the history shows it. */
export interface OrderActor {
  userId: string | null;
  label: string;
  /** A member of staff: their move is also written to the audit trail. */
  staff?: AuditActor;
}

/** A member of staff as an order's history and the audit trail name them: "Meera (order desk)". */
export const staffActor = (member: AuditActor): OrderActor => ({
  userId: member.id,
  label: `${member.name} (${ROLE_LABELS[member.role].toLowerCase()})`,
  staff: member,
});

/** Where an order goes; a status left out stays as it is. */
export interface OrderTarget {
  status?: OrderStatus;
  deliveryStatus?: DeliveryStatus;
  paymentStatus?: PaymentStatus;
}

export interface TransitionOptions {
  actor: OrderActor;
  /** Kept on the history row (for a cancellation, also as the reason the customer reads). */
  note?: string;
  /** The gateway's payment this move records, with `paymentStatus` 'paid' or 'refund_pending'. */
  paymentId?: string;
  /** How that payment was made, when the gateway said. */
  paymentMethod?: PaymentMethod | null;
  /** What the desk edits along with a move; an empty string clears it. */
  details?: { trackingNumber?: string; deliveryNotes?: string };
  /** What the team records with a move: the florist's photo, the rider given the order, the proof of delivery or why it failed. */
  record?: OrderRecord;
}

/** Columns the team writes along with a move (never a status). */
export type OrderRecord = Partial<
  Pick<
    ordersRepo.OrderRow,
    | 'preparedAt'
    | 'preparedPhoto'
    | 'preparedById'
    | 'riderId'
    | 'riderAssignedAt'
    | 'deliveryPhoto'
    | 'receivedBy'
    | 'deliveryFailureReason'
    // A new slot, chosen by the customer after a failed delivery.
    | 'deliveryDate'
    | 'slotId'
    | 'slotName'
    | 'slotStart'
    | 'slotEnd'
    | 'estimatedDelivery'
  >
>;

/** A move: its messages are queued before the commit, its live updates pushed after. */
export interface OrderChange {
  orderId: string;
  previousStatus: OrderStatus;
  previousDeliveryStatus: DeliveryStatus;
  /** Stock went back on the shelf: what the catalogue shows changed. */
  stockReturned: boolean;
}

/** PostgreSQL's serialization_failure and deadlock_detected: the transaction may simply run again. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 6;

function isRetryable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (RETRYABLE_CODES.has((e as { code?: unknown }).code as string)) return true;
  }
  return false;
}

const words = (s: string) => s.replace(/_/g, ' ');

/** Throws the 409 a move the state machines forbid answers with. */
function assertMove(order: ordersRepo.OrderRow, to: Required<OrderTarget>): void {
  if (to.status !== order.status && !canMoveOrder(order.status, to.status)) {
    throw new AppError(409, `An order that is ${words(order.status)} cannot become ${words(to.status)}`, 'INVALID_STATE');
  }
  if (to.deliveryStatus !== order.deliveryStatus && !canMoveDelivery(order.deliveryStatus, to.deliveryStatus)) {
    throw new AppError(409, `A delivery that is ${words(order.deliveryStatus)} cannot become ${words(to.deliveryStatus)}`, 'INVALID_STATE');
  }
  if (to.paymentStatus !== order.paymentStatus && !canMovePayment(order.paymentStatus, to.paymentStatus)) {
    throw new AppError(409, `A payment that is ${words(order.paymentStatus)} cannot become ${words(to.paymentStatus)}`, 'INVALID_STATE');
  }
}

/**
 * Moves a locked order (see `ordersRepo.lockOrder`) inside `tx`. The caller must hold the row lock,
 * so two moves of one order queue and the second sees the first's result.
 */
export async function transitionOrder(
  tx: Tx,
  order: ordersRepo.OrderRow,
  target: OrderTarget,
  opts: TransitionOptions & { now: Date; cancellationWindowMinutes: number; invoicing: Invoicing; invoices?: InvoicesToIssue },
): Promise<OrderChange> {
  const to = {
    status: target.status ?? order.status,
    deliveryStatus: target.deliveryStatus ?? order.deliveryStatus,
    paymentStatus: target.paymentStatus ?? order.paymentStatus,
  };
  assertMove(order, to);
  const cancelling = to.status === 'cancelled' && order.status !== 'cancelled';
  if (cancelling) {
    // The slot is freed by the status itself: slot bookings count orders that are not cancelled.
    // Products are locked in id order, as checkout takes them, so the two never deadlock.
    const items = (await ordersRepo.listOrderItems(tx, order.id)).sort((a, b) => a.productId.localeCompare(b.productId));
    for (const item of items) await returnStock(tx, item.productId, item.quantity, item.optionId);
    await releasePromo(tx, order.id);
  }
  const { trackingNumber, deliveryNotes } = opts.details ?? {};
  await ordersRepo.updateOrderRow(tx, order.id, {
    status: to.status,
    deliveryStatus: to.deliveryStatus,
    paymentStatus: to.paymentStatus,
    // Only a pending order holds stock against the clock.
    ...(to.status !== 'pending' ? { expiresAt: null } : {}),
    ...(cancelling ? { cancelReason: opts.note ?? null } : {}),
    ...(to.deliveryStatus === 'delivered' && order.deliveryStatus !== 'delivered' ? { actualDelivery: opts.now } : {}),
    ...(opts.paymentId ? { razorpayPaymentId: opts.paymentId, paidAt: opts.now, paymentMethod: opts.paymentMethod ?? null } : {}),
    ...(!opts.paymentId && opts.paymentMethod ? { paymentMethod: opts.paymentMethod } : {}),
    // Cash collected at the door: paid now.
    ...(order.paymentStatus === 'cod_pending' && to.paymentStatus === 'paid' ? { paidAt: opts.now } : {}),
    // Paid (or to be paid in cash) and confirmed: the customer may cancel it themselves for a
    // while, until it is being prepared.
    ...(order.status === 'pending' && to.status === 'confirmed' && (to.paymentStatus === 'paid' || to.paymentStatus === 'cod_pending')
      ? { cancellableUntil: new Date(opts.now.getTime() + opts.cancellationWindowMinutes * 60_000) }
      : {}),
    // Confirmed: the order gets its tracking link, which every mail about it carries from now on.
    ...(order.status === 'pending' && to.status === 'confirmed' && !order.trackingToken ? { trackingToken: newLinkToken() } : {}),
    ...(trackingNumber !== undefined ? { trackingNumber: trackingNumber || null } : {}),
    ...(deliveryNotes !== undefined ? { deliveryNotes: deliveryNotes || null } : {}),
    ...opts.record,
  });
  await ordersRepo.addHistory(tx, {
    orderId: order.id,
    from: order,
    to,
    actorUserId: opts.actor.userId,
    actorLabel: opts.actor.label,
    note: opts.note ?? null,
  });
  if (opts.actor.staff) {
    const state = (o: { status: string; deliveryStatus: string; paymentStatus: string }) => ({
      status: o.status,
      deliveryStatus: o.deliveryStatus,
      paymentStatus: o.paymentStatus,
    });
    const moved = [
      to.status !== order.status && `${order.status} → ${to.status}`,
      to.deliveryStatus !== order.deliveryStatus && `delivery ${order.deliveryStatus} → ${to.deliveryStatus}`,
      to.paymentStatus !== order.paymentStatus && `payment ${order.paymentStatus} → ${to.paymentStatus}`,
    ].filter(Boolean);
    await recordAudit(tx, opts.actor.staff, {
      action: to.status === 'cancelled' && order.status !== 'cancelled' ? 'order.cancel' : 'order.move',
      entityType: 'order',
      entityId: order.id,
      summary: `Order ${order.orderNumber}: ${moved.length ? moved.join(', ') : 'details edited'}${opts.note ? ` (${opts.note})` : ''}`,
      before: state(order),
      after: state(to),
    });
  }
  // Confirmed (paid, or to be paid in cash): the order is a sale, and its GST invoice is numbered
  // in this same transaction, so the series has no gaps.
  if (order.status === 'pending' && to.status === 'confirmed') {
    const issue = (items?: ordersRepo.OrderItemRow[]) => opts.invoicing.issueInvoice(tx, order, opts.now, items);
    if (opts.invoices) opts.invoices.set(order.id, issue);
    else await issue();
  }
  // A cash-on-delivery sale cancelled (or refused at the door) before its cash was collected never
  // happened: its invoice is cancelled by a credit note for the whole of it. (A paid one gets its
  // credit notes as its refunds are processed.)
  if (cancelling && order.paymentStatus === 'cod_pending') {
    // Confirmed earlier in this same transaction: its invoice is issued now, to be credited.
    await opts.invoices?.get(order.id)?.();
    opts.invoices?.delete(order.id);
    await opts.invoicing.issueCreditNote(
      tx,
      { orderId: order.id, refund: null, amountPaise: order.totalPaise, reason: opts.note ?? 'Order cancelled' },
      opts.now,
    );
  }
  return { orderId: order.id, previousStatus: order.status, previousDeliveryStatus: order.deliveryStatus, stockReturned: cancelling };
}

/**
 * Invoices of the sales a transaction confirms, issued at its very end: the invoice series is one
 * counter row that every confirming transaction locks, so it is taken last and held only until the
 * commit that follows, not while the rest of the transaction runs (on a festival evening every
 * payment queues on it).
 */
export type InvoicesToIssue = Map<string, (items?: ordersRepo.OrderItemRow[]) => Promise<{ number: string }>>;

/** `transitionOrder` bound to a transaction whose changes are announced after it commits. */
export type MoveOrder = (order: ordersRepo.OrderRow, target: OrderTarget, opts: TransitionOptions) => Promise<OrderChange>;

export function createOrderTransitions({
  db,
  clock,
  notifier,
  invoicing,
  onStockChange,
  cancellationWindowMinutes = 30,
}: {
  db: Db;
  clock: Clock;
  notifier?: OrderNotifier;
  invoicing: Invoicing;
  onStockChange?: () => void;
  /** How long after paying a customer may cancel their order themselves. */
  cancellationWindowMinutes?: number;
}) {
  /** Inside the transaction: the customer's mail and phone message for each move, queued with it. */
  async function queueMessages(tx: Tx, changes: OrderChange[]): Promise<ordersRepo.OrderWithItems[]> {
    const moved = new Map<string, ordersRepo.OrderWithItems>();
    if (!notifier) return [];
    for (const change of changes) {
      let found = moved.get(change.orderId);
      if (!found) {
        found = await ordersRepo.findOrder(tx, change.orderId);
        if (!found) continue;
        moved.set(change.orderId, found);
      }
      await notifier.queueMessages(tx, found, change.previousStatus, change.previousDeliveryStatus);
    }
    return [...moved.values()];
  }

  /** After the commit: live updates, best effort (what they show is in the database). */
  async function publish(changes: OrderChange[], moved: ordersRepo.OrderWithItems[]) {
    if (changes.some((c) => c.stockReturned)) onStockChange?.();
    for (const order of moved) await notifier?.publish(order);
  }

  /**
   * Runs `work` in one transaction with a `move` for its orders. Each move's mail and phone message
   * is queued in that transaction; live updates go out only after the commit, so nobody is told
   * about a change that was rolled back, and no message of a committed one is lost. Answers the
   * work's result and the orders it moved, as the transaction left them (read for their messages).
   */
  async function run<T>(work: (tx: Tx, move: MoveOrder) => Promise<T>): Promise<{ result: T; moved: ordersRepo.OrderWithItems[] }> {
    // Rows are locked in one order everywhere (see LOCK ORDER above), but PostgreSQL can still
    // fail a transaction as a deadlock or serialization failure; a rolled-back attempt changed
    // nothing and told nobody, so it runs again, a few times, after a growing random wait.
    for (let attempt = 1; ; attempt++) {
      const changes: OrderChange[] = [];
      const invoices: InvoicesToIssue = new Map();
      let moved: ordersRepo.OrderWithItems[] = [];
      let result: T;
      try {
        result = await db.transaction(async (tx) => {
          const value = await work(tx, async (order, target, opts) => {
            const change = await transitionOrder(tx, order, target, { ...opts, now: clock(), cancellationWindowMinutes, invoicing, invoices });
            changes.push(change);
            return change;
          });
          moved = await queueMessages(tx, changes);
          for (const [orderId, issue] of invoices) {
            // Read for its messages before the invoice was numbered: its items serve the invoice,
            // and the number is the one thing it lacks.
            const order = moved.find((o) => o.order.id === orderId);
            const { number } = await issue(order?.items);
            if (order) order.invoiceNumber = number;
          }
          return value;
        });
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** attempt));
        continue;
      }
      // Committed: from here on nothing may run the work again.
      await publish(changes, moved);
      return { result, moved };
    }
  }

  return {
    /** Runs `work` as `run` does, answering the work's result. */
    async inTransaction<T>(work: (tx: Tx, move: MoveOrder) => Promise<T>): Promise<T> {
      return (await run(work)).result;
    },
    /**
     * The same, answering also the orders the work moved, each with its items, refunds and invoice
     * as the transaction left them: a caller that answers with the order need not read it again.
     */
    inTransactionWithMoved: run,
  };
}
export type OrderTransitions = ReturnType<typeof createOrderTransitions>;
