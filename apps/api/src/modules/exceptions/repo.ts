// Queries on order exceptions and the outbox rows of the messages sent for them.
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { customOrders, mailOutbox, orderExceptions, orders, phoneOutbox, users } from '../../db/schema';

export type OrderExceptionRow = typeof orderExceptions.$inferSelect;

export async function insertException(db: DbOrTx, values: Omit<typeof orderExceptions.$inferInsert, 'id'>): Promise<OrderExceptionRow> {
  const [row] = await db
    .insert(orderExceptions)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

/**
 * Records the customer's answer on the order's failed deliveries: 'opened' only where nothing was
 * recorded yet; a reschedule or cancellation over nothing or an 'opened'.
 */
export async function answerFailures(db: DbOrTx, orderId: string, answer: 'opened' | 'rescheduled' | 'cancelled', at: Date): Promise<void> {
  const unanswered = answer === 'opened' ? isNull(orderExceptions.answer) : or(isNull(orderExceptions.answer), eq(orderExceptions.answer, 'opened'));
  await db
    .update(orderExceptions)
    .set({ answer, answeredAt: at })
    .where(and(eq(orderExceptions.orderId, orderId), eq(orderExceptions.kind, 'delivery_failed'), unanswered));
}

/** The order's latest exception of a kind, if any: a second tap that would record the same again is recognised by it. */
export async function latestOfKind(db: DbOrTx, orderId: string, kind: OrderExceptionRow['kind']): Promise<OrderExceptionRow | undefined> {
  const [row] = await db
    .select()
    .from(orderExceptions)
    .where(and(eq(orderExceptions.orderId, orderId), eq(orderExceptions.kind, kind)))
    .orderBy(desc(orderExceptions.createdAt), desc(orderExceptions.id))
    .limit(1);
  return row;
}

/** The news the customer is shown (not the desk's own flags, not failed deliveries, which have their page). */
const NOTICE_KINDS = ['substitution', 'design_approved', 'delay'] as const;

/** Whose an exception is: its order's customer, or its design's. */
const ownerId = sql<string>`coalesce(${orders.userId}, ${customOrders.userId})`;

/** The customer's news, newest first, with the order's number or the design's product. */
export async function listNoticesOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({ exception: orderExceptions, orderNumber: orders.orderNumber, productId: customOrders.convertedProductId })
    .from(orderExceptions)
    .leftJoin(orders, eq(orders.id, orderExceptions.orderId))
    .leftJoin(customOrders, eq(customOrders.id, orderExceptions.customOrderId))
    .where(and(inArray(orderExceptions.kind, [...NOTICE_KINDS]), eq(ownerId, userId)))
    .orderBy(desc(orderExceptions.createdAt), desc(orderExceptions.id))
    .limit(limit);
}

/** Marks the customer's own notice seen (once: the first time is the one the desk reads). False when it is not theirs. */
export async function markNoticeSeen(db: DbOrTx, userId: string, id: string, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ exception: orderExceptions, owner: ownerId })
    .from(orderExceptions)
    .leftJoin(orders, eq(orders.id, orderExceptions.orderId))
    .leftJoin(customOrders, eq(customOrders.id, orderExceptions.customOrderId))
    .where(and(eq(orderExceptions.id, id), inArray(orderExceptions.kind, [...NOTICE_KINDS])))
    .limit(1);
  if (!row || row.owner !== userId) return false;
  await db
    .update(orderExceptions)
    .set({ answer: 'seen', answeredAt: at })
    .where(and(eq(orderExceptions.id, id), or(isNull(orderExceptions.answer), ne(orderExceptions.answer, 'seen'))));
  return true;
}

/** The latest exceptions with their order (or design), customer and the state of the messages sent for them. */
export async function listLatest(db: DbOrTx, limit: number) {
  return db
    .select({
      exception: orderExceptions,
      orderNumber: orders.orderNumber,
      designNumber: customOrders.customOrderId,
      customerName: users.name,
      mail: mailOutbox.status,
      phone: phoneOutbox.status,
    })
    .from(orderExceptions)
    .leftJoin(orders, eq(orders.id, orderExceptions.orderId))
    .leftJoin(customOrders, eq(customOrders.id, orderExceptions.customOrderId))
    .leftJoin(users, eq(users.id, ownerId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, orderExceptions.mailOutboxId))
    .leftJoin(phoneOutbox, eq(phoneOutbox.id, orderExceptions.phoneOutboxId))
    .orderBy(desc(orderExceptions.createdAt), desc(orderExceptions.id))
    .limit(limit);
}
