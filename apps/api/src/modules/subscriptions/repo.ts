// Queries on subscription plans, subscriptions and the orders that deliver them.
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { deliverySlots, orders, products, subscriptionPlans, subscriptions, users } from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanValues = Omit<typeof subscriptionPlans.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const planColumns = {
  plan: subscriptionPlans,
  slot: { id: deliverySlots.id, name: deliverySlots.name, nameHi: deliverySlots.nameHi, startTime: deliverySlots.startTime, endTime: deliverySlots.endTime },
  image: products.images,
  productName: products.name,
};
export type PlanWithSlot = {
  plan: PlanRow;
  slot: { id: string; name: string; nameHi: string; startTime: string; endTime: string };
  image: string[];
  productName: string;
};

export function listPlans(db: DbOrTx, { activeOnly }: { activeOnly: boolean }): Promise<PlanWithSlot[]> {
  return db
    .select(planColumns)
    .from(subscriptionPlans)
    .innerJoin(deliverySlots, eq(deliverySlots.id, subscriptionPlans.slotId))
    .innerJoin(products, eq(products.id, subscriptionPlans.productId))
    .where(activeOnly ? eq(subscriptionPlans.isActive, true) : undefined)
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.createdAt)) as Promise<PlanWithSlot[]>;
}

export async function findPlan(db: DbOrTx, id: string): Promise<PlanWithSlot | undefined> {
  const [row] = await db
    .select(planColumns)
    .from(subscriptionPlans)
    .innerJoin(deliverySlots, eq(deliverySlots.id, subscriptionPlans.slotId))
    .innerJoin(products, eq(products.id, subscriptionPlans.productId))
    .where(eq(subscriptionPlans.id, id));
  return row as PlanWithSlot | undefined;
}

export async function insertPlan(db: DbOrTx, values: PlanValues): Promise<string> {
  const id = newId();
  await db.insert(subscriptionPlans).values({ id, ...values });
  return id;
}

export async function updatePlan(db: DbOrTx, id: string, values: PlanValues): Promise<boolean> {
  const rows = await db
    .update(subscriptionPlans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptionPlans.id, id))
    .returning({ id: subscriptionPlans.id });
  return rows.length > 0;
}

export async function insertSubscription(db: DbOrTx, values: Omit<typeof subscriptions.$inferInsert, 'id'>): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function findSubscription(db: DbOrTx, id: string, opts: { lock?: boolean } = {}): Promise<SubscriptionRow | undefined> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const [row] = opts.lock ? await query.for('no key update') : await query;
  return row;
}

export function listSubscriptionsOf(db: DbOrTx, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** Subscriptions not cancelled whose payment order was paid: those the day-before job and the reminders look at. */
export async function listPaidLive(db: DbOrTx): Promise<(SubscriptionRow & { customerName: string; customerEmail: string | null; language: 'en' | 'hi' })[]> {
  const rows = await db
    .select({ s: subscriptions, customerName: users.name, customerEmail: users.email, language: users.language })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.paymentOrderId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(isNull(subscriptions.cancelledAt), isNotNull(orders.paidAt)))
    .orderBy(asc(subscriptions.createdAt));
  return rows.map((r) => ({ ...r.s, customerName: r.customerName, customerEmail: r.customerEmail, language: r.language }));
}

export async function updateSubscription(db: DbOrTx, id: string, set: Partial<typeof subscriptions.$inferInsert>): Promise<void> {
  await db
    .update(subscriptions)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(subscriptions.id, id));
}

/** Claims the renewal reminder of a subscription; false when it was claimed before. */
export async function claimRenewalReminder(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ renewalRemindedAt: at })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.renewalRemindedAt)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

export type DeliveryOrder = { id: string; orderNumber: string; deliveryDate: string; subscriptionId: string; status: string; paidAt: Date | null };

/** The orders of these subscriptions (their payment order included), by subscription. */
export async function ordersOf(db: DbOrTx, subscriptionIds: string[]): Promise<Map<string, DeliveryOrder[]>> {
  const map = new Map<string, DeliveryOrder[]>();
  if (subscriptionIds.length === 0) return map;
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      deliveryDate: orders.deliveryDate,
      subscriptionId: orders.subscriptionId,
      status: orders.status,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(inArray(orders.subscriptionId, subscriptionIds))
    .orderBy(asc(orders.deliveryDate));
  for (const row of rows) {
    const list = map.get(row.subscriptionId!) ?? [];
    list.push(row as DeliveryOrder);
    map.set(row.subscriptionId!, list);
  }
  return map;
}

/** The order of a subscription's day, if made. */
export async function orderOfDay(db: DbOrTx, subscriptionId: string, date: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.subscriptionId, subscriptionId), eq(orders.deliveryDate, date)));
  return row;
}
