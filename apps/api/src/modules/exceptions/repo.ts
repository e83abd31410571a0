// Queries on order exceptions and the outbox rows of the messages sent for them.
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { mailOutbox, orderExceptions, orders, phoneOutbox, users } from '../../db/schema';

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

/** The latest exceptions with their order, customer and the state of the messages sent for them. */
export async function listLatest(db: DbOrTx, limit: number) {
  return db
    .select({
      exception: orderExceptions,
      orderNumber: orders.orderNumber,
      customerName: users.name,
      mail: mailOutbox.status,
      phone: phoneOutbox.status,
    })
    .from(orderExceptions)
    .innerJoin(orders, eq(orders.id, orderExceptions.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, orderExceptions.mailOutboxId))
    .leftJoin(phoneOutbox, eq(phoneOutbox.id, orderExceptions.phoneOutboxId))
    .orderBy(desc(orderExceptions.createdAt), desc(orderExceptions.id))
    .limit(limit);
}
