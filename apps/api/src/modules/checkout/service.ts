// Checkout and payment: turn the server's own cart into a pending order (stock reserved, slot and
// promo taken, all in one transaction), hand it to the gateway, and confirm it exactly once when
// the payment is proven — by the browser, by a webhook, or both. Unpaid orders expire and give
// their stock back; a payment that arrives too late is recorded and refunded in full at once. Every
// change of an order's status goes through the orders module's transitions.
import { createHash } from 'node:crypto';
import {
  can,
  PAYMENT_METHOD_LABELS,
  RazorpayWebhookEventSchema,
  type CheckoutBodySchema,
  type CheckoutPayment,
  type CreatePaymentOrderAnswer,
  type Order,
  type PaymentMethod,
  type PaymentWebhookAnswer,
  type QuoteAnswer,
  type Language,
  type QuoteBody,
} from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { referenceNumber } from '../../platform/reference-numbers';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { formatRupees, toRupees } from '../../platform/money';
import { asPaymentMethod, type PaymentGateway } from '../../platform/payments/gateway';
import type { SimulatedGateway } from '../../platform/payments/simulated';
import type { UserRow } from '../auth';
import { clearCart, assertLineQuantity, assertOrderSize, priceCart, stockRefusal, totalsToRupees } from '../cart';
import { takeStock } from '../catalog';
import { countSlotBookings, estimatedDelivery, findServiceArea, findSlot, slotTimingProblem, deliveryMessages } from '../delivery';
import {
  toOrderDto,
  addHistory,
  countUnpaidPlacedFrom,
  findOrder,
  findOrderByGatewayOrderId,
  findOrderRow,
  insertOrder,
  listExpiredPendingOrderIds,
  listUserOrders,
  lockOrder,
  lockPendingOrdersOf,
  setGatewayOrderId,
  type OrderActor,
  type OrderTransitions,
} from '../orders';
import { cashNotTaken, cashOnDeliveryOffer, lockCashPayer } from '../cash-on-delivery';
import { redeemPromo } from '../promos';
import { latePaymentRefund, type RefundService } from '../refunds';
import { readShopSettings } from '../shop-settings';
import * as checkoutRepo from './repo';
import * as messages from './messages';
import { wording, Wording } from '../../platform/i18n/translator';
import { dayWording } from '../../platform/i18n/locale';

export type CheckoutInput = z.output<typeof CheckoutBodySchema>;

export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  expiryMinutes: number;
  /** The one writer of order statuses; it also tells customers (real-time updates, mail). */
  transitions: OrderTransitions;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Draws an order's reference number ('PW261123-7KQ4X'); tests force a clash with it. */
  drawOrderNumber?: (now: Date) => string;
  /** Told when stock was taken, so the catalogue's cached answers show what is left. */
  onStockChange?: () => void;
  /**
   * Unpaid orders one network address may hold at once (each account holds one): stock and slot
   * places are held until payment, so a script with many accounts must not hold them all.
   */
  unpaidOrdersPerIp: number;
  /** A keyed hash of the customer's address: orders keep it to count, never the address itself. */
  placedFrom: (ip: string) => string;
  /** Gives back payments that arrive for an order already cancelled; reads refund webhooks. */
  refunds: RefundService;
}

/**
 * A checkout asks the gateway for its order right after committing; one with no gateway order
 * after this long was interrupted (its instance died) and gives its stock back at once.
 */
const PAYMENT_START_GRACE_MS = 2 * 60_000;
const SYSTEM: OrderActor = { userId: null, label: 'System' };

