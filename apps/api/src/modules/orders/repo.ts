// Queries on orders: loading one with its items and customer, a customer's list, history rows.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { orderHistory, orderItems, orders, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
  user: { id: string; name: string; email: string };
}

async function attach(db: DbOrTx, rows: { order: OrderRow; user: OrderWithItems['user'] }[]): Promise<OrderWithItems[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((r) => ({ ...r, items: items.filter((i) => i.orderId === r.order.id) }));
}

const withUser = { order: orders, user: { id: users.id, name: users.name, email: users.email } };

export async function findOrder(db: DbOrTx, id: string): Promise<OrderWithItems | undefined> {
  const rows = await db.select(withUser).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, id)).limit(1);
  return (await attach(db, rows))[0];
}

export async function listUserOrders(db: DbOrTx, userId: string): Promise<OrderWithItems[]> {
  const rows = await db
    .select(withUser)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return attach(db, rows);
}

/** Locks an order row for the rest of the transaction, so two changes to it queue up. */
export async function lockOrder(tx: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function addHistory(
  tx: DbOrTx,
  entry: { orderId: string; from: Pick<OrderRow, 'status' | 'deliveryStatus'> | null; to: Pick<OrderRow, 'status' | 'deliveryStatus'>; actorUserId: string | null; actorLabel: string; note?: string },
): Promise<void> {
  await tx.insert(orderHistory).values({
    id: newId(),
    orderId: entry.orderId,
    fromStatus: entry.from?.status ?? null,
    toStatus: entry.to.status,
    fromDeliveryStatus: entry.from?.deliveryStatus ?? null,
    toDeliveryStatus: entry.to.deliveryStatus,
    actorUserId: entry.actorUserId,
    actorLabel: entry.actorLabel,
    note: entry.note ?? null,
  });
}

/** The id of the customer who placed an order, or undefined. */
export async function findOrderOwner(db: DbOrTx, orderId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.userId;
}
