// Queries on orders: placing one under a fresh reference number, loading orders with their items
// and customer (a constant number of queries for any number of orders), locks, history rows. The
// status columns are written only through transitions.ts.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { withPage, type PageQuery } from '../../db/pagination';
import { creditNotes, deliverySlots, invoices, orderHistory, orderItems, orders, products, promoRedemptions, refunds, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderHistory.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export interface OrderWithItems {
  order: OrderRow;
  /** With each product's Hindi name as it is now ('' when none), for customers reading Hindi. */
  items: (OrderItemRow & { nameHi: string })[];
  /** The customer, with the language their mails and texts are written in. */
  user: { id: string; name: string; email: string | null; phone: string; language: Language };
  /** Every refund asked for this order, oldest first. */
  refunds: RefundRow[];
  /** The order's GST invoice number, once it is confirmed. */
  invoiceNumber: string | null;
  /** Credit notes against that invoice, oldest first. */
  creditNotes: CreditNoteRow[];
  /** The rider it is assigned to, if any. */
  rider: { id: string; name: string } | null;
  /** The slot's Hindi name as it is now ('' when none); the order keeps the English it was booked under. */
  slotNameHi: string;
}
/** What checkout stores for a new order; its status columns start as the schema's defaults. */
export type NewOrderValues = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber' | 'status' | 'deliveryStatus' | 'paymentStatus'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

async function attach(
  db: DbOrTx,
  rows: { order: OrderRow; user: OrderWithItems['user']; invoiceNumber: string | null; slotNameHi: string | null }[],
): Promise<OrderWithItems[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const riderIds = [...new Set(rows.map((r) => r.order.riderId).filter((id): id is string => id !== null))];
  const [items, refundRows, noteRows, riderRows] = await Promise.all([
    db
      .select({ item: orderItems, nameHi: products.nameHi })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db
      .select({ orderId: invoices.orderId, note: creditNotes })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(inArray(invoices.orderId, ids))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number)),
    riderIds.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, riderIds)) : Promise.resolve([]),
  ]);
  return rows.map((r) => ({
    ...r,
    items: items.filter((i) => i.item.orderId === r.order.id).map((i) => ({ ...i.item, nameHi: i.nameHi ?? '' })),
    refunds: refundRows.filter((f) => f.orderId === r.order.id),
    creditNotes: noteRows.filter((n) => n.orderId === r.order.id).map((n) => n.note),
    rider: riderRows.find((u) => u.id === r.order.riderId) ?? null,
    slotNameHi: r.slotNameHi ?? '',
  }));
}

// The order with its customer, and what is one row per order (its invoice's number, its slot's
// Hindi name as it is now) joined in the same query rather than read apart.
const withUser = {
  order: orders,
  // A guest's order mails go to the e-mail given at checkout, also once the order joined an account.
  user: {
    id: users.id,
    name: users.name,
    email: sql<string | null>`coalesce(${orders.guestEmail}, ${users.email})`,
    phone: users.phone,
    language: users.language,
  },
  invoiceNumber: invoices.number,
  slotNameHi: deliverySlots.nameHi,
};

/**
 * Inserts a new order with its items under a reference number from `drawNumber`. Numbers are short
 * enough to read over the phone, so two can clash: another draw settles it, never a 500.
 */
export async function insertOrder(tx: DbOrTx, values: NewOrderValues, items: NewOrderItem[], drawNumber: () => string, attempts = 5): Promise<string> {
  const id = newId();
  for (let attempt = 0; attempt < attempts; attempt++) {
    const inserted = await tx
      .insert(orders)
      .values({ ...values, id, orderNumber: drawNumber() })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id });
    if (inserted.length === 0) continue;
    if (items.length > 0) await tx.insert(orderItems).values(items.map((item) => ({ ...item, id: newId(), orderId: id })));
    return id;
  }
  throw new Error(`No free order number after ${attempts} draws`);
}

// What payments read of an order before locking it: whose it is and where its payment stands.
// Only these columns: an order's whole row has some fifty, costly to ask for and to parse.
const paymentStateColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  razorpayOrderId: orders.razorpayOrderId,
  razorpayPaymentId: orders.razorpayPaymentId,
};
export type OrderPaymentState = Pick<OrderRow, keyof typeof paymentStateColumns>;

/** An order's owner and payment state, by its id. */
export async function findOrderPaymentState(db: DbOrTx, id: string): Promise<OrderPaymentState | undefined> {
  const [row] = await db.select(paymentStateColumns).from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderWithItems | undefined> {
  return (await listOrdersWhere(db, eq(orders.id, id)))[0];
}

/** Orders matching `where` (a condition on orders or their customer), each with items and customer. */
export async function listOrdersWhere(db: DbOrTx, where: SQL | undefined, opts: { orderBy?: SQL[]; page?: PageQuery } = {}): Promise<OrderWithItems[]> {
  const query = db
    .select(withUser)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(deliverySlots, eq(deliverySlots.id, orders.slotId))
    .where(where)
    .orderBy(...(opts.orderBy ?? [desc(orders.createdAt), desc(orders.id)]))
    .$dynamic();
  const rows = await (opts.page ? withPage(query, opts.page) : query);
  return attach(db, rows);
}

export async function countOrdersWhere(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where);
  return row?.n ?? 0;
}

