// Subscriptions (issue 40, item 5): the owner's plans, a customer's prepaid cycle and its changes,
// the day-before job that makes each delivery an ordinary order, the desk's view of a day's
// deliveries, and the renewal reminder. The cycle is paid through its first delivery's order, so
// the checkout's payment paths (simulated window, verify, webhook, expiry) and the refunds module
// (cancelling refunds the undelivered part of that payment, once) work on it unchanged (decision 032).
import {
  MAX_PAUSE_DAYS,
  RENEWAL_REMINDER_DAYS,
  SUBSCRIPTION_CUTOFF,
  type Language,
  type PlaceSubscriptionDeliveriesBodySchema,
  type ShippingAddress,
  type StaffSubscriptionDelivery,
  type SubscribeAnswer,
  type SubscribeBodySchema,
  type Subscription,
  type SubscriptionAddressBodySchema,
  type SubscriptionDaysOffBody,
  type SubscriptionPlan,
  type SubscriptionPlanWriteSchema,
  type SubscriptionState,
} from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { daysBetween, shopDateTime, shopInstant, type Clock } from '../../platform/clock';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { dayWording, formatDay } from '../../platform/i18n/locale';
import { letter } from '../../platform/i18n/letter';
import { translator, wording } from '../../platform/i18n/translator';
import type { Mailer } from '../../platform/mail/mailer';
import { toPaise, toRupees } from '../../platform/money';
import type { PaymentGateway } from '../../platform/payments/gateway';
import type { PhoneChannel } from '../../platform/phone/phone-outbox';
import { referenceNumber } from '../../platform/reference-numbers';
import { recordAudit, type AuditActor } from '../audit';
import { findUserById, type UserRow } from '../auth';
import { findProduct, takeStock } from '../catalog';
import { countSlotBookings, estimatedDelivery, findServiceArea, findSlot, slotTimingProblem } from '../delivery';
import {
  SUBSCRIPTION_DELIVERY_PROVIDER,
  addHistory,
  insertOrder,
  lockOrder,
  setGatewayOrderId,
  type MoveOrder,
  type OrderActor,
  type OrderTransitions,
} from '../orders';
import type { RefundService } from '../refunds';
import { readShopSettings } from '../shop-settings';
import * as messages from './messages';
import * as repo from './repo';
import { addDays, datesBetween, deliveriesIn, scheduleOf } from './schedule';

type PlanInput = z.output<typeof SubscriptionPlanWriteSchema>;
type SubscribeInput = z.output<typeof SubscribeBodySchema>;

export interface SubscriptionDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  transitions: OrderTransitions;
  refunds: RefundService;
  mailer: Pick<Mailer, 'queue' | 'wake'>;
  phone?: Pick<PhoneChannel, 'queue'>;
  /** Told when stock was taken, so the catalogue's cached answers show what is left. */
  onStockChange?: () => void;
  expiryMinutes: number;
  publicUrl: string;
  log?: { warn(obj: object, msg: string): void };
}

const SYSTEM: OrderActor = { userId: null, label: 'Subscriptions' };
const notFoundHere = () => notFound(wording(messages, 'notFound'));
const addressLine = (a: ShippingAddress) => `${a.street}, ${a.city} ${a.pincode}`;

export function toPlanDto({ plan, slot, image, productName }: repo.PlanWithSlot): SubscriptionPlan {
  return {
    _id: plan.id,
    name: plan.name,
    description: plan.description,
    ...(plan.nameHi ? { hi: { name: plan.nameHi, description: plan.descriptionHi } } : {}),
    productId: plan.productId,
    productName,
    image: image[0] ?? '',
    weekdays: [...plan.weekdays].sort(),
    slot: { _id: slot.id, name: slot.name, hiName: slot.nameHi, startTime: slot.startTime, endTime: slot.endTime },
    pricePerDelivery: toRupees(plan.pricePerDeliveryPaise),
    isActive: plan.isActive,
  };
}

