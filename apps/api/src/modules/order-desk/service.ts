// The staff's order desk: find orders, move them through preparing, dispatch and delivery (order
// and delivery status together, along the state machines), cancel with a full refund, the day's
// deliveries by slot, and the dashboard's figures — all straight from the database.
import {
  can,
  canDeskCancel,
  nextOrderState,
  type AdminOrderAnswer,
  type AdminOrderListAnswer,
  type AdminOrderListQuery,
  type DashboardAnswer,
  type DeliveriesAnswer,
  type DeliveryStatus,
  type DeliveryUpdateBody,
  type OrderStatus,
  type CashOutcomeBody,
  type RefundBody,
} from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import { pageInfo } from '../../db/pagination';
import { shopDateTime, shopInstant, type Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { wording } from '../../platform/i18n/translator';
import { formatRupees, toRupees } from '../../platform/money';
import type { UserRow } from '../auth';
import {
  toOrderDto,
  findOrder,
  listHistory,
  lockOrder,
  refundFigures,
  staffActor,
  type MoveOrder,
  type OrderActor,
  type OrderRecord,
  type OrderTarget,
  type OrderTransitions,
  type OrderRow,
} from '../orders';
import { exceptionMessages, type OrderExceptions } from '../exceptions';
import { type EventDay, type EventQuoteService } from '../event-quotes';
import { type RefundService, listRefundsOf } from '../refunds';
import * as deskRepo from './repo';

/** Where a requested move takes an order (the contract's state machines), or a 409 when they forbid it. */
export function plannedMove(
  current: { status: OrderStatus; deliveryStatus: DeliveryStatus },
  requested: NonNullable<DeliveryUpdateBody['deliveryStatus']>,
): OrderTarget {
  const next = nextOrderState({ orderStatus: current.status, deliveryStatus: current.deliveryStatus }, requested);
  if (!next) {
    throw new AppError(
      409,
      `An order that is ${current.status.replace('_', ' ')} (delivery ${current.deliveryStatus.replace(/_/g, ' ')}) cannot move to ${requested.replace(/_/g, ' ')}`,
      'INVALID_STATE',
    );
  }
  return { status: next.orderStatus, deliveryStatus: next.deliveryStatus };
}

/**
 * Records what happened at the door of a cash-on-delivery order inside a transaction holding its
 * lock: the desk's "cash collected / refused", and a rider's "delivered" on a cash order.
 */
export async function moveCashOutcome(move: MoveOrder, order: OrderRow, actor: OrderActor, body: CashOutcomeBody, record?: OrderRecord): Promise<void> {
  if (order.paymentStatus !== 'cod_pending') throw new AppError(409, 'This order has no cash to collect', 'INVALID_STATE');
  const amount = formatRupees(order.totalPaise);
  const note = (words: string) => [words, body.note || null].filter(Boolean).join(' · ');
  if (body.outcome === 'collected') {
    if (order.status !== 'shipped' && order.status !== 'delivered')
      throw new AppError(409, 'Cash is collected when the order is delivered: send it out first', 'INVALID_STATE');
    const delivered = order.status === 'shipped' && order.deliveryStatus !== 'failed' ? plannedMove(order, 'delivered') : {};
    await move(order, { ...delivered, paymentStatus: 'paid' }, { actor, note: note(`Cash collected: ${amount}`), record });
  } else {
    if (order.status !== 'shipped') throw new AppError(409, 'An order is refused at the door: it must be on its way', 'INVALID_STATE');
    await move(
      order,
      { status: 'cancelled', deliveryStatus: 'failed', paymentStatus: 'failed' },
      { actor, note: note(`Cash on delivery refused (${amount})`), record },
    );
  }
}

export function createOrderDesk({
  db,
  clock,
  transitions,
  refunds,
  exceptions,
  events,
  eventDay,
}: {
  db: Db;
  clock: Clock;
  transitions: OrderTransitions;
  refunds: RefundService;
  exceptions: Pick<OrderExceptions, 'leftUnprepared'>;
  events: Pick<EventQuoteService, 'figures'>;
  /** The day's booked events, whose job sheets sit beside the orders'. */
  eventDay: Pick<EventDay, 'jobsOn'>;
}) {
  async function loadAnswer(orderId: string): Promise<AdminOrderAnswer> {
    const found = await findOrder(db, orderId);
    if (!found) throw notFound('Order not found');
    const history = await listHistory(db, orderId);
    return {
      order: toOrderDto(found, { includeUser: true }),
      history: history.map((h) => ({
        at: h.createdAt.toISOString(),
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        fromDeliveryStatus: h.fromDeliveryStatus,
        toDeliveryStatus: h.toDeliveryStatus,
        actor: h.actorLabel,
        note: h.note,
      })),
    };
  }

  return {
    async list(query: AdminOrderListQuery): Promise<AdminOrderListAnswer> {
      const { found, total } = await deskRepo.searchOrders(db, query);
      return { orders: found.map((o) => toOrderDto(o, { includeUser: true })), ...pageInfo(query, total) };
    },

    get: loadAnswer,

    async updateDelivery(admin: UserRow, orderId: string, body: DeliveryUpdateBody): Promise<AdminOrderAnswer> {
      await transitions.inTransaction(async (tx, move) => {
        // The row lock makes two admins' moves on one order queue; the second sees the first's result.
        const order = await lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found');
        const target = body.deliveryStatus ? plannedMove(order, body.deliveryStatus) : {};
        // Leaving the workshop before the florist marked it ready asks the same as the rider's "out":
        // a reason, which the history carries and the desk's exceptions list flags (decision 026).
        const leaving = (order.status === 'confirmed' || order.status === 'processing') && target.status === 'shipped';
        const unready = leaving && order.preparedAt === null;
        if (unready && !body.reason) throw new AppError(409, wording(exceptionMessages, 'notReadyReason'), 'NOT_READY');
        const actor = staffActor(admin);
        const note = [
          unready ? `Sent out before it was ready: ${body.reason}` : null,
          body.trackingNumber ? `Tracking ${body.trackingNumber}` : null,
          body.notes || null,
        ]
          .filter(Boolean)
          .join(' · ');
        await move(order, target, {
          actor,
          ...(note ? { note } : {}),
          details: { trackingNumber: body.trackingNumber, deliveryNotes: body.notes },
        });
        if (unready && body.reason) await exceptions.leftUnprepared(tx, order.id, body.reason, actor.label);
      });
      return loadAnswer(orderId);
    },

    async cancel(admin: UserRow, orderId: string, reason: string): Promise<AdminOrderAnswer> {
      await transitions.inTransaction(async (tx, move) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found');
        if (!canDeskCancel({ orderStatus: order.status, deliveryStatus: order.deliveryStatus })) {
          const state = order.status === 'shipped' ? 'on its way' : order.status;
          throw new AppError(409, `An order that is ${state} cannot be cancelled from the desk`, 'INVALID_STATE');
        }
        // Cash on delivery: no cash will be collected.
        await move(
          order,
          { status: 'cancelled', ...(order.paymentStatus === 'cod_pending' ? { paymentStatus: 'failed' as const } : {}) },
          { actor: staffActor(admin), note: reason },
        );
        // Whatever is left of the payment goes back in full.
        const { refundablePaise } = refundFigures(order, await listRefundsOf(tx, order.id));
        if (refundablePaise > 0)
          await refunds.startRefund(tx, move, order.id, {
            amountPaise: refundablePaise,
            reason: `Order cancelled by the shop: ${reason}`,
            idempotencyKey: `cancel-${order.id}`,
            actor: staffActor(admin),
          });
      });
      return loadAnswer(orderId);
    },

    /**
     * What happened at the door of a cash-on-delivery order on its way (or delivered): the cash was
     * collected (paid, and delivered if it was not marked so), or refused (the delivery failed and
     * the order is cancelled; its stock comes back).
     */
    async recordCash(admin: UserRow, orderId: string, body: CashOutcomeBody): Promise<AdminOrderAnswer> {
      await transitions.inTransaction(async (tx, move) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found');
        await moveCashOutcome(move, order, staffActor(admin), body);
      });
      return loadAnswer(orderId);
    },

    /** A refund of part or all of what is left of the order's payment. */
    async refund(admin: UserRow, orderId: string, body: RefundBody): Promise<AdminOrderAnswer> {
      await refunds.refundFromDesk(staffActor(admin), orderId, body);
      return loadAnswer(orderId);
    },

    /** Orders to deliver on a shop date, grouped by slot in slot order: the workshop's day. */
    async deliveries(date = shopDateTime(clock()).date): Promise<DeliveriesAnswer> {
      const groups = new Map<string, DeliveriesAnswer['slots'][number]>();
      for (const o of await deskRepo.listDeliveriesOn(db, date)) {
        const dto = toOrderDto(o, { includeUser: true });
        const group = groups.get(dto.slot._id) ?? { slot: dto.slot, orders: [] };
        group.orders.push(dto);
        groups.set(dto.slot._id, group);
      }
      return { date, slots: [...groups.values()], events: await eventDay.jobsOn(date) };
    },

    async dashboard(viewer: UserRow): Promise<DashboardAnswer> {
      const money = can(viewer.role, 'dashboard.revenue');
      const shown = (paise: number) => (money ? toRupees(paise) : null);
      const since = shopInstant(shopDateTime(new Date(clock().getTime() - 29 * 86_400_000)).date, '00:00');
      const figures = await deskRepo.readDashboardFigures(db, since);
      const byDay = new Map(figures.daily.map((d) => [d.day, d]));
      const days = Array.from({ length: 30 }, (_, i) => shopDateTime(new Date(since.getTime() + i * 86_400_000 + 12 * 3600_000)).date);
      return {
        totals: {
          ...figures.counts,
          revenue: shown(figures.revenuePaise),
          refunded: shown(figures.refundedPaise),
          cashToCollect: shown(figures.cashToCollectPaise),
        },
        recentOrders: figures.recent.map((r) => ({
          _id: r.id,
          orderId: r.orderNumber,
          customer: r.name,
          amount: toRupees(r.total),
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
        daily: days.map((date) => ({ date, revenue: shown(byDay.get(date)?.paise ?? 0), orders: byDay.get(date)?.orders ?? 0 })),
        events: can(viewer.role, 'events.manage') ? await events.figures({ money }) : null,
      };
    },
  };
}
export type OrderDesk = ReturnType<typeof createOrderDesk>;
