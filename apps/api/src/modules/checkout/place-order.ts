// Placing an order: the server's own cart becomes a pending order (stock reserved, slot and promo
// taken, all in one transaction) handed to the gateway, or a cash-on-delivery order confirmed at once.
import { createHash } from 'node:crypto';
import type { CheckoutPayment, CreatePaymentOrderAnswer, GuestContact, Order, QuoteAnswer, Language, QuoteBody } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { referenceNumber } from '../../platform/reference-numbers';
import { AppError, badRequest, conflict } from '../../platform/errors';
import { formatRupees, toRupees } from '../../platform/money';
import { displayPhone, updateUser, type UserRow } from '../auth';
import { clearCart, assertLineQuantity, assertOrderSize, priceCart, stockRefusal, totalsToRupees } from '../cart';
import { takeStock } from '../catalog';
import { countSlotBookings, estimatedDelivery, findServiceArea, findSlot, slotTimingProblem, deliveryMessages } from '../delivery';
import {
  toOrderDto,
  addHistory,
  countUnpaidPlacedFrom,
  findOrder,
  insertOrder,
  lockOrder,
  lockPendingOrdersOf,
  setGatewayOrderId,
  type OrderActor,
} from '../orders';
import { cashNotTaken, cashOnDeliveryOffer, lockCashPayer } from '../cash-on-delivery';
import { redeemPromo } from '../promos';
import { readShopSettings } from '../shop-settings';
import * as messages from './messages';
import { wording, Wording } from '../../platform/i18n/translator';
import { dayWording } from '../../platform/i18n/locale';
import { SYSTEM, type CheckoutDeps, type CheckoutInput } from './deps';

