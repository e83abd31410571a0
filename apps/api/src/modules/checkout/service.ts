// Checkout and payment: turn the server's own cart into a pending order (stock reserved, slot and
// promo taken, all in one transaction), hand it to the gateway, and confirm it exactly once when
// the payment is proven — by the browser, by a webhook, or both. Unpaid orders expire and give
// their stock back; a payment that arrives too late is kept and flagged for refund.
import { createHash } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { CheckoutBodySchema, CreatePaymentOrderAnswer, Order, OrderStatus, Totals } from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { deliverySlots, orderItems, orders, paymentEvents, products } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { referenceNumber } from '../../platform/reference-numbers';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payments/gateway';
import type { SimulatedGateway } from '../../platform/payments/simulated';
import type { UserRow } from '../auth/repo';
import { clearCart } from '../cart/repo';
import { priceCart } from '../cart/service';
import { totalsToRupees } from '../cart/totals';
import { countSlotBookings, estimatedDelivery, findServiceArea, slotTimingProblem } from '../delivery/service';
import type { OrderNotifier } from '../orders/notifications';
import * as ordersRepo from '../orders/repo';
import { toOrderDto } from '../orders/service';
import { assertOrderMove } from '../orders/state-machine';
import { redeemPromo, releasePromo } from '../promos/service';
import { readShopSettings } from '../shop-settings/service';

export type CheckoutInput = z.output<typeof CheckoutBodySchema>;

export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  expiryMinutes: number;
  /** Told after every order status change (real-time updates, mail). */
  notifier?: OrderNotifier;
  log?: { warn(obj: object, msg: string): void };
}

const PAYMENT_FAILED = 'Payment verification failed';


/** Gives an order's reserved stock and promo back and marks it cancelled (inside a transaction). */
export async function cancelOrderTx(
  tx: DbOrTx,
  order: ordersRepo.OrderRow,
  opts: { reason: string; actorUserId: string | null; actorLabel: string; paymentStatus?: ordersRepo.OrderRow['paymentStatus'] },
): Promise<void> {
  assertOrderMove(order.status, 'cancelled');
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    await tx.update(products).set({ stock: sql`${products.stock} + ${item.quantity}` }).where(eq(products.id, item.productId));
  }
  await releasePromo(tx, order.id);
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelReason: opts.reason, paymentStatus: opts.paymentStatus ?? order.paymentStatus, expiresAt: null, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await ordersRepo.addHistory(tx, {
    orderId: order.id,
    from: order,
    to: { status: 'cancelled', deliveryStatus: order.deliveryStatus },
    actorUserId: opts.actorUserId,
    actorLabel: opts.actorLabel,
    note: opts.reason,
  });
}