export function createSubscriptionService({
  db,
  clock,
  gateway,
  transitions,
  refunds,
  mailer,
  phone,
  onStockChange,
  expiryMinutes,
  publicUrl,
  log,
}: SubscriptionDeps) {
  const today = () => shopDateTime(clock()).date;
  /** A day off can be given back until its order would be made: 14:00 shop time the day before. */
  const undoable = (date: string) => clock() < shopInstant(addDays(date, -1), SUBSCRIPTION_CUTOFF);

  function stateOf(s: repo.SubscriptionRow, orders: repo.DeliveryOrder[], schedule: string[]): SubscriptionState {
    const payment = orders.find((o) => o.id === s.paymentOrderId);
    if (s.cancelledAt) return 'cancelled';
    if (!payment?.paidAt) return payment?.status === 'pending' ? 'awaiting_payment' : 'expired';
    const last = schedule[schedule.length - 1];
    return last && last < today() && placedOf(orders) >= s.deliveries ? 'ended' : 'active';
  }
  const placedOf = (orders: repo.DeliveryOrder[]) => orders.filter((o) => o.status !== 'cancelled').length;

  async function toDto(s: repo.SubscriptionRow, orders?: repo.DeliveryOrder[]): Promise<Subscription> {
    const own = orders ?? (await repo.ordersOf(db, [s.id])).get(s.id) ?? [];
    const slot = (await findSlot(db, s.slotId))!;
    const schedule = scheduleOf(s);
    const byDate = new Map(own.map((o) => [o.deliveryDate, o]));
    const payment = own.find((o) => o.id === s.paymentOrderId);
    const state = stateOf(s, own, schedule);
    const placed = placedOf(own);
    return {
      _id: s.id,
      reference: s.reference,
      planId: s.planId,
      planName: s.planName,
      ...(s.planNameHi ? { hi: { planName: s.planNameHi } } : {}),
      state,
      weekdays: s.weekdays,
      slot: { name: slot.name, hiName: slot.nameHi, startTime: slot.startTime, endTime: slot.endTime },
      startDate: s.startDate,
      weeks: s.weeks,
      deliveries: s.deliveries,
      placed,
      pricePerDelivery: toRupees(s.pricePerDeliveryPaise),
      total: toRupees(s.totalPaise),
      schedule: schedule.map((date) => {
        const order = byDate.get(date);
        return { date, orderId: order?.id ?? null, orderNumber: order?.orderNumber ?? null };
      }),
      endDate: schedule[schedule.length - 1] ?? s.startDate,
      daysOff: s.daysOff,
      daysOffUndoable: state === 'active' ? s.daysOff.filter(undoable) : [],
      shippingAddress: s.shippingAddress as ShippingAddress,
      recipient: { name: s.recipientName, phone: s.recipientPhone },
      paymentOrderId: s.paymentOrderId,
      paymentOrderNumber: payment?.orderNumber ?? null,
      cancelledAt: s.cancelledAt?.toISOString() ?? null,
      refund: s.refundPaise === null ? null : toRupees(s.refundPaise),
      refundIfCancelled: state === 'active' ? toRupees(Math.max(0, s.deliveries - placed) * s.pricePerDeliveryPaise) : 0,
    };
  }

  async function ownSubscription(tx: Db | Tx, userId: string, id: string, opts: { lock?: boolean } = {}) {
    const s = await repo.findSubscription(tx, id, opts);
    // Someone else's subscription is answered exactly like a missing one.
    if (!s || s.userId !== userId) throw notFoundHere();
    return s;
  }

  /** A paid subscription, not cancelled, with the orders made for it; 409 otherwise. */
  async function liveSubscription(tx: Tx, userId: string, id: string) {
    const s = await ownSubscription(tx, userId, id, { lock: true });
    const orders = (await repo.ordersOf(tx, [s.id])).get(s.id) ?? [];
    if (stateOf(s, orders, scheduleOf(s)) !== 'active') throw conflict(wording(messages, 'notActive'), 'SUBSCRIPTION_NOT_ACTIVE');
    return { s, orders };
  }

  async function servedArea(tx: Db | Tx, pincode: string) {
    const area = await findServiceArea(tx, pincode);
    if (!area) {
      throw new AppError(400, wording(messages, 'notServed', { pincode }), 'PINCODE_NOT_SERVICEABLE', [
        { path: 'shippingAddress.pincode', message: wording(messages, 'notServedHere') },
      ]);
    }
    return area;
  }

  /** An order of one delivery: the plan's product at `unitPaise` (the cycle's price on the first, nothing on the rest). */
  async function insertDeliveryOrder(
    tx: Tx,
    s: repo.SubscriptionRow,
    date: string,
    opts: { unitPaise: number; label: string; provider: string; expiresAt: Date | null; drawNumber: () => string },
  ): Promise<string> {
    const now = clock();
    const slot = (await findSlot(tx, s.slotId))!;
    const product = await findProduct(tx, s.productId, { includeInactive: true });
    const address = s.shippingAddress as ShippingAddress;
    const orderId = await insertOrder(
      tx,
      {
        userId: s.userId,
        subtotalPaise: opts.unitPaise,
        deliveryFeePaise: 0,
        shopDiscountPaise: 0,
        promoDiscountPaise: 0,
        codFeePaise: 0,
        totalPaise: opts.unitPaise,
        promoCodeId: null,
        promoCode: null,
        shippingAddress: address,
        recipientName: s.recipientName,
        recipientPhone: s.recipientPhone,
        giftMessage: '',
        anonymousSender: false,
        substitutionAllowed: true,
        substitutionAvoid: '',
        buyerLegalName: null,
        buyerGstin: null,
        deliveryDate: date,
        slotId: slot.id,
        slotName: slot.name,
        slotStart: slot.startTime,
        slotEnd: slot.endTime,
        estimatedDelivery: estimatedDelivery(slot, date, now),
        paymentProvider: opts.provider,
        fingerprint: `subscription-${s.id}-${date}`,
        placedFrom: null,
        guestPhone: null,
        guestEmail: null,
        expiresAt: opts.expiresAt,
        deliveryNotes: opts.label,
        subscriptionId: s.id,
      },
      [
        {
          productId: s.productId,
          name: product ? `${product.name} (${s.reference})` : s.planName,
          image: product?.images[0] ?? '',
          unitPricePaise: opts.unitPaise,
          quantity: 1,
          referencePhoto: null,
          hsnCode: product?.hsnCode ?? '0603',
          gstRate: product?.gstRate ?? 0,
          isAddon: false,
        },
      ],
      opts.drawNumber,
    );
    await addHistory(tx, {
      orderId,
      from: null,
      to: { status: 'pending', deliveryStatus: 'pending' },
      actorUserId: null,
      actorLabel: SYSTEM.label,
      note: opts.label,
    });
    return orderId;
  }

  /** Makes the order of `date` for one subscription, once; false when it needs none or could not hold a place. */
  async function placeOne(id: string, date: string): Promise<boolean> {
    return transitions.inTransaction(async (tx, move) => {
      // The subscription first (cancel and days off lock it too), then the slot: the capacity lock.
      const s = await repo.findSubscription(tx, id, { lock: true });
      if (!s || s.cancelledAt) return false;
      const schedule = scheduleOf(s);
      const n = schedule.indexOf(date);
      if (n < 0 || (await repo.orderOfDay(tx, s.id, date))) return false;
      const slot = await findSlot(tx, s.slotId, { lock: true });
      const full = !slot?.isActive || (await countSlotBookings(tx, slot.id, date)) >= slot.capacity;
      // The day's flowers are taken from stock as checkout takes them (after the slot: the lock order),
      // and as checkout never sells what is not there, a sold-out day is not made either (decision 032).
      const why = full ? 'slotFull' : (await takeStock(tx, s.productId, 1)) ? null : 'soldOut';
      if (why) {
        // No place or no flowers that day: the delivery moves to the end of the cycle, as a skipped
        // day does, and the customer hears of it in the same transaction (told once: a rerun finds a day off).
        log?.warn({ subscriptionId: s.id, date, why }, 'a subscription delivery moves to the end of its cycle');
        const moved = { ...s, daysOff: [...new Set([...s.daysOff, date])].sort() };
        await repo.updateSubscription(tx, s.id, { daysOff: moved.daysOff });
        await tellMoved(tx, moved, date, why);
        return false;
      }
      const label = `Subscription ${s.reference}: delivery ${n + 1} of ${s.deliveries}, prepaid`;
      const orderId = await insertDeliveryOrder(tx, s, date, {
        unitPaise: 0,
        label,
        provider: SUBSCRIPTION_DELIVERY_PROVIDER,
        expiresAt: null,
        drawNumber: () => referenceNumber('PW', clock(), 5),
      });
      const placed = (await lockOrder(tx, orderId))!;
      // Confirmed like any paid order: the job sheet, the bench and the rider's list take it from here.
      await move(placed, { status: 'confirmed', paymentStatus: 'paid' }, { actor: SYSTEM, note: `${label}: nothing to pay` });
      return true;
    });
  }

  /** Tells the customer, by mail and phone message in their language, that a delivery moved to the end of the cycle. */
  async function tellMoved(tx: Tx, s: repo.SubscriptionRow, date: string, why: 'slotFull' | 'soldOut') {
    const user = await findUserById(tx, s.userId);
    if (!user) return;
    const language: Language = user.language;
    const t = translator(messages, language);
    const words = {
      why,
      day: formatDay(date, language),
      end: formatDay(scheduleOf(s).at(-1) ?? date, language),
      plan: (language === 'hi' && s.planNameHi) || s.planName,
      reference: s.reference,
    };
    const related = s.paymentOrderId ? { relatedOrderId: s.paymentOrderId } : {};
    if (user.email)
      await mailer.queue(
        { to: user.email, subject: t('movedSubject', words), text: letter(language, { dear: user.name }, [t('movedText', words)]), ...related },
        tx,
      );
    if (phone && user.phone) await phone.queue({ to: user.phone, text: t('movedPhone', words), ...related }, tx);
  }

  return {
    toDto,

    async listPlans(opts: { activeOnly: boolean }): Promise<SubscriptionPlan[]> {
      return (await repo.listPlans(db, opts)).map(toPlanDto);
    },

    async savePlan(actor: AuditActor, id: string | null, input: PlanInput): Promise<SubscriptionPlan> {
      const values: repo.PlanValues = {
        name: input.name,
        nameHi: input.nameHi,
        description: input.description,
        descriptionHi: input.descriptionHi,
        productId: input.productId,
        weekdays: [...input.weekdays].sort(),
        slotId: input.slotId,
        pricePerDeliveryPaise: toPaise(input.pricePerDelivery),
        isActive: input.isActive,
      };
      const saved = await db.transaction(async (tx) => {
        if (!(await findProduct(tx, input.productId, { includeInactive: true })))
          throw badRequest('Choose a product', [{ path: 'productId', message: 'Choose a product' }]);
        if (!(await findSlot(tx, input.slotId))) throw badRequest('Choose a slot', [{ path: 'slotId', message: 'Choose a slot' }]);
        const planId = id ?? (await repo.insertPlan(tx, values));
        if (id && !(await repo.updatePlan(tx, id, values))) throw notFound(wording(messages, 'planNotFound'));
        await recordAudit(tx, actor, {
          action: id ? 'subscription-plan.update' : 'subscription-plan.create',
          entityType: 'settings',
          entityId: planId,
          summary: `Subscription plan ${input.name}: ₹${input.pricePerDelivery} a delivery`,
          after: { ...input },
        });
        return planId;
      });
      return toPlanDto((await repo.findPlan(db, saved))!);
    },

    /** A cycle of the plan, waiting for its payment: the first delivery's order carries the whole cycle's price. */
    async subscribe(user: UserRow, input: SubscribeInput): Promise<SubscribeAnswer> {
      const found = await repo.findPlan(db, input.planId);
      if (!found?.plan.isActive) throw badRequest(wording(messages, 'planNotFound'), [{ path: 'planId', message: wording(messages, 'planNotFound') }]);
      const { plan } = found;
      const now = clock();
      if (input.startDate <= today())
        throw badRequest(wording(messages, 'startFromTomorrow'), [{ path: 'startDate', message: wording(messages, 'startFromTomorrow') }]);
      const deliveries = deliveriesIn(input.startDate, input.weeks, plan.weekdays);
      const first = scheduleOf({ startDate: input.startDate, weekdays: plan.weekdays, deliveries: 1, daysOff: [] })[0]!;
      const created = await transitions.inTransaction(async (tx) => {
        const settings = await readShopSettings(tx);
        await servedArea(tx, input.shippingAddress.pincode);
        if (daysBetween(today(), first) > settings.bookingDaysAhead)
          throw badRequest(wording(messages, 'startTooLate'), [{ path: 'startDate', message: wording(messages, 'startTooLate') }]);
        const slot = await findSlot(tx, plan.slotId, { lock: true });
        if (!slot || slotTimingProblem(slot, first, now, settings))
          throw conflict(wording(messages, 'startNotPossible', { day: dayWording(first) }), 'SLOT_UNAVAILABLE');
        if ((await countSlotBookings(tx, slot.id, first)) >= slot.capacity)
          throw conflict(wording(messages, 'slotFull', { day: dayWording(first) }), 'SLOT_FULL');
        // The first delivery's flowers are held while the cycle is being paid, as checkout holds a
        // cart's; an unpaid order that expires gives them back (the orders module does, for any order).
        if (!(await takeStock(tx, plan.productId, 1))) throw conflict(wording(messages, 'soldOut'), 'OUT_OF_STOCK');
        const s = await repo.insertSubscription(tx, {
          reference: referenceNumber('SB', now, 4),
          userId: user.id,
          planId: plan.id,
          planName: plan.name,
          planNameHi: plan.nameHi,
          productId: plan.productId,
          weekdays: plan.weekdays,
          slotId: plan.slotId,
          pricePerDeliveryPaise: plan.pricePerDeliveryPaise,
          startDate: input.startDate,
          weeks: input.weeks,
          deliveries,
          totalPaise: deliveries * plan.pricePerDeliveryPaise,
          shippingAddress: input.shippingAddress,
          recipientName: input.recipient.name,
          recipientPhone: input.recipient.phone,
          daysOff: [],
        });
        let orderNumber = '';
        const orderId = await insertDeliveryOrder(tx, s, first, {
          unitPaise: s.totalPaise,
          label: `Subscription ${s.reference}: delivery 1 of ${deliveries}; this order pays the whole cycle (${deliveries} × ₹${toRupees(plan.pricePerDeliveryPaise)})`,
          provider: gateway.provider,
          expiresAt: new Date(now.getTime() + expiryMinutes * 60_000),
          drawNumber: () => (orderNumber = referenceNumber('PW', now, 5)),
        });
        await repo.updateSubscription(tx, s.id, { paymentOrderId: orderId });
        return { s: { ...s, paymentOrderId: orderId }, orderId, orderNumber };
      });
      onStockChange?.();
      let razorpayOrderId: string;
      try {
        razorpayOrderId = (
          await gateway.createOrder({
            amountPaise: created.s.totalPaise,
            receipt: created.orderNumber,
            notes: { orderId: created.orderId, subscriptionId: created.s.id },
          })
        ).id;
        await setGatewayOrderId(db, created.orderId, razorpayOrderId);
      } catch (error) {
        await transitions.inTransaction(async (tx, move) => {
          const order = await lockOrder(tx, created.orderId);
          if (order?.status === 'pending')
            await move(order, { status: 'cancelled', paymentStatus: 'failed' }, { actor: SYSTEM, note: 'The payment gateway could not start the payment' });
        });
        throw error;
      }
      return {
        subscription: await toDto(created.s),
        payment: {
          key: gateway.keyId,
          amount: created.s.totalPaise,
          currency: 'INR',
          razorpayOrderId,
          orderId: created.orderId,
          orderNumber: created.orderNumber,
          provider: gateway.provider,
          customer: { name: user.name, email: user.email ?? '', phone: user.phone },
        },
      };
    },

    async mine(userId: string): Promise<Subscription[]> {
      const rows = await repo.listSubscriptionsOf(db, userId);
      const orders = await repo.ordersOf(
        db,
        rows.map((r) => r.id),
      );
      return Promise.all(rows.map((r) => toDto(r, orders.get(r.id) ?? [])));
    },

    async one(userId: string, id: string): Promise<Subscription> {
      return toDto(await ownSubscription(db, userId, id));
    },

    /** Pause from `from` to `to` (a skip when one day): those deliveries move to the end of the cycle. */
    async daysOff(userId: string, id: string, body: SubscriptionDaysOffBody): Promise<Subscription> {
      if (body.from <= today()) throw badRequest(wording(messages, 'dayOffFromTomorrow'), [{ path: 'from', message: wording(messages, 'dayOffFromTomorrow') }]);
      if (daysBetween(body.from, body.to) >= MAX_PAUSE_DAYS)
        throw badRequest(wording(messages, 'pauseTooLong', { max: MAX_PAUSE_DAYS }), [
          { path: 'to', message: wording(messages, 'pauseTooLong', { max: MAX_PAUSE_DAYS }) },
        ]);
      const row = await db.transaction(async (tx) => {
        const { s, orders } = await liveSubscription(tx, userId, id);
        const placed = new Set(orders.filter((o) => o.status !== 'cancelled').map((o) => o.deliveryDate));
        const days = datesBetween(body.from, body.to).filter((d) => s.weekdays.includes(new Date(`${d}T00:00:00Z`).getUTCDay()));
        const taken = days.find((d) => placed.has(d));
        if (taken) throw conflict(wording(messages, 'dayPlaced', { day: dayWording(taken) }), 'DELIVERY_PLACED');
        const daysOff = [...new Set([...s.daysOff, ...days])].sort();
        await repo.updateSubscription(tx, s.id, { daysOff });
        return { ...s, daysOff };
      });
      return toDto(row);
    },

    /**
     * Gives back the days off from `from` to `to` (a skip or a pause undone), each until its order
     * would be made (14:00 the day before); after that the whole change is refused. The cycle's end
     * comes back earlier by as many deliveries.
     */
    async undoDaysOff(userId: string, id: string, body: SubscriptionDaysOffBody): Promise<Subscription> {
      const row = await db.transaction(async (tx) => {
        const { s, orders } = await liveSubscription(tx, userId, id);
        const back = s.daysOff.filter((d) => d >= body.from && d <= body.to);
        if (back.length === 0) throw badRequest(wording(messages, 'noDayOff'), [{ path: 'from', message: wording(messages, 'noDayOff') }]);
        const closed = back.find((d) => !undoable(d));
        if (closed) throw conflict(wording(messages, 'dayOffClosed', { day: dayWording(closed) }), 'DAY_OFF_CLOSED');
        const next = { ...s, daysOff: s.daysOff.filter((d) => !back.includes(d)) };
        // The cycle now ends earlier: a last day whose order the desk already made cannot drop off it.
        const kept = new Set(scheduleOf(next));
        const stranded = orders.find((o) => o.status !== 'cancelled' && !kept.has(o.deliveryDate));
        if (stranded) throw conflict(wording(messages, 'dayPlaced', { day: dayWording(stranded.deliveryDate) }), 'DELIVERY_PLACED');
        await repo.updateSubscription(tx, s.id, { daysOff: next.daysOff });
        return next;
      });
      return toDto(row);
    },

    /** A new address for the deliveries not made yet. */
    async changeAddress(userId: string, id: string, body: z.output<typeof SubscriptionAddressBodySchema>): Promise<Subscription> {
      const row = await db.transaction(async (tx) => {
        const { s } = await liveSubscription(tx, userId, id);
        await servedArea(tx, body.shippingAddress.pincode);
        const set = { shippingAddress: body.shippingAddress, recipientName: body.recipient.name, recipientPhone: body.recipient.phone };
        await repo.updateSubscription(tx, s.id, set);
        return { ...s, ...set };
      });
      return toDto(row);
    },

    /**
     * Cancels: no further orders are made, and what was paid for deliveries not made (undelivered ×
     * the price of one) goes back through the refunds module, once (its key is the subscription's).
     * One still waiting for payment is simply dropped with its unpaid order.
     */
    async cancel(user: UserRow, id: string): Promise<Subscription> {
      const actor: OrderActor = { userId: user.id, label: 'Customer' };
      const row = await transitions.inTransaction(async (tx, move: MoveOrder) => {
        const s = await ownSubscription(tx, user.id, id, { lock: true });
        if (s.cancelledAt) throw conflict(wording(messages, 'alreadyCancelled'), 'ALREADY_CANCELLED');
        const orders = (await repo.ordersOf(tx, [s.id])).get(s.id) ?? [];
        const payment = s.paymentOrderId ? await lockOrder(tx, s.paymentOrderId) : undefined;
        let refundPaise: number | null = null;
        if (payment?.status === 'pending') {
          await move(payment, { status: 'cancelled', paymentStatus: 'failed' }, { actor, note: `Subscription ${s.reference} cancelled before payment` });
        } else if (payment?.paidAt) {
          const undelivered = Math.max(0, s.deliveries - placedOf(orders));
          refundPaise = undelivered * s.pricePerDeliveryPaise;
          if (refundPaise > 0)
            await refunds.startRefund(tx, move, payment.id, {
              amountPaise: refundPaise,
              reason: `Subscription ${s.reference} cancelled: ${undelivered} of ${s.deliveries} deliveries not made`,
              idempotencyKey: `subscription-cancel-${s.id}`,
              actor,
            });
        }
        const cancelledAt = clock();
        await repo.updateSubscription(tx, s.id, { cancelledAt, refundPaise });
        return { ...s, cancelledAt, refundPaise };
      });
      return toDto(row);
    },

    /** The day-before job: the order of `date` for every running subscription with a delivery that day. */
    async placeDeliveries(date: string): Promise<number> {
      let placed = 0;
      for (const s of await repo.listPaidLive(db)) {
        if (!scheduleOf(s).includes(date)) continue;
        if (await placeOne(s.id, date)) placed++;
      }
      if (placed > 0) onStockChange?.();
      // A moved delivery's mail was queued with the day off: send it now rather than at the next poll.
      mailer.wake();
      return placed;
    },

    /** The desk's view of a day: each subscription delivering that day, made into an order or not yet, and days off. */
    async deliveriesOn(date: string): Promise<StaffSubscriptionDelivery[]> {
      const live = await repo.listPaidLive(db);
      const orders = await repo.ordersOf(
        db,
        live.map((s) => s.id),
      );
      const out: StaffSubscriptionDelivery[] = [];
      for (const s of live) {
        const order = (orders.get(s.id) ?? []).find((o) => o.deliveryDate === date && o.status !== 'cancelled');
        const scheduled = scheduleOf(s).includes(date);
        const off = s.daysOff.includes(date);
        if (!order && !scheduled && !off) continue;
        const slot = (await findSlot(db, s.slotId))!;
        out.push({
          subscriptionId: s.id,
          reference: s.reference,
          customerName: s.customerName,
          planName: s.planName,
          slotName: slot.name,
          recipientName: s.recipientName,
          address: addressLine(s.shippingAddress as ShippingAddress),
          status: order ? 'placed' : off ? 'day_off' : 'to_place',
          orderId: order?.id ?? null,
          orderNumber: order?.orderNumber ?? null,
        });
      }
      return out;
    },

    tomorrow: () => addDays(today(), 1),

    /** Mails each running subscription's renewal reminder once, a few days before its last delivery. */
    async sendRenewalReminders(): Promise<number> {
      let sent = 0;
      const now = clock();
      for (const s of await repo.listPaidLive(db)) {
        if (s.renewalRemindedAt || !s.customerEmail) continue;
        const last = scheduleOf(s).at(-1);
        if (!last) continue;
        const left = daysBetween(today(), last);
        if (left < 0 || left > RENEWAL_REMINDER_DAYS) continue;
        const language: Language = s.language;
        const t = translator(messages, language);
        const date = formatDay(last, language);
        const plan = (language === 'hi' && s.planNameHi) || s.planName;
        const link = `${publicUrl}${language === 'hi' ? '/hi' : ''}/subscriptions`;
        const claimed = await db.transaction(async (tx) => {
          if (!(await repo.claimRenewalReminder(tx, s.id, now))) return false;
          await mailer.queue(
            {
              to: s.customerEmail!,
              subject: t('renewalSubject', { reference: s.reference, date }),
              text: letter(language, { dear: s.customerName }, [t('renewalText', { plan, reference: s.reference, date, link })]),
            },
            tx,
          );
          return true;
        });
        if (claimed) sent++;
      }
      if (sent > 0) mailer.wake();
      return sent;
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
export type PlaceDeliveriesBody = z.output<typeof PlaceSubscriptionDeliveriesBodySchema>;