export function createOrderPlacing({
  db,
  gateway,
  clock,
  expiryMinutes,
  transitions,
  drawOrderNumber = (now) => referenceNumber('PW', now, 5),
  onStockChange,
  unpaidOrdersPerIp,
  placedFrom,
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
  async function createPendingOrder(buyer: UserRow, input: CheckoutInput, ip: string, payment: CheckoutPayment, language: Language) {
    const customer: OrderActor = { userId: buyer.id, label: 'Customer' };
    const guest = guestContactOf(buyer, input);
    return transitions.inTransaction(async (tx, move) => {
      const now = clock();
      // The guest stand-in takes the visitor's name, number and language: the shop's texts and staff read them there.
      const user = guest ? ((await updateUser(tx, buyer.id, { name: guest.name, phone: displayPhone(guest.phone), language })) ?? buyer) : buyer;
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
      let priced = await priceCart(tx, user.id, { now, extraFeePaise, settings });
      if (priced.lines.length === 0) throw badRequest(wording(messages, 'cartEmpty'), []);
      if (payment === 'cod') {
        const payer = { userId: user.id, phones: [user.phone, input.shippingAddress.phone] };
        await lockCashPayer(tx, payer);
        const offer = await cashOnDeliveryOffer(tx, { payer, pincode: input.shippingAddress.pincode, totalPaise: priced.totals.total, settings });
        if (!offer?.offered) throw conflict(offer?.reason ?? cashNotTaken(), 'COD_NOT_AVAILABLE');
        priced = await priceCart(tx, user.id, { now, extraFeePaise, codFeePaise: offer.feePaise, settings });
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
            lines: priced.lines.map((l) => [l.productId, l.optionId, l.personalisation, l.quantity, l.pricePaise, l.referencePhoto]),
            input,
            payment,
            promo: priced.promo?.id ?? null,
            total: priced.totals.total,
          }),
        )
        .digest('hex');
      const pending = await lockPendingOrdersOf(tx, user.id);
      const reusable = payment === 'online' && pending.find((o) => o.fingerprint === fingerprint && o.razorpayOrderId && o.expiresAt && o.expiresAt > now);
      if (reusable)
        return {
          orderId: reusable.id,
          reused: true as const,
          orderNumber: reusable.orderNumber,
          totalPaise: reusable.totalPaise,
          razorpayOrderId: reusable.razorpayOrderId,
        };
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
      // A size's stock is taken with its product's (takeStock), so a sold-out size refuses here too.
      for (const line of [...priced.lines].sort((a, b) => a.productId.localeCompare(b.productId) || a.optionId.localeCompare(b.optionId))) {
        if (!(await takeStock(tx, line.productId, line.quantity, line.optionId || null))) {
          throw stockRefusal(line, line.stock, 'OUT_OF_STOCK');
        }
      }

      const t = priced.totals;
      // The number the order got is the last one drawn (a clash draws again).
      let orderNumber = '';
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
          buyerLegalName: input.company?.legalName ?? null,
          buyerGstin: input.company?.gstin ?? null,
          deliveryDate: input.deliveryDate,
          slotId: slot.id,
          slotName: slot.name,
          slotStart: slot.startTime,
          slotEnd: slot.endTime,
          estimatedDelivery: estimatedDelivery(slot, input.deliveryDate, now),
          paymentProvider: payment === 'cod' ? 'cod' : gateway.provider,
          fingerprint,
          placedFrom: from,
          guestPhone: guest?.phone ?? null,
          guestEmail: guest?.email ?? null,
          // Cash on delivery holds nothing against the clock: it is confirmed below.
          expiresAt: payment === 'cod' ? null : new Date(now.getTime() + expiryMinutes * 60_000),
        },
        priced.lines.map((l) => ({
          productId: l.productId,
          name: l.name,
          optionId: l.optionId || null,
          optionLabel: l.optionLabel,
          optionLabelHi: l.optionLabelHi,
          personalisation: l.personalisation,
          image: l.images[0] ?? '',
          unitPricePaise: l.pricePaise,
          quantity: l.quantity,
          referencePhoto: l.referencePhoto,
          hsnCode: l.hsnCode,
          gstRate: l.gstRate,
          isAddon: l.isAddon,
        })),
        () => (orderNumber = drawOrderNumber(now)),
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
      return { orderId, reused: false as const, orderNumber, totalPaise: t.total, razorpayOrderId: null as string | null };
    });
  }

  /** A guest's details from the checkout; a 400 on the `guest` field when a visitor gave none. Null for an account. */
  function guestContactOf(buyer: UserRow, input: CheckoutInput): GuestContact | null {
    if (!buyer.isGuest) return null;
    if (!input.guest) throw badRequest(wording(messages, 'guestDetailsNeeded'), [{ path: 'guest', message: wording(messages, 'guestDetailsNeeded') }]);
    return input.guest;
  }

  return {
    /** The totals checkout shows for a pincode and slot: the same figures create-order will charge. */
    async quote(userId: string, input: QuoteBody, language: Language): Promise<QuoteAnswer> {
      const { extraFeePaise, area, settings } = await deliveryFor(db, input, { lock: false });
      const online = await priceCart(db, userId, { now: clock(), extraFeePaise, settings });
      const offer = await cashOnDeliveryOffer(db, { payer: { userId, phones: [] }, pincode: input.pincode, totalPaise: online.totals.total, settings });
      const priced =
        input.payment === 'cod' && offer?.offered
          ? await priceCart(db, userId, { now: clock(), extraFeePaise, codFeePaise: offer.feePaise, settings })
          : online;
      return {
        totals: totalsToRupees(priced.totals),
        zone: area.zone,
        cashOnDelivery: offer && { offered: offer.offered, fee: toRupees(offer.feePaise), reason: offer.reason?.in(language) ?? null },
      };
    },

    /** Places the cart as a cash-on-delivery order, where the shop offers it: confirmed at once. */
    async placeCashOrder(user: UserRow, input: CheckoutInput, ip: string, language: Language = user.language): Promise<Order> {
      const { orderId } = await createPendingOrder(user, input, ip, 'cod', language);
      onStockChange?.();
      // A guest has no My Orders: their answer carries the tracking page.
      return toOrderDto((await findOrder(db, orderId))!, { includeTracking: user.isGuest });
    },

    async createOrder(user: UserRow, input: CheckoutInput, ip: string, language: Language = user.language): Promise<CreatePaymentOrderAnswer> {
      // What the transaction placed (or found to reuse) is all the answer needs: the order is not read again.
      const order = await createPendingOrder(user, input, ip, 'online', language);
      const guest = guestContactOf(user, input);
      const { orderId, reused } = order;
      if (!reused) onStockChange?.();
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
        customer: guest
          ? { name: guest.name, email: guest.email, phone: displayPhone(guest.phone) }
          : { name: user.name, email: user.email ?? '', phone: user.phone },
      };
    },
  };
}
