// The freshness promise. Flowers cannot be returned; instead, within the shop's window after delivery
// (`freshnessHours`, an owner setting) the customer reports a problem with a photo and a reason, and
// the desk answers once: a free replacement order (same items, a slot place, zero charge, confirmed
// like any order so it is on the job sheet and the rider's list), a refund through the gateway (the
// refunds module: capped at what was paid less earlier refunds, one per report), or a reply. The
// answer is queued by mail and phone in the customer's language in the answer's own transaction
// (decision 016) and written to the audit trail. After delivery, a job asks the customer for a review.
import {
  ReportProblemFieldsSchema,
  can,
  type ClaimAnswerBody,
  type DeskClaim,
  type FreshnessClaim,
  type OrderClaimsAnswer,
  type ReportProblemFields,
} from '@phoolwari/contracts';
import { pathIn } from '@phoolwari/contracts/storefront-values';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { formatDay } from '../../platform/i18n/locale';
import { letter } from '../../platform/i18n/letter';
import { dayWording } from '../../platform/i18n/locale';
import { translator, wording, Wording } from '../../platform/i18n/translator';
import { deleteKeys } from '../../platform/images/store';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Mailer } from '../../platform/mail/mailer';
import { formatRupees, toPaise, toRupees } from '../../platform/money';
import type { PhoneChannel } from '../../platform/phone/phone-outbox';
import type { ObjectStorage } from '../../platform/storage/storage';
import { recordAudit } from '../audit';
import type { UserRow } from '../auth';
import { takeStock } from '../catalog';
import { countSlotBookings, estimatedDelivery, findSlot, slotTimingProblem } from '../delivery';
import { addHistory, findOrder, insertOrder, lockOrder, refundFigures, staffActor, type OrderRow, type OrderTransitions, type OrderWithItems } from '../orders';
import type { RefundService } from '../refunds';
import { freshnessPromise, readShopSettings } from '../shop-settings';
import { storeSingleImage, type IncomingFile } from '../uploads';
import * as messages from './messages';
import * as repo from './repo';

export interface FreshnessDeps {
  db: Db;
  clock: Clock;
  storage: ObjectStorage;
  transitions: OrderTransitions;
  refunds: RefundService;
  mailer: Mailer;
  phone: PhoneChannel;
  jobs: JobQueue;
  publicUrl: string;
  drawOrderNumber?: (now: Date) => string;
}

/** Where a report's photo is stored: under the customer's own prefix, as reference photos are. */
const claimPhotoDir = (userId: string) => `claims/${userId}`;

/** How far back the review sweep looks: an order delivered long before the feature existed is not asked. */
const REVIEW_LOOKBACK_HOURS = 72;

function toClaimDto(
  row: repo.ClaimRow,
  orderNumber: string,
  replacement: { id: string; orderNumber: string; deliveryDate: string; slotName: string } | undefined,
  refundPaise: number | null,
): FreshnessClaim {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber,
    reason: row.reason,
    details: row.details,
    photo: row.photo,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answer:
      row.status === 'answered' && row.answerKind && row.answeredAt
        ? {
            kind: row.answerKind,
            message: row.answerMessage,
            refundAmount: refundPaise === null ? null : toRupees(refundPaise),
            replacement: replacement
              ? { _id: replacement.id, orderNumber: replacement.orderNumber, deliveryDate: replacement.deliveryDate, slotName: replacement.slotName }
              : null,
            answeredAt: row.answeredAt.toISOString(),
          }
        : null,
  };
}

