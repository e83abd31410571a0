// Order exceptions: what went wrong with an order, or changed in it, told at once to whoever must
// act on it. A failed delivery reaches the customer (mail and phone message in their language,
// queued in the rider's move's own transaction) with the rider's reason and a link to choose
// another slot, free and within the shop's rules (slot capacity, cut-offs, booking days), or to
// cancel with a full refund through the refunds module. A substitution the florist made (with the
// photo), a delay the desk announces (with the new expected time) and a custom design priced,
// approved and ready to buy (with the link to buy it) are told the same way, in the transaction of
// the move that made them, and shown in My Orders, where the customer marks them seen. An order
// taken out before the florist marked it ready is flagged to the desk only. The desk reads each
// exception with the outbox state of its messages and the customer's answer.
import type {
  CustomerNoticesAnswer,
  DelayBody,
  DeskExceptionsAnswer,
  Language,
  RescheduleBody,
  RescheduleOptions,
  SubstitutionFields,
} from '@phoolwari/contracts';
import { pathIn } from '@phoolwari/contracts/storefront-values';
import type { Db, Tx } from '../../db/client';
import { shopDateTime, type Clock } from '../../platform/clock';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { dayWording, formatDay } from '../../platform/i18n/locale';
import { letter } from '../../platform/i18n/letter';
import { translator, wording, Wording } from '../../platform/i18n/translator';
import type { Mailer } from '../../platform/mail/mailer';
import { formatRupees, toRupees } from '../../platform/money';
import type { PhoneChannel } from '../../platform/phone/phone-outbox';
import { findUserById, type UserRow } from '../auth';
import { countSlotBookings, estimatedDelivery, findSlot, listSlotAvailability, slotTimingProblem } from '../delivery';
import { findOrder, lockOrder, refundFigures, staffActor, type OrderActor, type OrderRow, type OrderTransitions, type OrderWithItems } from '../orders';
import { listRefundsOf, type RefundService } from '../refunds';
import { readShopSettings } from '../shop-settings';
import * as messages from './messages';
import * as repo from './repo';

/** The storefront page where the customer answers a failed delivery (the Hindi one under /hi). */
export const reschedulePath = (orderId: string, language: 'en' | 'hi') => `${language === 'hi' ? '/hi' : ''}/orders/${orderId}/reschedule`;

