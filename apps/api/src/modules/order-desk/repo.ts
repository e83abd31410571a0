// Queries of the order desk: finding orders by status, words and dates, the orders of a delivery
// day, and the dashboard's figures.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderListQuery } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { categories, orders, products, refunds, users } from '../../db/schema';
import { shopInstant } from '../../platform/clock';
import { type OrderWithItems, countOrdersWhere, listOrdersWhere } from '../orders';
import { isPersonAccount } from '../admin-users';

/** A page of orders matching the desk's filters, newest first, and how many match in all. */
export async function searchOrders(db: DbOrTx, query: AdminOrderListQuery): Promise<{ found: OrderWithItems[]; total: number }> {
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
  const [found, total] = await Promise.all([listOrdersWhere(db, where, { page: query }), countOrdersWhere(db, where)]);
  return { found, total };
}

/** Orders to deliver on a shop date (paid ones), in slot order, with their items: one query for orders, one for items. */
export function listDeliveriesOn(db: DbOrTx, date: string): Promise<OrderWithItems[]> {
  return listOrdersWhere(db, and(eq(orders.deliveryDate, date), inArray(orders.status, ['confirmed', 'processing', 'shipped', 'delivered'])), {
    orderBy: [asc(orders.slotStart), asc(orders.createdAt)],
  });
}

/** Payments the shop captured: paid once, whatever refunds followed. */
const captured = inArray(orders.paymentStatus, ['paid', 'refund_pending', 'partially_refunded', 'refunded']);
/** Refunds given or on their way (a refused one gave nothing back). */
const givenBack = inArray(refunds.status, ['pending', 'processed']);
const shopDay = (column: typeof orders.paidAt | typeof refunds.createdAt) => sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/**
 * The dashboard's counts, revenue (payments received less refunds given or under way), five latest
 * orders, and net revenue per shop day since `since` (payments by the day they came, refunds by the
 * day they were started).
 */
export async function readDashboardFigures(db: DbOrTx, since: Date) {
  const [[u], [p], [o], [c], [received], [refunded], [toCollect], recent, dailyIn, dailyOut] = await Promise.all([
    db.select({ n: count() }).from(users).where(isPersonAccount),
    db.select({ n: count() }).from(products),
    // Orders the shop actually received: paid at some point, or placed for cash on delivery
    // (unpaid online checkouts are not orders yet).
    db
      .select({ n: count() })
      .from(orders)
      .where(or(isNotNull(orders.paidAt), eq(orders.paymentMethod, 'cod'))),
    db.select({ n: count() }).from(categories),
    db
      .select({ paise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)` })
      .from(orders)
      .where(captured),
    db
      .select({ paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
      .from(refunds)
      .where(givenBack),
    // Cash-on-delivery orders not yet paid: money on its way, not received.
    db
      .select({ paise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)` })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'cod_pending'), ne(orders.status, 'cancelled'))),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        name: users.name,
        total: orders.totalPaise,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(5),
    db
      .select({ day: shopDay(orders.paidAt), paise: sql<string>`sum(${orders.totalPaise})`, n: count() })
      .from(orders)
      .where(and(captured, gte(orders.paidAt, since)))
      .groupBy(sql`1`),
    db
      .select({ day: shopDay(refunds.createdAt), paise: sql<string>`sum(${refunds.amountPaise})` })
      .from(refunds)
      .where(and(givenBack, gte(refunds.createdAt, since)))
      .groupBy(sql`1`),
  ]);
  const daily = new Map(dailyIn.map((d) => [d.day, { day: d.day, paise: Number(d.paise), orders: d.n }]));
  for (const out of dailyOut) {
    const day = daily.get(out.day) ?? { day: out.day, paise: 0, orders: 0 };
    daily.set(out.day, { ...day, paise: day.paise - Number(out.paise) });
  }
  const refundedPaise = Number(refunded?.paise ?? 0);
  return {
    counts: { users: u?.n ?? 0, products: p?.n ?? 0, orders: o?.n ?? 0, categories: c?.n ?? 0 },
    revenuePaise: Number(received?.paise ?? 0) - refundedPaise,
    refundedPaise,
    cashToCollectPaise: Number(toCollect?.paise ?? 0),
    recent,
    daily: [...daily.values()],
  };
}