export function createFreshnessClaims({ db, clock, storage, transitions, refunds, mailer, phone, jobs, publicUrl, drawOrderNumber }: FreshnessDeps) {
  const drawNumber = drawOrderNumber ?? ((now: Date) => `PW-R${now.getTime().toString(36).toUpperCase().slice(-6)}${Math.floor(Math.random() * 900 + 100)}`);

  /** Until when an order's problems may be reported, or null when it has not been delivered. */
  function windowOf(order: Pick<OrderRow, 'status' | 'actualDelivery'>, hours: number): Date | null {
    if (order.status !== 'delivered' || !order.actualDelivery) return null;
    return new Date(order.actualDelivery.getTime() + hours * 3_600_000);
  }

  async function claimDtos(tx: Db | Tx, rows: repo.ClaimRow[], orderNumbers: Map<string, string>): Promise<FreshnessClaim[]> {
    const replacements = await repo.ordersById(
      tx,
      rows.map((r) => r.replacementOrderId).filter((id): id is string => Boolean(id)),
    );
    const refundsOf = new Map<string, number>();
    for (const row of rows) {
      if (!row.refundId) continue;
      const found = await findOrder(tx, row.orderId);
      const refund = found?.refunds.find((r) => r.id === row.refundId);
      if (refund) refundsOf.set(row.id, refund.amountPaise);
    }
    return rows.map((r) =>
      toClaimDto(r, orderNumbers.get(r.orderId) ?? '', r.replacementOrderId ? replacements.get(r.replacementOrderId) : undefined, refundsOf.get(r.id) ?? null),
    );
  }

  /** The customer's own order, or a 404 exactly like a missing one. */
  async function ownOrder(user: UserRow, orderId: string): Promise<OrderWithItems> {
    const found = await findOrder(db, orderId);
    if (!found || found.order.userId !== user.id) throw notFound(wording(messages, 'orderNotFound'));
    return found;
  }

  /** Refuses a report the order cannot take now (not delivered, window passed, one open). */
  function assertReportable(order: OrderRow, until: Date | null, hours: number, open: boolean) {
    if (!until) throw conflict(wording(messages, 'notDelivered'), 'NOT_DELIVERED');
    if (clock() > until) throw conflict(wording(messages, 'windowClosed', { hours }), 'CLAIM_WINDOW_CLOSED');
    if (open) throw conflict(wording(messages, 'alreadyOpen'), 'CLAIM_ALREADY_OPEN');
    return order;
  }

  /** The answer's mail and phone message, in the customer's language, queued in `tx`. */
  async function queueAnswer(tx: Tx, order: OrderWithItems, claim: repo.ClaimRow, detail: { replacement?: OrderRow; refundPaise?: number }, hours: number) {
    const { user } = order;
    const language = user.language;
    const t = translator(messages, language);
    const orderNumber = order.order.orderNumber;
    const when = (o: OrderRow) => `${formatDay(o.deliveryDate, language)}, ${o.slotName}`;
    let news: string;
    let short: string;
    if (claim.answerKind === 'replacement' && detail.replacement) {
      news = t('answerReplacement', { replacementNumber: detail.replacement.orderNumber, when: when(detail.replacement) });
      short = t('phoneReplacement', { orderNumber, replacementNumber: detail.replacement.orderNumber, when: when(detail.replacement) });
    } else if (claim.answerKind === 'refund') {
      const amount = formatRupees(detail.refundPaise ?? 0, language);
      news = t('answerRefund', { amount, orderNumber });
      short = t('phoneRefund', { orderNumber, amount });
    } else {
      news = t('answerReply', { orderNumber });
      short = t('phoneReply', { orderNumber });
    }
    if (user.email) {
      await mailer.queue(
        {
          to: user.email,
          subject: t('answerSubject', { orderNumber }),
          text: letter(language, { dear: user.name }, [news, claim.answerMessage || null, freshnessPromise(hours, language)]),
          relatedOrderId: order.order.id,
        },
        tx,
      );
    }
    if (user.phone) await phone.queue({ to: user.phone, text: short, relatedOrderId: order.order.id }, tx);
  }

  /** A free copy of `original`: the same items at zero, in the slot chosen, confirmed and paid (nothing to pay). */
  async function placeReplacement(
    tx: Tx,
    move: Parameters<Parameters<OrderTransitions['inTransaction']>[0]>[1],
    original: OrderWithItems,
    body: { slotId: string; deliveryDate: string },
    actor: ReturnType<typeof staffActor>,
  ): Promise<OrderRow> {
    const now = clock();
    const settings = await readShopSettings(tx);
    // The slot row first: it is the capacity lock (the shop's lock order), as at checkout.
    const slot = await findSlot(tx, body.slotId, { lock: true });
    if (!slot || !slot.isActive) throw badRequest(wording(messages, 'chooseSlot'), [{ path: 'slotId', message: wording(messages, 'chooseSlot') }]);
    const when = { slot: Wording.name(slot.name, slot.nameHi), day: dayWording(body.deliveryDate) };
    if (slotTimingProblem(slot, body.deliveryDate, now, settings)) throw new AppError(409, wording(messages, 'slotUnavailable', when), 'SLOT_UNAVAILABLE');
    if ((await countSlotBookings(tx, slot.id, body.deliveryDate)) >= slot.capacity) throw conflict(wording(messages, 'slotFull', when), 'SLOT_FULL');
    const o = original.order;
    // Products in id order, as checkout takes them, so the two never deadlock.
    for (const item of [...original.items].sort((a, b) => a.productId.localeCompare(b.productId))) {
      if (!(await takeStock(tx, item.productId, item.quantity))) {
        throw conflict(wording(messages, 'outOfStock', { name: Wording.name(item.name, item.nameHi) }), 'OUT_OF_STOCK');
      }
    }
    const orderId = await insertOrder(
      tx,
      {
        userId: o.userId,
        subtotalPaise: 0,
        deliveryFeePaise: 0,
        shopDiscountPaise: 0,
        promoDiscountPaise: 0,
        codFeePaise: 0,
        totalPaise: 0,
        promoCodeId: null,
        promoCode: null,
        shippingAddress: o.shippingAddress,
        recipientName: o.recipientName,
        recipientPhone: o.recipientPhone,
        giftMessage: o.giftMessage,
        anonymousSender: o.anonymousSender,
        substitutionAllowed: o.substitutionAllowed,
        substitutionAvoid: o.substitutionAvoid,
        buyerLegalName: o.buyerLegalName,
        buyerGstin: o.buyerGstin,
        deliveryDate: body.deliveryDate,
        slotId: slot.id,
        slotName: slot.name,
        slotStart: slot.startTime,
        slotEnd: slot.endTime,
        estimatedDelivery: estimatedDelivery(slot, body.deliveryDate, now),
        // No gateway: nothing is charged. The order stays apart from sales in reports by this name.
        paymentProvider: 'replacement',
        fingerprint: `replacement-of-${o.id}`,
        placedFrom: null,
        guestPhone: o.guestPhone,
        guestEmail: o.guestEmail,
        expiresAt: null,
        deliveryNotes: `Free replacement for order ${o.orderNumber}`,
      },
      original.items.map((i) => ({
        productId: i.productId,
        name: i.name,
        image: i.image,
        unitPricePaise: 0,
        quantity: i.quantity,
        referencePhoto: i.referencePhoto,
        hsnCode: i.hsnCode,
        gstRate: i.gstRate,
        isAddon: i.isAddon,
      })),
      () => drawNumber(now),
    );
    await addHistory(tx, {
      orderId,
      from: null,
      to: { status: 'pending', deliveryStatus: 'pending' },
      actorUserId: actor.userId,
      actorLabel: actor.label,
      note: `Free replacement for order ${o.orderNumber}`,
    });
    const placed = (await lockOrder(tx, orderId))!;
    // Confirmed like any order: the job sheet, the florist's bench and the rider's list take it from here.
    await move(placed, { status: 'confirmed', paymentStatus: 'paid' }, { actor, note: `Free replacement for order ${o.orderNumber}: nothing to pay` });
    return (await lockOrder(tx, orderId))!;
  }

  const api = {
    /** My Orders: an order's reports and whether one may be made now. */
    async forCustomer(user: UserRow, orderId: string): Promise<OrderClaimsAnswer> {
      const found = await ownOrder(user, orderId);
      const { freshnessHours: hours } = await readShopSettings(db);
      const rows = await repo.listClaimsOfOrder(db, orderId);
      const until = windowOf(found.order, hours);
      const window = !until ? 'not_delivered' : rows.some((r) => r.status === 'open') ? 'pending' : clock() > until ? 'closed' : 'open';
      return {
        claims: await claimDtos(db, rows, new Map([[orderId, found.order.orderNumber]])),
        reportableUntil: until?.toISOString() ?? null,
        window,
        hours,
      };
    },

    /**
     * A customer's report: the order checked first (before a byte of the photo is stored), then the
     * photo through the image pipeline, then the fields; the row is written under the order's lock.
     */
    async report(user: UserRow, orderId: string, files: AsyncIterable<IncomingFile>, fields: Record<string, string>): Promise<FreshnessClaim> {
      const found = await ownOrder(user, orderId);
      const { freshnessHours: hours } = await readShopSettings(db);
      const open = (await repo.listClaimsOfOrder(db, orderId)).some((r) => r.status === 'open');
      assertReportable(found.order, windowOf(found.order, hours), hours, open);

      const stored = await storeSingleImage(storage, claimPhotoDir(user.id), files, 'photo');
      let parsed: ReportProblemFields;
      try {
        const result = ReportProblemFieldsSchema.safeParse(fields);
        if (!result.success) {
          const errors = result.error.issues.map((i) => ({ path: i.path.join('.') || 'reason', message: i.message }));
          throw badRequest(errors[0]?.message ?? 'Invalid report', errors);
        }
        parsed = result.data;
        const row = await db.transaction(async (tx) => {
          const order = await lockOrder(tx, orderId);
          if (!order) throw notFound(wording(messages, 'orderNotFound'));
          // Again under the lock: the window may have closed, or another report landed, meanwhile.
          assertReportable(order, windowOf(order, hours), hours, false);
          const inserted = await repo.insertOpenClaim(tx, {
            orderId,
            userId: user.id,
            reason: parsed.reason,
            details: parsed.details,
            photo: stored.publicUrl,
            createdAt: clock(),
          });
          if (!inserted) throw conflict(wording(messages, 'alreadyOpen'), 'CLAIM_ALREADY_OPEN');
          return inserted;
        });
        return toClaimDto(row, found.order.orderNumber, undefined, null);
      } catch (error) {
        // Nothing refused keeps its photo.
        await deleteKeys(storage, stored.keys);
        throw error;
      }
    },

    /** The desk's list: open reports oldest first, or answered ones newest first. */
    async forDesk(status: 'open' | 'answered'): Promise<DeskClaim[]> {
      const rows = await repo.listClaimsByStatus(db, status);
      const orders = new Map<string, OrderWithItems>();
      for (const row of rows) {
        if (!orders.has(row.orderId)) {
          const found = await findOrder(db, row.orderId);
          if (found) orders.set(row.orderId, found);
        }
      }
      const dtos = await claimDtos(db, rows, new Map([...orders].map(([id, o]) => [id, o.order.orderNumber])));
      return dtos.flatMap((dto) => {
        const o = orders.get(dto.orderId);
        if (!o) return [];
        return [
          {
            ...dto,
            customer: { name: o.user.name, phone: o.user.phone, language: o.user.language },
            items: o.items.map((i) => ({ name: i.name, quantity: i.quantity })),
            deliveredAt: o.order.actualDelivery?.toISOString() ?? null,
            refundable: toRupees(refundFigures(o.order, o.refunds).refundablePaise),
          },
        ];
      });
    },

    /**
     * The desk answers a report, once. The same answer sent again (a double click, a retried call)
     * answers the report as it stands; another answer to an answered report is a 409.
     */
    async answer(member: UserRow, claimId: string, body: ClaimAnswerBody): Promise<FreshnessClaim> {
      // Refunds stay with those who may give them anywhere in the shop (the desk role may not).
      if (body.kind === 'refund' && !can(member.role, 'refunds.create')) throw forbidden(wording(messages, 'refundNotAllowed'));
      const first = await repo.findClaim(db, claimId);
      if (!first) throw notFound(wording(messages, 'claimNotFound'));
      const actor = staffActor({ id: member.id, name: member.name, role: member.role });
      const { freshnessHours: hours } = await readShopSettings(db);
      const row = await transitions.inTransaction(async (tx, move) => {
        // Lock order: the slot (inside placeReplacement) would come first, so a replacement checks
        // the report's state again after taking it; orders, then the report.
        const original = await lockOrder(tx, first.orderId);
        if (!original) throw notFound(wording(messages, 'claimNotFound'));
        const claim = (await repo.lockClaim(tx, claimId))!;
        if (claim.status === 'answered') {
          if (claim.answerKind === body.kind) return claim;
          throw conflict(wording(messages, 'alreadyAnswered'), 'CLAIM_ALREADY_ANSWERED');
        }
        const order = (await findOrder(tx, original.id))!;
        let replacement: OrderRow | undefined;
        let refundId: string | null = null;
        let refundPaise: number | undefined;
        if (body.kind === 'replacement')
          replacement = await placeReplacement(tx, move, order, { slotId: body.slotId!, deliveryDate: body.deliveryDate! }, actor);
        if (body.kind === 'refund') {
          refundPaise = toPaise(body.amount!);
          // One refund per report, whatever is clicked: the report's id is the refund's idempotency key.
          const refund = await refunds.startRefund(tx, move, original.id, {
            amountPaise: refundPaise,
            reason: `Freshness promise: ${claim.reason.replace(/_/g, ' ')}`,
            idempotencyKey: `claim-${claim.id}`,
            actor,
          });
          refundId = refund.id;
        }
        const answered = await repo.answerClaim(tx, claim.id, {
          answerKind: body.kind,
          answerMessage: body.message,
          refundId,
          replacementOrderId: replacement?.id ?? null,
          answeredById: member.id,
          answeredAt: clock(),
        });
        await recordAudit(tx, actor.staff!, {
          action: 'claim.answer',
          entityType: 'claim',
          entityId: claim.id,
          summary: `Order ${original.orderNumber}: freshness report (${claim.reason.replace(/_/g, ' ')}) answered with ${
            body.kind === 'replacement'
              ? `replacement order ${replacement!.orderNumber}`
              : body.kind === 'refund'
                ? `a refund of ${formatRupees(refundPaise!)}`
                : 'a reply'
          }`,
          before: { status: 'open' },
          after: {
            status: 'answered',
            kind: body.kind,
            message: body.message,
            ...(refundPaise ? { amount: toRupees(refundPaise) } : {}),
            ...(replacement ? { replacementOrderNumber: replacement.orderNumber } : {}),
          },
        });
        await queueAnswer(tx, order, answered, { replacement, refundPaise }, hours);
        return answered;
      });
      mailer.wake();
      const order = (await findOrder(db, row.orderId))!;
      return (await claimDtos(db, [row], new Map([[row.orderId, order.order.orderNumber]])))[0]!;
    },

    /**
     * The review ask's sweep: every delivered order past `reviewRequestHours` is claimed once (a row
     * per order, across instances) and its customer sent a mail and a text with the link to the
     * reviews of what they bought, unless they unsubscribed from the shop's marketing mail.
     */
    async askForReviews(): Promise<number> {
      const settings = await readShopSettings(db);
      if (settings.reviewRequestHours === 0) return 0;
      const now = clock();
      const until = new Date(now.getTime() - settings.reviewRequestHours * 3_600_000);
      const from = new Date(until.getTime() - REVIEW_LOOKBACK_HOURS * 3_600_000);
      const due = await repo.listOrdersDueReviewAsk(db, from, until, 100);
      let asked = 0;
      for (const { id } of due) {
        const found = await findOrder(db, id);
        if (!found) continue;
        const { user, order } = found;
        const unsubscribed = await repo.unsubscribedFromMarketing(db, user.email);
        const slug = await repo.firstProductSlugOf(
          db,
          found.items.filter((i) => !i.isAddon).map((i) => i.productId),
        );
        const send = !unsubscribed && Boolean(slug) && Boolean(user.email || user.phone);
        await db.transaction(async (tx) => {
          if (!(await repo.claimReviewAsk(tx, id, send, now)) || !send) return;
          const t = translator(messages, user.language);
          const link = `${publicUrl.replace(/\/$/, '')}${pathIn(user.language, `/product/${slug}`)}#reviews`;
          if (user.email) {
            await mailer.queue(
              {
                to: user.email,
                subject: t('reviewSubject', { orderNumber: order.orderNumber }),
                text: letter(user.language, { dear: user.name }, [
                  t('reviewText', { orderNumber: order.orderNumber }),
                  link,
                  freshnessPromise(settings.freshnessHours, user.language),
                ]),
                relatedOrderId: order.id,
              },
              tx,
            );
          }
          if (user.phone) await phone.queue({ to: user.phone, text: t('phoneReview', { orderNumber: order.orderNumber, link }), relatedOrderId: order.id }, tx);
          asked += 1;
        });
      }
      if (asked > 0) mailer.wake();
      return asked;
    },
  };
  // The sweep every ten minutes, queued once per tick across every instance; the rows make each ask once.
  jobs.define<Record<string, never>>({
    name: 'review-ask',
    describe: () => 'Ask customers of delivered orders for a review',
    run: async () => {
      await api.askForReviews();
    },
    retries: 2,
    retryDelaySeconds: 60,
    timeoutSeconds: 300,
    cron: '*/10 * * * *',
  });
  return api;
}
export type FreshnessClaims = ReturnType<typeof createFreshnessClaims>;