/** An instant as the customer reads it, in the shop's time: "24 November 2026, 18:30". */
export function formatMoment(at: Date, language: Language): string {
  const { date, minutes } = shopDateTime(at);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${formatDay(date, language)}, ${hh}:${mm}`;
}

/** Orders that may still be late: paid (or cash on delivery) and not yet delivered. */
const MAY_BE_LATE = new Set(['confirmed', 'processing', 'shipped']);

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export interface ExceptionDeps {
  db: Db;
  clock: Clock;
  transitions: OrderTransitions;
  refunds: Pick<RefundService, 'startRefund'>;
  mailer: Mailer;
  phone?: PhoneChannel;
  publicUrl: string;
  /** After the commit: tells the customer's open pages that a notice about no order was stored (best effort). */
  publishNotice?: (userId: string) => void;
}

export function createOrderExceptions({ db, clock, transitions, refunds, mailer, phone, publicUrl, publishNotice }: ExceptionDeps) {
  /** The customer's own order whose delivery failed, locked; 404 for anyone else's, 409 when it did not fail. */
  async function lockOwnFailed(tx: Tx, user: UserRow, orderId: string): Promise<OrderRow> {
    const order = await lockOrder(tx, orderId);
    // Someone else's order is answered exactly like a missing one.
    if (!order || order.userId !== user.id) throw notFound(wording(messages, 'orderNotFound'));
    if (order.status !== 'shipped' || order.deliveryStatus !== 'failed') throw conflict(wording(messages, 'notFailed'), 'DELIVERY_NOT_FAILED');
    return order;
  }

  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);
  const myOrdersLink = (language: Language) => `${publicUrl}${pathIn(language, '/orders')}`;

  /**
   * Queues the customer's mail (if they have an address) and phone message (if they have a number)
   * in `tx`, and keeps the exception with their outbox ids: told once, in the move's transaction.
   */
  async function tell(
    tx: Tx,
    user: Pick<UserRow, 'name' | 'email' | 'phone' | 'language'>,
    message: { subject: string; paragraphs: (string | null)[]; phone: string; relatedOrderId: string | null },
    row: Omit<Parameters<typeof repo.insertException>[1], 'mailOutboxId' | 'phoneOutboxId' | 'createdAt'>,
  ) {
    const related = message.relatedOrderId ? { relatedOrderId: message.relatedOrderId } : {};
    const mailId = user.email
      ? await mailer.queue({ to: user.email, subject: message.subject, text: letter(user.language, { dear: user.name }, message.paragraphs), ...related }, tx)
      : null;
    const phoneId = phone && user.phone ? await phone.queue({ to: user.phone, text: message.phone, ...related }, tx) : null;
    return repo.insertException(tx, { ...row, mailOutboxId: mailId, phoneOutboxId: phoneId, createdAt: clock() });
  }

  return {
    /**
     * Inside the florist's substitution move: the customer's mail and phone message, in their
     * language, with what was replaced by what and the photo. The same substitution recorded again
     * (a second tap) tells nobody again.
     */
    async substitution(tx: Tx, found: OrderWithItems, fields: SubstitutionFields, photoUrl: string, reportedBy: string): Promise<boolean> {
      const { order: o, user } = found;
      const latest = await repo.latestOfKind(tx, o.id, 'substitution');
      if (latest && latest.replaced === fields.replaced && latest.replacement === fields.replacement) return false;
      const t = translator(messages, user.language);
      const photo = absolute(photoUrl);
      const words = { replaced: fields.replaced, replacement: fields.replacement };
      await tell(
        tx,
        user,
        {
          subject: t('substitutionSubject', { orderNumber: o.orderNumber }),
          paragraphs: [
            t('substitutionText', { recipient: o.recipientName, ...words, hasReason: fields.reason ? 'yes' : 'no', reason: fields.reason }),
            t('substitutionPhoto', { photoUrl: photo }),
            t('substitutionNext', { link: myOrdersLink(user.language) }),
          ],
          phone: t('substitutionPhone', { orderNumber: o.orderNumber, ...words, link: photo }),
          relatedOrderId: o.id,
        },
        { orderId: o.id, kind: 'substitution', reason: fields.reason, reportedBy, ...words, photo: photoUrl },
      );
      return true;
    },

    /**
     * The desk announces that an order will be late: the new expected time becomes the order's (the
     * tracking page shows it), the history says why, and the customer is told in their language. The
     * same announcement again (a second click) tells nobody again.
     */
    async announceDelay(staff: UserRow, orderId: string, body: DelayBody): Promise<void> {
      const expectedAt = new Date(body.expectedAt);
      const now = clock();
      if (expectedAt.getTime() <= now.getTime())
        throw badRequest(wording(messages, 'expectedInPast'), [{ path: 'expectedAt', message: wording(messages, 'expectedInPast') }]);
      const actor = staffActor(staff);
      await transitions.inTransaction(async (tx, move) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw notFound(wording(messages, 'orderNotFound'));
        if (!MAY_BE_LATE.has(order.status) || order.deliveryStatus === 'failed') throw conflict(wording(messages, 'notDelayable'), 'INVALID_STATE');
        const latest = await repo.latestOfKind(tx, order.id, 'delay');
        if (latest && latest.reason === body.reason && latest.expectedAt?.getTime() === expectedAt.getTime()) return;
        // Through the transitions though the status stays: the history line and the live update.
        await move(
          order,
          {},
          { actor, note: `Delay announced: ${body.reason}; now expected ${expectedAt.toISOString()}`, record: { estimatedDelivery: expectedAt } },
        );
        const found = await findOrder(tx, order.id);
        if (!found) return;
        const { user } = found;
        const t = translator(messages, user.language);
        const expected = formatMoment(expectedAt, user.language);
        const link = myOrdersLink(user.language);
        await tell(
          tx,
          user,
          {
            subject: t('delaySubject', { orderNumber: order.orderNumber }),
            paragraphs: [t('delayText', { recipient: order.recipientName, reason: body.reason, expected }), t('delayNext', { link })],
            phone: t('delayPhone', { orderNumber: order.orderNumber, reason: body.reason, expected, link }),
            relatedOrderId: order.id,
          },
          { orderId: order.id, kind: 'delay', reason: body.reason, reportedBy: actor.label, expectedAt },
        );
      });
    },

    /**
     * Inside the move that makes a customer's design a product: priced and approved, it can be
     * bought now. The customer is told, in their language, with the link to buy it.
     */
    async designApproved(
      tx: Tx,
      design: { id: string; number: string; userId: string; name: string; nameHi: string; pricePaise: number; productId: string },
      reportedBy: string,
    ): Promise<void> {
      const user = await findUserById(tx, design.userId);
      if (!user) return;
      const t = translator(messages, user.language);
      const name = Wording.name(design.name, design.nameHi || null).in(user.language);
      const price = formatRupees(design.pricePaise, user.language);
      const link = `${publicUrl}${pathIn(user.language, `/product/${design.productId}`)}`;
      await tell(
        tx,
        user,
        {
          subject: t('designSubject', { designNumber: design.number }),
          paragraphs: [t('designText', { name, price }), t('designNext', { link })],
          phone: t('designPhone', { designNumber: design.number, price, link }),
          relatedOrderId: null,
        },
        { customOrderId: design.id, kind: 'design_approved', reason: `${design.name} · ${formatRupees(design.pricePaise, 'en')}`, reportedBy },
      );
    },

    /**
     * After the commit of a move that stored a notice about no order (`designApproved`): the
     * customer's open My Orders reads its news at once, as an order's move does for its own. Best
     * effort: the notice is in the database, the mail and phone message are queued.
     */
    noticeStored(userId: string): void {
      try {
        publishNotice?.(userId);
      } catch {
        // Nothing to undo: the page reads the notice on its next load.
      }
    },

    /** The customer's news (substitutions, delays, designs to buy), newest first. */
    async myNotices(user: UserRow): Promise<CustomerNoticesAnswer> {
      const rows = await repo.listNoticesOf(db, user.id, 50);
      return {
        notices: rows.map(({ exception: e, orderNumber, productId }) => ({
          _id: e.id,
          kind: e.kind as 'substitution' | 'design_approved' | 'delay',
          orderId: e.orderId,
          orderNumber,
          customOrderId: e.customOrderId,
          reason: e.reason,
          at: e.createdAt.toISOString(),
          replaced: e.replaced,
          replacement: e.replacement,
          photo: e.photo,
          expectedAt: e.expectedAt?.toISOString() ?? null,
          productId,
          seen: e.answer === 'seen',
        })),
      };
    },

    /** The customer marks a notice seen (the desk sees the answer); again, it changes nothing. Another's is 404. */
    async markSeen(user: UserRow, id: string): Promise<void> {
      if (!(await repo.markNoticeSeen(db, user.id, id, clock()))) throw notFound(wording(messages, 'noticeNotFound'));
    },

    /**
     * Inside the rider's "failed" move: the customer's mail and phone message, in their language,
     * with the reason and the link to answer, and the exception the desk follows.
     */
    async deliveryFailed(tx: Tx, orderId: string, reason: string, reportedBy: string): Promise<void> {
      const found = await findOrder(tx, orderId);
      if (!found) return;
      const { order: o, user } = found;
      const language = user.language;
      const t = translator(messages, language);
      const link = `${publicUrl}${reschedulePath(o.id, language)}`;
      const when = `${formatDay(o.deliveryDate, language)}, ${Wording.name(o.slotName, found.slotNameHi).in(language)}`;
      const paid = o.paymentStatus === 'paid' ? 'yes' : 'no';
      const mailId = user.email
        ? await mailer.queue(
            {
              to: user.email,
              subject: t('failedSubject', { orderNumber: o.orderNumber }),
              text: letter(language, { dear: user.name }, [t('failedText', { recipient: o.recipientName, when, reason }), t('failedNext', { paid, link })]),
              relatedOrderId: o.id,
            },
            tx,
          )
        : null;
      const phoneId =
        phone && user.phone
          ? await phone.queue({ to: user.phone, text: t('failedPhone', { orderNumber: o.orderNumber, reason, link }), relatedOrderId: o.id }, tx)
          : null;
      await repo.insertException(tx, {
        orderId: o.id,
        kind: 'delivery_failed',
        reason,
        reportedBy,
        mailOutboxId: mailId,
        phoneOutboxId: phoneId,
        createdAt: clock(),
      });
    },

    /** Inside the rider's "out" move of an order the florist had not marked ready: the desk's flag. */
    async leftUnprepared(tx: Tx, orderId: string, reason: string, reportedBy: string): Promise<void> {
      await repo.insertException(tx, { orderId, kind: 'left_unprepared', reason, reportedBy, createdAt: clock() });
    },

    /** The failed delivery and the slots of a day (by default the first with a slot open), for the customer to choose. */
    async options(user: UserRow, orderId: string, date?: string): Promise<RescheduleOptions> {
      const now = clock();
      return db.transaction(async (tx) => {
        const order = await lockOwnFailed(tx, user, orderId);
        const settings = await readShopSettings(tx);
        const firstDate = shopDateTime(now).date;
        const lastDate = addDays(firstDate, settings.bookingDaysAhead);
        let day = date && date >= firstDate && date <= lastDate ? date : firstDate;
        let slots = await listSlotAvailability(tx, day, now, settings);
        // Asked without a day (the link from the news): the first day with a slot still open, so a
        // customer reading it late in the evening is not shown a day whose slots have all closed.
        while (!date && !slots.some((slot) => slot.available) && day < lastDate) {
          day = addDays(day, 1);
          slots = await listSlotAvailability(tx, day, now, settings);
        }
        // Opening the link is an answer the desk sees: the customer has read the news.
        await repo.answerFailures(tx, order.id, 'opened', now);
        return {
          orderId: order.id,
          orderNumber: order.orderNumber,
          failureReason: order.deliveryFailureReason,
          deliveryDate: order.deliveryDate,
          slotName: order.slotName,
          slotNameHi: (await findSlot(tx, order.slotId))?.nameHi || null,
          date: day,
          firstDate,
          lastDate,
          slots,
          refundOnCancel: toRupees(refundFigures(order, await listRefundsOf(tx, order.id)).refundablePaise),
        };
      });
    },

    /**
     * Another slot for a failed delivery, at no charge: the slot must take bookings that day (cut-off,
     * booking days) and have room. The order goes back to the workshop (processing, delivery
     * pending) for the desk to give it to a rider for the new slot.
     */
    async reschedule(user: UserRow, orderId: string, body: RescheduleBody): Promise<void> {
      const actor: OrderActor = { userId: user.id, label: 'Customer' };
      await transitions.inTransaction(async (tx, move) => {
        // The slot first, as checkout takes it: its row is the capacity lock (LOCK ORDER, transitions.ts).
        const slot = await findSlot(tx, body.slotId, { lock: true });
        const order = await lockOwnFailed(tx, user, orderId);
        if (!slot || !slot.isActive) throw badRequest(wording(messages, 'chooseSlot'), [{ path: 'slotId', message: wording(messages, 'chooseSlot') }]);
        const now = clock();
        const when = { slot: Wording.name(slot.name, slot.nameHi), day: dayWording(body.date) };
        if (slotTimingProblem(slot, body.date, now, await readShopSettings(tx)))
          throw new AppError(409, wording(messages, 'slotUnavailable', when), 'SLOT_UNAVAILABLE');
        // The order holds its own place when it stays in the same slot on the same day.
        const holdsPlace = order.slotId === slot.id && order.deliveryDate === body.date ? 1 : 0;
        if ((await countSlotBookings(tx, slot.id, body.date)) - holdsPlace >= slot.capacity) throw conflict(wording(messages, 'slotFull', when), 'SLOT_FULL');
        await move(
          order,
          { status: 'processing', deliveryStatus: 'pending' },
          {
            actor,
            note: `New slot chosen after a failed delivery: ${body.date}, ${slot.name}`,
            record: {
              deliveryDate: body.date,
              slotId: slot.id,
              slotName: slot.name,
              slotStart: slot.startTime,
              slotEnd: slot.endTime,
              estimatedDelivery: estimatedDelivery(slot, body.date, now),
              // The rider of the failed attempt may not ride that slot: the desk gives it out again.
              riderId: null,
              riderAssignedAt: null,
            },
          },
        );
        await repo.answerFailures(tx, order.id, 'rescheduled', now);
      });
    },

    /**
     * The customer cancels after a failed delivery: cancelled, and refunded in full when paid online
     * (one refund, whatever the number of clicks: the refund's key is the order's). Asked again once
     * cancelled, it answers as done.
     */
    async cancel(user: UserRow, orderId: string): Promise<void> {
      const actor: OrderActor = { userId: user.id, label: 'Customer' };
      await transitions.inTransaction(async (tx, move) => {
        const current = await lockOrder(tx, orderId);
        if (!current || current.userId !== user.id) throw notFound(wording(messages, 'orderNotFound'));
        if (current.status === 'cancelled' && current.deliveryStatus === 'failed') return;
        const order = await lockOwnFailed(tx, user, orderId);
        const cash = order.paymentStatus === 'cod_pending';
        await move(
          order,
          { status: 'cancelled', ...(cash ? { paymentStatus: 'failed' as const } : {}) },
          { actor, note: 'Cancelled by the customer after a failed delivery' },
        );
        if (order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded') {
          const left = refundFigures(order, await listRefundsOf(tx, order.id)).refundablePaise;
          if (left > 0)
            await refunds.startRefund(tx, move, order.id, {
              amountPaise: left,
              reason: 'Cancelled after a failed delivery',
              idempotencyKey: `failed-delivery-${order.id}`,
              actor,
            });
        }
        await repo.answerFailures(tx, order.id, 'cancelled', clock());
      });
    },

    /** The latest exceptions for the desk: who was told, and who answered. */
    async listForDesk(limit = 100): Promise<DeskExceptionsAnswer> {
      const rows = await repo.listLatest(db, limit);
      return {
        exceptions: rows.map(({ exception: e, orderNumber, designNumber, customerName, mail, phone: text }) => ({
          _id: e.id,
          orderId: e.orderId,
          orderNumber: orderNumber ?? designNumber ?? '',
          customerName: customerName ?? '',
          kind: e.kind,
          reason: e.reason,
          reportedBy: e.reportedBy,
          at: e.createdAt.toISOString(),
          mail: mail ?? null,
          phone: text ?? null,
          replaced: e.replaced,
          replacement: e.replacement,
          photo: e.photo,
          expectedAt: e.expectedAt?.toISOString() ?? null,
          answer: e.answer,
          answeredAt: e.answeredAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
export type OrderExceptions = ReturnType<typeof createOrderExceptions>;