export function createCheckoutService({ db, gateway, clock, expiryMinutes, notifier, log }: CheckoutDeps) {
  async function publish(orderId: string, previous: OrderStatus) {
    if (!notifier) return;
    const order = await ordersRepo.findOrder(db, orderId);
    if (order) await notifier.orderChanged(order, previous);
  }

  /** Zone and slot fees on top of the base fee, after checking the pincode and the slot. */
  async function deliveryFor(tx: DbOrTx, input: { pincode: string; slotId: string; date: string }, opts: { lock: boolean }) {
    const settings = await readShopSettings(tx);
    const area = await findServiceArea(tx, input.pincode);
    if (!area) throw new AppError(400, `Sorry, we do not deliver to ${input.pincode} yet`, 'PINCODE_NOT_SERVICEABLE', [{ path: 'shippingAddress.pincode', message: 'We do not deliver here yet' }]);
    const query = tx.select().from(deliverySlots).where(eq(deliverySlots.id, input.slotId));
    // The slot row is the capacity lock: parallel checkouts for one slot queue here.
    const [slot] = opts.lock ? await query.for('update') : await query;
    if (!slot || !slot.isActive) throw badRequest('Choose a delivery slot', [{ path: 'slotId', message: 'Choose a delivery slot' }]);
    const problem = slotTimingProblem(slot, input.date, clock(), settings);
    if (problem === 'past_cutoff') throw new AppError(409, `${slot.name} can no longer be booked for ${input.date}. Please choose a later slot or date.`, 'SLOT_UNAVAILABLE');
    if (problem === 'closed') throw new AppError(409, `${slot.name} is not available on ${input.date}`, 'SLOT_UNAVAILABLE');
    return { settings, area, slot, extraFeePaise: area.feePaise + slot.feePaise };
  }

  async function createPendingOrder(user: UserRow, input: CheckoutInput) {
    return db.transaction(async (tx) => {
      const now = clock();
      const { settings, area, slot, extraFeePaise } = await deliveryFor(tx, { pincode: input.shippingAddress.pincode, slotId: input.slotId, date: input.deliveryDate }, { lock: true });
      if (input.giftMessage.length > settings.giftMessageLimit) {
        throw badRequest(`The gift message can be at most ${settings.giftMessageLimit} characters`, [{ path: 'giftMessage', message: `At most ${settings.giftMessageLimit} characters` }]);
      }
      const priced = await priceCart(tx, user.id, { now, extraFeePaise });
      if (priced.lines.length === 0) throw badRequest('Your cart is empty', []);
      if (priced.promoError) throw conflict(priced.promoError, 'PROMO_INVALID');

      const fingerprint = createHash('sha256')
        .update(JSON.stringify({ lines: priced.lines.map((l) => [l.productId, l.quantity, l.pricePaise, l.referencePhoto]), input, promo: priced.promo?.id ?? null, total: priced.totals.total }))
        .digest('hex');
      const pending = await tx.select().from(orders).where(and(eq(orders.userId, user.id), eq(orders.status, 'pending'))).for('update');
      const reusable = pending.find((o) => o.fingerprint === fingerprint && o.razorpayOrderId && o.expiresAt && o.expiresAt > now);
      if (reusable) return { orderId: reusable.id, reused: true as const };
      for (const stale of pending) {
        await cancelOrderTx(tx, stale, { reason: 'Replaced by a newer checkout', actorUserId: user.id, actorLabel: 'Customer', paymentStatus: 'failed' });
      }

      if ((await countSlotBookings(tx, slot.id, input.deliveryDate)) >= slot.capacity) {
        throw conflict(`${slot.name} on ${input.deliveryDate} is full. Please choose another slot.`, 'SLOT_FULL');
      }
      // Conditional decrement: the row lock plus `stock >= quantity` means stock never goes below
      // zero and never sells twice, on PGlite and PostgreSQL alike.
      for (const line of priced.lines) {
        const taken = await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}` })
          .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
          .returning({ id: products.id });
        if (taken.length === 0) {
          throw conflict(line.stock <= 0 ? `Sorry, ${line.name} is out of stock` : `Only ${line.stock} of ${line.name} left`, 'OUT_OF_STOCK');
        }
      }

      const orderId = newId();
      const t = priced.totals;
      await tx.insert(orders).values({
        id: orderId,
        orderNumber: referenceNumber('PW', now, 5),
        userId: user.id,
        subtotalPaise: t.subtotal,
        deliveryFeePaise: t.deliveryFee,
        shopDiscountPaise: t.shopDiscount,
        promoDiscountPaise: t.promoDiscount,
        totalPaise: t.total,
        promoCodeId: priced.promo?.id ?? null,
        promoCode: priced.promo?.code ?? null,
        shippingAddress: input.shippingAddress,
        recipientName: input.recipient.name,
        recipientPhone: input.recipient.phone,
        giftMessage: input.giftMessage,
        anonymousSender: input.anonymousSender,
        deliveryDate: input.deliveryDate,
        slotId: slot.id,
        slotName: slot.name,
        slotStart: slot.startTime,
        slotEnd: slot.endTime,
        estimatedDelivery: estimatedDelivery(slot, input.deliveryDate, now),
        paymentProvider: gateway.provider,
        fingerprint,
        expiresAt: new Date(now.getTime() + expiryMinutes * 60_000),
      });
      await tx.insert(orderItems).values(
        priced.lines.map((l) => ({
          id: newId(),
          orderId,
          productId: l.productId,
          name: l.name,
          image: l.images[0] ?? '',
          unitPricePaise: l.pricePaise,
          quantity: l.quantity,
          referencePhoto: l.referencePhoto,
        })),
      );
      if (priced.promo) await redeemPromo(tx, priced.promo.id, { userId: user.id, orderId, subtotalPaise: t.subtotal, now });
      await ordersRepo.addHistory(tx, { orderId, from: null, to: { status: 'pending', deliveryStatus: 'pending' }, actorUserId: user.id, actorLabel: 'Customer', note: `Zone ${area.zone}` });
      return { orderId, reused: false as const };
    });
  }

  /** Confirms a proven payment exactly once. 'late' means the order had already been cancelled. */
  async function markPaid(orderId: string, paymentId: string, actorLabel: string): Promise<'confirmed' | 'already' | 'late'> {
    const outcome = await db.transaction(async (tx) => {
      const order = await ordersRepo.lockOrder(tx, orderId);
      if (!order) throw notFound('Order not found');
      if (order.paymentStatus === 'paid' || order.paymentStatus === 'refund_pending' || order.paymentStatus === 'refunded') {
        if (order.razorpayPaymentId !== paymentId) log?.warn({ orderId, paymentId }, 'a second payment arrived for a paid order: refund it by hand');
        return order.status === 'cancelled' ? ('late' as const) : ('already' as const);
      }
      if (order.status === 'cancelled') {
        await tx.update(orders).set({ razorpayPaymentId: paymentId, paymentStatus: 'refund_pending', paidAt: clock(), updatedAt: new Date() }).where(eq(orders.id, orderId));
        await ordersRepo.addHistory(tx, { orderId, from: order, to: order, actorUserId: null, actorLabel, note: `Payment ${paymentId} arrived after the order was cancelled: refund due` });
        return 'late' as const;
      }
      assertOrderMove(order.status, 'confirmed');
      await tx
        .update(orders)
        .set({ status: 'confirmed', paymentStatus: 'paid', razorpayPaymentId: paymentId, paidAt: clock(), expiresAt: null, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      await ordersRepo.addHistory(tx, { orderId, from: order, to: { status: 'confirmed', deliveryStatus: order.deliveryStatus }, actorUserId: null, actorLabel, note: `Paid: ${paymentId}` });
      await clearCart(tx, order.userId);
      return 'confirmed' as const;
    });
    if (outcome === 'confirmed') await publish(orderId, 'pending');
    return outcome;
  }

  async function ownOrder(userId: string, orderId: string) {
    const found = await ordersRepo.findOrder(db, orderId);
    // Someone else's order is answered exactly like a missing one.
    if (!found || found.order.userId !== userId) throw notFound('Order not found');
    return found;
  }

  return {
    /** The totals checkout shows for a pincode and slot: the same figures create-order will charge. */
    async quote(userId: string, input: { pincode: string; slotId: string; date: string }): Promise<{ totals: Totals; zone: string }> {
      const { extraFeePaise, area } = await deliveryFor(db, input, { lock: false });
      const priced = await priceCart(db, userId, { now: clock(), extraFeePaise });
      return { totals: totalsToRupees(priced.totals), zone: area.zone };
    },

    async createOrder(user: UserRow, input: CheckoutInput): Promise<CreatePaymentOrderAnswer> {
      const { orderId, reused } = await createPendingOrder(user, input);
      let found = await ordersRepo.findOrder(db, orderId);
      if (!found) throw notFound('Order not found');
      if (!reused) {
        try {
          const gatewayOrder = await gateway.createOrder({ amountPaise: found.order.totalPaise, receipt: found.order.orderNumber, notes: { orderId } });
          await db.update(orders).set({ razorpayOrderId: gatewayOrder.id }).where(eq(orders.id, orderId));
        } catch (error) {
          await db.transaction(async (tx) => {
            const order = await ordersRepo.lockOrder(tx, orderId);
            if (order?.status === 'pending') await cancelOrderTx(tx, order, { reason: 'The payment gateway could not start the payment', actorUserId: null, actorLabel: 'System', paymentStatus: 'failed' });
          });
          throw error;
        }
        found = (await ordersRepo.findOrder(db, orderId))!;
      }
      return {
        key: gateway.keyId,
        amount: found.order.totalPaise,
        currency: 'INR',
        razorpayOrderId: found.order.razorpayOrderId!,
        orderId,
        provider: gateway.provider,
        orderNumber: found.order.orderNumber,
        customer: { name: user.name, email: user.email, phone: user.phone },
      };
    },

    async verifyPayment(userId: string, body: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string; orderId: string }): Promise<Order> {
      const { order } = await ownOrder(userId, body.orderId);
      // The signature must match the gateway order id we stored, not one the browser made up.
      const valid =
        order.razorpayOrderId === body.razorpayOrderId &&
        gateway.verifyPaymentSignature({ orderId: order.razorpayOrderId, paymentId: body.razorpayPaymentId, signature: body.razorpaySignature });
      if (!valid) throw new AppError(400, PAYMENT_FAILED, 'PAYMENT_VERIFICATION_FAILED');
      const outcome = await markPaid(order.id, body.razorpayPaymentId, 'Payment verified');
      if (outcome === 'late') {
        throw new AppError(409, 'Your payment arrived after the order had expired. It has been recorded and will be refunded in full.', 'PAYMENT_AFTER_EXPIRY');
      }
      return toOrderDto((await ordersRepo.findOrder(db, order.id))!);
    },

    /** The simulated gateway's payment window: success signs like Razorpay; failure is recorded. */
    async simulate(userId: string, razorpayOrderId: string, outcome: 'success' | 'failure') {
      if (gateway.provider !== 'simulated') throw notFound('Not found');
      const order = await db.query.orders.findFirst({ where: eq(orders.razorpayOrderId, razorpayOrderId) });
      if (!order || order.userId !== userId) throw notFound('Order not found');
      if (order.status !== 'pending') throw conflict('This order is no longer waiting for payment', 'INVALID_STATE');
      if (outcome === 'failure') {
        await db.update(orders).set({ paymentStatus: 'failed', updatedAt: new Date() }).where(eq(orders.id, order.id));
        throw new AppError(402, 'Payment failed', 'PAYMENT_FAILED');
      }
      return (gateway as SimulatedGateway).simulateSuccess(razorpayOrderId);
    },

    /** A Razorpay webhook: signature over the raw bytes, one handling per event id. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined): Promise<{ status: string }> {
      if (!signature || !gateway.verifyWebhookSignature(rawBody, signature)) throw new AppError(400, 'Invalid webhook signature', 'BAD_SIGNATURE');
      let event: { event?: string; payload?: { payment?: { entity?: { id?: string; order_id?: string } }; order?: { entity?: { id?: string } } } };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest('Malformed webhook body');
      }
      const eventId = eventIdHeader ?? createHash('sha256').update(rawBody).digest('hex');
      const paymentId = event.payload?.payment?.entity?.id;
      const gatewayOrderId = event.payload?.order?.entity?.id ?? event.payload?.payment?.entity?.order_id;
      const order = gatewayOrderId ? await db.query.orders.findFirst({ where: eq(orders.razorpayOrderId, gatewayOrderId) }) : undefined;

      const inserted = await db
        .insert(paymentEvents)
        .values({ id: eventId, type: event.event ?? 'unknown', orderId: order?.id ?? null })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (inserted.length === 0) return { status: 'duplicate' };
      if (!order || !paymentId) return { status: 'ignored' };
      try {
        if (event.event === 'payment.captured' || event.event === 'order.paid') return { status: await markPaid(order.id, paymentId, 'Razorpay webhook') };
        if (event.event === 'payment.failed' && order.status === 'pending') {
          await db.update(orders).set({ paymentStatus: 'failed', updatedAt: new Date() }).where(eq(orders.id, order.id));
          return { status: 'failed' };
        }
        return { status: 'ignored' };
      } catch (error) {
        // Let Razorpay retry the event later: forget that we saw it.
        await db.delete(paymentEvents).where(eq(paymentEvents.id, eventId));
        throw error;
      }
    },

    /** Cancels pending orders whose payment window has passed; returns how many. */
    async expirePendingOrders(now = clock()): Promise<number> {
      const due = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, now)));
      let expired = 0;
      for (const { id } of due) {
        const done = await db.transaction(async (tx) => {
          const order = await ordersRepo.lockOrder(tx, id);
          if (order?.status !== 'pending' || !order.expiresAt || order.expiresAt >= now) return false;
          await cancelOrderTx(tx, order, { reason: `Payment not completed within ${expiryMinutes} minutes`, actorUserId: null, actorLabel: 'System', paymentStatus: 'failed' });
          return true;
        });
        if (done) {
          expired += 1;
          await publish(id, 'pending');
        }
      }
      return expired;
    },

    async listOrders(userId: string): Promise<Order[]> {
      return (await ordersRepo.listUserOrders(db, userId)).map((o) => toOrderDto(o));
    },

    async getOrder(viewer: UserRow, orderId: string): Promise<Order> {
      const found = viewer.role === 'admin' ? await ordersRepo.findOrder(db, orderId) : await ownOrder(viewer.id, orderId);
      if (!found) throw notFound('Order not found');
      return toOrderDto(found, { includeUser: viewer.role === 'admin' });
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
