// The staff's order desk: find orders, move them through preparing, dispatch and delivery (order
// and delivery status together, along the state machines), cancel with a refund flag, the day's
// deliveries by slot, and the dashboard's figures — all straight from the database.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  nextOrderState,
  type AdminOrderAnswer,
  type AdminOrderListAnswer,
  type AdminOrderListQuery,
  type DashboardAnswer,
  type DeliveriesAnswer,
  type DeliveryStatus,
  type DeliveryUpdateBody,
  type OrderStatus,
} from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import { categories, orderHistory, orders, products, users } from '../../db/schema';
import { shopDateTime, shopInstant, type Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { containsPattern } from '../../db/like';
import { toRupees } from '../../platform/money';
import type { UserRow } from '../auth/repo';
import { cancelOrderTx } from '../checkout/service';
import type { OrderNotifier } from '../orders/notifications';
import * as ordersRepo from '../orders/repo';
import { toOrderDto } from '../orders/service';
import { assertOrderMove } from '../orders/state-machine';

type Move = { status: OrderStatus; deliveryStatus: DeliveryStatus; actualDelivery?: Date };

/** Where a requested move takes an order (the contract's state machines), or a 409 when they forbid it. */
export function plannedMove(current: { status: OrderStatus; deliveryStatus: DeliveryStatus }, requested: NonNullable<DeliveryUpdateBody['deliveryStatus']>, now: Date): Move {
  const next = nextOrderState({ orderStatus: current.status, deliveryStatus: current.deliveryStatus }, requested);
  if (!next) {
    throw new AppError(409, `An order that is ${current.status.replace('_', ' ')} (delivery ${current.deliveryStatus.replace(/_/g, ' ')}) cannot move to ${requested.replace(/_/g, ' ')}`, 'INVALID_STATE');
  }
  return { status: next.orderStatus, deliveryStatus: next.deliveryStatus, ...(next.deliveryStatus === 'delivered' && current.deliveryStatus !== 'delivered' ? { actualDelivery: now } : {}) };
}

export function createOrderDesk({ db, clock, notifier }: { db: Db; clock: Clock; notifier: OrderNotifier }) {
  async function loadAnswer(orderId: string): Promise<AdminOrderAnswer> {
    const found = await ordersRepo.findOrder(db, orderId);
    if (!found) throw notFound('Order not found');
    const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.createdAt), asc(orderHistory.id));
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

  async function afterChange(orderId: string, previous: OrderStatus) {
    const found = await ordersRepo.findOrder(db, orderId);
    if (found) await notifier.orderChanged(found, previous);
  }

  return {
    async list(query: AdminOrderListQuery): Promise<AdminOrderListAnswer> {
      const conditions: SQL[] = [];
      if (query.status !== 'all') conditions.push(eq(orders.status, query.status));
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(
          or(
            ilike(orders.orderNumber, pattern),
            eq(orders.id, query.search.toLowerCase()),
            ilike(users.name, pattern),
            ilike(users.email, pattern),
            ilike(users.phone, pattern),
            ilike(orders.recipientPhone, pattern),
          ) as SQL,
        );
      }
      // Dates are the shop's calendar days of when the order was placed.
      if (query.from) conditions.push(gte(orders.createdAt, shopInstant(query.from, '00:00')));
      if (query.to) conditions.push(lte(orders.createdAt, shopInstant(query.to, '24:00')));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select({ id: orders.id })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
      ]);
      const loaded = await Promise.all(rows.map((r) => ordersRepo.findOrder(db, r.id)));
      const total = totals[0]?.n ?? 0;
      return {
        orders: loaded.filter((o) => o !== undefined).map((o) => toOrderDto(o, { includeUser: true })),
        total,
        page: query.page,
        totalPages: Math.ceil(total / query.limit),
      };
    },

    get: loadAnswer,

    async updateDelivery(admin: UserRow, orderId: string, body: DeliveryUpdateBody): Promise<AdminOrderAnswer> {
      const previous = await db.transaction(async (tx) => {
        // The row lock makes two admins' moves on one order queue; the second sees the first's result.
        const order = await ordersRepo.lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found');
        const move = body.deliveryStatus ? plannedMove(order, body.deliveryStatus, clock()) : { status: order.status, deliveryStatus: order.deliveryStatus };
        if (move.status !== order.status) assertOrderMove(order.status, move.status);
        await tx
          .update(orders)
          .set({
            status: move.status,
            deliveryStatus: move.deliveryStatus,
            ...(move.actualDelivery ? { actualDelivery: move.actualDelivery } : {}),
            ...(body.trackingNumber !== undefined ? { trackingNumber: body.trackingNumber || null } : {}),
            ...(body.notes !== undefined ? { deliveryNotes: body.notes || null } : {}),
            updatedAt: new Date(),
          })
          .where(eq(orders.id, orderId));
        const notes = [body.trackingNumber ? `Tracking ${body.trackingNumber}` : null, body.notes || null].filter(Boolean).join(' · ');
        await ordersRepo.addHistory(tx, { orderId, from: order, to: move, actorUserId: admin.id, actorLabel: `${admin.name} (admin)`, ...(notes ? { note: notes } : {}) });
        return order.status;
      });
      await afterChange(orderId, previous);
      return loadAnswer(orderId);
    },

    async cancel(admin: UserRow, orderId: string, reason: string): Promise<AdminOrderAnswer> {
      const previous = await db.transaction(async (tx) => {
        const order = await ordersRepo.lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found');
        if (order.status !== 'confirmed' && order.status !== 'processing') {
          throw new AppError(409, `An order that is ${order.status} cannot be cancelled from the desk`, 'INVALID_STATE');
        }
        await cancelOrderTx(tx, order, { reason, actorUserId: admin.id, actorLabel: `${admin.name} (admin)`, paymentStatus: order.paymentStatus === 'paid' ? 'refund_pending' : order.paymentStatus });
        return order.status;
      });
      await afterChange(orderId, previous);
      return loadAnswer(orderId);
    },

    /** Orders to deliver on a shop date, grouped by slot in slot order: the workshop's day. */
    async deliveries(date = shopDateTime(clock()).date): Promise<DeliveriesAnswer> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.deliveryDate, date), inArray(orders.status, ['confirmed', 'processing', 'shipped', 'delivered'])))
        .orderBy(asc(orders.slotStart), asc(orders.createdAt));
      const loaded = (await Promise.all(rows.map((r) => ordersRepo.findOrder(db, r.id)))).filter((o) => o !== undefined);
      const groups = new Map<string, DeliveriesAnswer['slots'][number]>();
      for (const o of loaded) {
        const dto = toOrderDto(o, { includeUser: true });
        const group = groups.get(dto.slot._id) ?? { slot: dto.slot, orders: [] };
        group.orders.push(dto);
        groups.set(dto.slot._id, group);
      }
      return { date, slots: [...groups.values()] };
    },

    async dashboard(): Promise<DashboardAnswer> {
      const paid = inArray(orders.paymentStatus, ['paid']);
      const since = shopInstant(shopDateTime(new Date(clock().getTime() - 29 * 86_400_000)).date, '00:00');
      const [[u], [p], [o], [c], [rev], recent, daily] = await Promise.all([
        db.select({ n: count() }).from(users),
        db.select({ n: count() }).from(products),
        // Orders the shop actually received: paid at some point (unpaid checkouts are not orders yet).
        db.select({ n: count() }).from(orders).where(isNotNull(orders.paidAt)),
        db.select({ n: count() }).from(categories),
        db.select({ paise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)` }).from(orders).where(paid),
        db
          .select({ id: orders.id, orderNumber: orders.orderNumber, name: users.name, total: orders.totalPaise, status: orders.status, createdAt: orders.createdAt })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(5),
        db
          .select({
            day: sql<string>`to_char(${orders.paidAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`,
            paise: sql<string>`sum(${orders.totalPaise})`,
            n: count(),
          })
          .from(orders)
          .where(and(paid, gte(orders.paidAt, since)))
          .groupBy(sql`1`),
      ]);
      const byDay = new Map(daily.map((d) => [d.day, d]));
      const days = Array.from({ length: 30 }, (_, i) => shopDateTime(new Date(since.getTime() + i * 86_400_000 + 12 * 3600_000)).date);
      return {
        totals: { users: u?.n ?? 0, products: p?.n ?? 0, orders: o?.n ?? 0, categories: c?.n ?? 0, revenue: toRupees(Number(rev?.paise ?? 0)) },
        recentOrders: recent.map((r) => ({ _id: r.id, orderId: r.orderNumber, customer: r.name, amount: toRupees(r.total), status: r.status, createdAt: r.createdAt.toISOString() })),
        daily: days.map((date) => ({ date, revenue: toRupees(Number(byDay.get(date)?.paise ?? 0)), orders: byDay.get(date)?.n ?? 0 })),
      };
    },
  };
}
export type OrderDesk = ReturnType<typeof createOrderDesk>;