export function listUserOrders(db: DbOrTx, userId: string): Promise<OrderWithItems[]> {
  return listOrdersWhere(db, eq(orders.userId, userId));
}

/** Locks an order row for the rest of the transaction, so two changes to it queue up. */
export async function lockOrder(tx: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('no key update');
  return row;
}

/** A customer's orders still waiting for payment, locked: a new checkout replaces them. */
export function lockPendingOrdersOf(tx: DbOrTx, userId: string): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .for('no key update');
}

/** Unpaid orders still holding stock that were placed from one (hashed) network address. */
export async function countUnpaidPlacedFrom(tx: DbOrTx, placedFrom: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.placedFrom, placedFrom), eq(orders.status, 'pending'), gt(orders.expiresAt, now)));
  return row?.n ?? 0;
}

/** An order's owner and payment state, by the gateway's order id. */
export async function findOrderByGatewayOrderId(db: DbOrTx, gatewayOrderId: string): Promise<OrderPaymentState | undefined> {
  const [row] = await db.select(paymentStateColumns).from(orders).where(eq(orders.razorpayOrderId, gatewayOrderId)).limit(1);
  return row;
}

export async function setGatewayOrderId(db: DbOrTx, orderId: string, gatewayOrderId: string): Promise<void> {
  await db.update(orders).set({ razorpayOrderId: gatewayOrderId }).where(eq(orders.id, orderId));
}

/** Ids of pending orders whose payment window closed before `now`. */
/**
 * Unpaid orders to cancel: past their payment window, or whose payment never started (no gateway
 * order after `startedBefore`: the instance creating it died between committing the order and
 * asking the gateway), which would otherwise hold stock for the whole window.
 */
export async function listExpiredPendingOrderIds(db: DbOrTx, now: Date, startedBefore: Date): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), or(lt(orders.expiresAt, now), and(isNull(orders.razorpayOrderId), lt(orders.createdAt, startedBefore)))));
  return rows.map((r) => r.id);
}

export function listOrderItems(db: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** Writes an order's columns. Only transitions.ts calls this for status, delivery or payment status. */
export async function updateOrderRow(tx: DbOrTx, orderId: string, set: Partial<Omit<OrderRow, 'id' | 'orderNumber' | 'userId' | 'createdAt'>>): Promise<void> {
  await tx
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Swaps the tracking link's token of an order that has one (see modules/tracking); false when it had none. */
export async function replaceTrackingToken(db: DbOrTx, orderId: string, token: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ trackingToken: token })
    .where(and(eq(orders.id, orderId), isNotNull(orders.trackingToken)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function addHistory(
  tx: DbOrTx,
  entry: {
    orderId: string;
    from: Pick<OrderRow, 'status' | 'deliveryStatus'> | null;
    to: Pick<OrderRow, 'status' | 'deliveryStatus'>;
    actorUserId: string | null;
    actorLabel: string;
    note?: string | null;
  },
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
    // The moment of writing, not the transaction's start (now()): a move that waited for another
    // on the order's lock is written after it, and the history must read in that order.
    createdAt: sql`clock_timestamp()`,
  });
}

export function listHistory(db: DbOrTx, orderId: string): Promise<OrderHistoryRow[]> {
  return db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.createdAt), asc(orderHistory.id));
}

/** The id of the customer who placed an order, or undefined. */
export async function findOrderOwner(db: DbOrTx, orderId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.userId;
}

/**
 * Moves the orders guests placed with `phone` (E.164) to the account `userId`, with the promo codes
 * they redeemed, and notes it in each order's history. An order moves once: after that it is no
 * longer a guest's. Returns the order numbers moved.
 */
export async function claimGuestOrders(tx: DbOrTx, userId: string, phone: string): Promise<string[]> {
  const claimed = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status, deliveryStatus: orders.deliveryStatus })
    .from(orders)
    .innerJoin(users, and(eq(users.id, orders.userId), eq(users.isGuest, true)))
    .where(eq(orders.guestPhone, phone))
    .orderBy(asc(orders.createdAt))
    .for('update', { of: orders });
  if (claimed.length === 0) return [];
  const ids = claimed.map((o) => o.id);
  await tx.update(orders).set({ userId, updatedAt: new Date() }).where(inArray(orders.id, ids));
  await tx.update(promoRedemptions).set({ userId }).where(inArray(promoRedemptions.orderId, ids));
  for (const order of claimed) {
    await addHistory(tx, {
      orderId: order.id,
      from: order,
      to: order,
      actorUserId: userId,
      actorLabel: 'Customer',
      note: 'Claimed by signing in with the phone number given at checkout',
    });
  }
  return claimed.map((o) => o.orderNumber);
}