export function createCheckoutService({
  db,
  gateway,
  clock,
  expiryMinutes,
  transitions,
  log,
  drawOrderNumber = (now) => referenceNumber('PW', now, 5),
  onStockChange,
  unpaidOrdersPerIp,
  placedFrom,
  refunds,
}: CheckoutDeps) {
  /** Zone and slot fees on top of the base fee, after checking the pincode and the slot. */
  async function deliveryFor(tx: DbOrTx, input: { pincode: string; slotId: string; date: string }, opts: { lock: boolean }) {
    const settings = await readShopSettings(tx);
    const area = await findServiceArea(tx, input.pincode);
    if (!area) {
      throw new AppError(400, wording(deliveryMessages, 'notServed', { pincode: input.pincode }), 'PINCODE_NOT_SERVICEABLE', [
        { path: 'shippingAddress.pincode', message: wording(messages, 'notServedHere') },
      ]);
    }
    // The slot row is the capacity lock: parallel checkouts for one slot queue here.
    const slot = await findSlot(tx, input.slotId, { lock: opts.lock });
    if (!slot || !slot.isActive) throw badRequest(wording(messages, 'chooseSlot'), [{ path: 'slotId', message: wording(messages, 'chooseSlot') }]);
    const problem = slotTimingProblem(slot, input.date, clock(), settings);
    const when = { slot: Wording.name(slot.name, slot.nameHi), day: dayWording(input.date) };
    if (problem === 'past_cutoff') throw new AppError(409, wording(messages, 'pastCutoff', when), 'SLOT_UNAVAILABLE');
    if (problem === 'closed') throw new AppError(409, wording(messages, 'slotClosed', when), 'SLOT_UNAVAILABLE');
    return { settings, area, slot, extraFeePaise: area.feePaise + slot.feePaise };
  }

  /**
   * Places the customer's cart as an order. Online, it waits (pending) for the gateway's payment;
   * cash on delivery, where offered, is confirmed at once with its cash still to collect.
   */
  async function createPendingOrder(user: UserRow, input: CheckoutInput, ip: string, payment: CheckoutPayment = 'online') {
    const customer: OrderActor = { userId: user.id, label: 'Customer' };
    return transitions.inTransaction(async (tx, move) => {
      const now = clock();
      const { settings, area, slot, extraFeePaise } = await deliveryFor(
        tx,
        { pincode: input.shippingAddress.pincode, slotId: input.slotId, date: input.deliveryDate },
        { lock: true },
      );
      if (input.giftMessage.length > settings.giftMessageLimit) {
        const limit = settings.giftMessageLimit;
        throw badRequest(wording(messages, 'giftMessageTooLong', { limit }), [
          { path: 'giftMessage', message: wording(messages, 'giftMessageLimit', { limit }) },
        ]);
      }
      let priced = await priceCart(tx, user.id, { now, extraFeePaise });
      if (priced.lines.length === 0) throw badRequest(wording(messages, 'cartEmpty'), []);
      if (payment === 'cod') {
        const payer = { userId: user.id, phones: [user.phone, input.shippingAddress.phone] };
        await lockCashPayer(tx, payer);
        const offer = await cashOnDeliveryOffer(tx, { payer, pincode: input.shippingAddress.pincode, totalPaise: priced.totals.total, settings });
        if (!offer?.offered) throw conflict(offer?.reason ?? cashNotTaken(), 'COD_NOT_AVAILABLE');
        priced = await priceCart(tx, user.id, { now, extraFeePaise, codFeePaise: offer.feePaise });
      }
      // A cart filled before the limit existed, or at the limit in several adds, is checked here.
      for (const line of priced.lines) assertLineQuantity(line, line.quantity);
      // Prices can rise after a line was added: the limit is checked again on what is paid.
      assertOrderSize(priced.totals.subtotal);
      if (priced.promoError) throw conflict(priced.promoError, 'PROMO_INVALID');

      // `input` carries the substitution answer: a changed answer makes a new order, not a reused one.
      const fingerprint = createHash('sha256')
        .update(
          JSON.stringify({
            lines: priced.lines.map((l) => [l.productId, l.quantity, l.pricePaise, l.referencePhoto]),
            input,
            payment,
            promo: priced.promo?.id ?? null,
            total: priced.totals.total,
          }),
        )
        .digest('hex');
      const pending = await lockPendingOrdersOf(tx, user.id);
      const reusable = payment === 'online' && pending.find((o) => o.fingerprint === fingerprint && o.razorpayOrderId && o.expiresAt && o.expiresAt > now);
      if (reusable) return { orderId: reusable.id, reused: true as const };
      for (const stale of pending) {
        await move(stale, { status: 'cancelled', paymentStatus: 'failed' }, { actor: customer, note: 'Replaced by a newer checkout' });
      }
      const from = placedFrom(ip);
      if ((await countUnpaidPlacedFrom(tx, from, now)) >= unpaidOrdersPerIp) {
        throw new AppError(429, wording(messages, 'tooManyUnpaid'), 'TOO_MANY_UNPAID_ORDERS');
      }

      if ((await countSlotBookings(tx, slot.id, input.deliveryDate)) >= slot.capacity) {
        throw conflict(wording(messages, 'slotFull', { slot: Wording.name(slot.name, slot.nameHi), day: dayWording(input.deliveryDate) }), 'SLOT_FULL');
      }
      // Products are locked in id order, whatever the cart's order, so two checkouts never deadlock.
      for (const line of [...priced.lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
        if (!(await takeStock(tx, line.productId, line.quantity))) {
          throw stockRefusal(line, line.stock, 'OUT_OF_STOCK');
        }
      }

      const t = priced.totals;
      const orderId = await insertOrder(
        tx,
        {
          userId: user.id,
          subtotalPaise: t.subtotal,
          deliveryFeePaise: t.deliveryFee,
          shopDiscountPaise: t.shopDiscount,
          promoDiscountPaise: t.promoDiscount,
          codFeePaise: t.codFee,
          totalPaise: t.total,
          promoCodeId: priced.promo?.id ?? null,
          promoCode: priced.promo?.code ?? null,
          shippingAddress: input.shippingAddress,
          recipientName: input.recipient.name,
          recipientPhone: input.recipient.phone,
          giftMessage: input.giftMessage,
          anonymousSender: input.anonymousSender,
          substitutionAllowed: input.substitution.allowed,
          substitutionAvoid: input.substitution.avoid,
          deliveryDate: input.deliveryDate,
          slotId: slot.id,
          slotName: slot.name,
          slotStart: slot.startTime,
          slotEnd: slot.endTime,
          estimatedDelivery: estimatedDelivery(slot, input.deliveryDate, now),
          paymentProvider: payment === 'cod' ? 'cod' : gateway.provider,
          fingerprint,
          placedFrom: from,
          // Cash on delivery holds nothing against the clock: it is confirmed below.
          expiresAt: payment === 'cod' ? null : new Date(now.getTime() + expiryMinutes * 60_000),
        },
        priced.lines.map((l) => ({
          productId: l.productId,
          name: l.name,
          image: l.images[0] ?? '',
          unitPricePaise: l.pricePaise,
          quantity: l.quantity,
          referencePhoto: l.referencePhoto,
          hsnCode: l.hsnCode,
          gstRate: l.gstRate,
          isAddon: l.isAddon,
        })),
        () => drawOrderNumber(now),
      );
      if (priced.promo) await redeemPromo(tx, priced.promo.id, { userId: user.id, orderId, subtotalPaise: t.subtotal, now });
      await addHistory(tx, {
        orderId,
        from: null,
        to: { status: 'pending', deliveryStatus: 'pending' },
        actorUserId: user.id,
        actorLabel: 'Customer',
        note: `Zone ${area.zone}`,
      });
      if (payment === 'cod') {
        const placed = (await lockOrder(tx, orderId))!;
        await move(
          placed,
          { status: 'confirmed', paymentStatus: 'cod_pending' },
          { actor: customer, paymentMethod: 'cod', note: `Cash on delivery: collect ${formatRupees(t.total)}` },
        );
        await clearCart(tx, user.id);
      }
      return { orderId, reused: false as const };
    });
  }

  /** Confirms a proven payment exactly once. 'late' means the order had already been cancelled. */
  async function markPaid(
    orderId: string,
    paymentId: string,
    actorLabel: string,
    paymentMethod: PaymentMethod | null,
  ): Promise<'confirmed' | 'already' | 'late'> {
    return transitions.inTransaction(async (tx, move) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound(wording(messages, 'orderNotFound'));
      const actor = { userId: null, label: actorLabel };
      // Paid once already (whatever was refunded since): a late or repeated capture changes nothing,
      // and is acknowledged so the gateway stops retrying it.
      if (
        order.paymentStatus === 'paid' ||
        order.paymentStatus === 'refund_pending' ||
        order.paymentStatus === 'partially_refunded' ||
        order.paymentStatus === 'refunded'
      ) {
        if (order.razorpayPaymentId !== paymentId) log?.warn({ orderId, paymentId }, 'a second payment arrived for a paid order: refund it by hand');
        else log?.info({ orderId, paymentId, paymentStatus: order.paymentStatus }, 'a late capture of the payment already recorded: nothing to do');
        return order.status === 'cancelled' ? ('late' as const) : ('already' as const);
      }
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
      await clearCart(tx, order.userId);
      return 'confirmed' as const;
    });
  }

  /** Records a failed payment attempt on an order still waiting for payment; the customer may try again. */
  async function markPaymentFailed(orderId: string, actorLabel: string): Promise<void> {
    await transitions.inTransaction(async (tx, move) => {
      const order = await lockOrder(tx, orderId);
      if (order?.status !== 'pending' || order.paymentStatus === 'failed') return;
      await move(order, { paymentStatus: 'failed' }, { actor: { userId: null, label: actorLabel }, note: 'Payment failed' });
    });
  }

  async function ownOrder(userId: string, orderId: string) {
    const found = await findOrder(db, orderId);
    // Someone else's order is answered exactly like a missing one.
    if (!found || found.order.userId !== userId) throw notFound(wording(messages, 'orderNotFound'));
    return found;
  }

  return {
    /** The totals checkout shows for a pincode and slot: the same figures create-order will charge. */
    async quote(userId: string, input: QuoteBody, language: Language): Promise<QuoteAnswer> {
      const { extraFeePaise, area, settings } = await deliveryFor(db, input, { lock: false });
      const online = await priceCart(db, userId, { now: clock(), extraFeePaise });
      const offer = await cashOnDeliveryOffer(db, { payer: { userId, phones: [] }, pincode: input.pincode, totalPaise: online.totals.total, settings });
      const priced =
        input.payment === 'cod' && offer?.offered ? await priceCart(db, userId, { now: clock(), extraFeePaise, codFeePaise: offer.feePaise }) : online;
      return {
        totals: totalsToRupees(priced.totals),
        zone: area.zone,
        cashOnDelivery: offer && { offered: offer.offered, fee: toRupees(offer.feePaise), reason: offer.reason?.in(language) ?? null },
      };
    },

    /** Places the cart as a cash-on-delivery order, where the shop offers it: confirmed at once. */
    async placeCashOrder(user: UserRow, input: CheckoutInput, ip: string): Promise<Order> {
      const { orderId } = await createPendingOrder(user, input, ip, 'cod');
      onStockChange?.();
      return toOrderDto((await findOrder(db, orderId))!);
    },

    async createOrder(user: UserRow, input: CheckoutInput, ip: string): Promise<CreatePaymentOrderAnswer> {
      const { orderId, reused } = await createPendingOrder(user, input, ip);
      if (!reused) onStockChange?.();
      // Only the order's own row is answered: its items and customer are not read.
      const order = await findOrderRow(db, orderId);
      if (!order) throw notFound(wording(messages, 'orderNotFound'));
      if (!reused) {
        try {
          const gatewayOrder = await gateway.createOrder({ amountPaise: order.totalPaise, receipt: order.orderNumber, notes: { orderId } });
          await setGatewayOrderId(db, orderId, gatewayOrder.id);
          order.razorpayOrderId = gatewayOrder.id;
        } catch (error) {
          await transitions.inTransaction(async (tx, move) => {
            const order = await lockOrder(tx, orderId);
            if (order?.status === 'pending')
              await move(order, { status: 'cancelled', paymentStatus: 'failed' }, { actor: SYSTEM, note: 'The payment gateway could not start the payment' });
          });
          throw error;
        }
      }
      return {
        key: gateway.keyId,
        amount: order.totalPaise,
        currency: 'INR',
        razorpayOrderId: order.razorpayOrderId!,
        orderId,
        provider: gateway.provider,
        orderNumber: order.orderNumber,
        customer: { name: user.name, email: user.email, phone: user.phone },
      };
    },

    async verifyPayment(
      userId: string,
      body: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string; orderId: string },
    ): Promise<Order> {
      const order = await findOrderRow(db, body.orderId);
      // Someone else's order is answered exactly like a missing one.
      if (!order || order.userId !== userId) throw notFound(wording(messages, 'orderNotFound'));
      // The signature must match the gateway order id we stored, not one the browser made up.
      const valid =
        order.razorpayOrderId === body.razorpayOrderId &&
        gateway.verifyPaymentSignature({ orderId: order.razorpayOrderId, paymentId: body.razorpayPaymentId, signature: body.razorpaySignature });
      if (!valid) throw new AppError(400, wording(messages, 'verificationFailed'), 'PAYMENT_VERIFICATION_FAILED');
      // How it was paid is nice to know, never a reason to refuse a proven payment.
      const method = await gateway.paymentMethod(body.razorpayPaymentId).catch(() => null);
      const outcome = await markPaid(order.id, body.razorpayPaymentId, 'Payment verified', method);
      if (outcome === 'late') {
        throw new AppError(409, wording(messages, 'paidAfterExpiry'), 'PAYMENT_AFTER_EXPIRY');
      }
      return toOrderDto((await findOrder(db, order.id))!);
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
      if (!order || !paymentId) return { status: 'ignored' };
      try {
        if (event.event === 'payment.captured' || event.event === 'order.paid') {
          return { status: await markPaid(order.id, paymentId, 'Razorpay webhook', asPaymentMethod(event.payload?.payment?.entity.method)) };
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

    async listOrders(userId: string): Promise<Order[]> {
      return (await listUserOrders(db, userId)).map((o) => toOrderDto(o));
    },

    async getOrder(viewer: UserRow, orderId: string): Promise<Order> {
      const staff = can(viewer.role, 'orders.read');
      const found = staff ? await findOrder(db, orderId) : await ownOrder(viewer.id, orderId);
      if (!found) throw notFound(wording(messages, 'orderNotFound'));
      return toOrderDto(found, { includeUser: staff });
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
