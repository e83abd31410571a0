// Riders and their day. The desk gives orders to riders, one by one or a slot at a time; a rider
// sees only the deliveries given to them and moves each one out, delivered (with a photo and who
// received it; a cash order's cash is recorded as the desk records it) or failed (with a reason,
// then out again). Every move goes through the order transitions: history with the rider's name,
// the customer's live update and mails.
import { hindiName, staffActor, type OrderRow, type OrderWithItems, findOrder, listOrdersWhere, lockOrder, type OrderTransitions } from '../orders';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  DELIVERY_PHOTO_FIELD,
  RECEIVED_BY_FIELD,
  ReceivedBySchema,
  type AssignSlotBody,
  type MyDeliveriesAnswer,
  type RiderDelivery,
  type RidersAnswer,
  type ShippingAddress,
} from '@phoolwari/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { orders, users } from '../../db/schema';
import { shopDateTime, type Clock } from '../../platform/clock';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { deleteKeys } from '../../platform/images/store';
import { toRupees } from '../../platform/money';
import type { ObjectStorage } from '../../platform/storage/storage';
import type { UserRow } from '../auth';
import { moveCashOutcome, plannedMove } from '../order-desk';
import { storeSingleImage, type IncomingFile } from '../uploads';
import type { EventDay } from '../event-quotes';
import { exceptionMessages, type OrderExceptions } from '../exceptions';
import { wording } from '../../platform/i18n/translator';

/** Orders a rider may be given: paid (or cash on delivery) and not yet delivered or cancelled. */
const ASSIGNABLE = new Set(['confirmed', 'processing', 'shipped']);

export const deliveryPhotoDir = (orderId: string) => `deliveries/${orderId}`;

/** An active member of staff with the rider role, or a 409 naming what is wrong. */
async function activeRider(db: DbOrTx, riderId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, riderId)).limit(1);
  if (!row || row.role !== 'rider') throw new AppError(409, 'Choose a rider: this account is not one', 'NOT_A_RIDER');
  if (row.disabledAt) throw new AppError(409, 'This rider’s account is disabled', 'NOT_A_RIDER');
  return row;
}

function oneLine(a: ShippingAddress): string {
  return [a.street, a.city, `${a.state} ${a.pincode}`]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}

/** An order as its rider reads it. */
function toRiderDelivery({ order: o, items, slotNameHi }: OrderWithItems): RiderDelivery {
  const address = o.shippingAddress as ShippingAddress;
  return {
    _id: o.id,
    orderId: o.orderNumber,
    orderStatus: o.status,
    deliveryStatus: o.deliveryStatus,
    paymentStatus: o.paymentStatus,
    deliveryDate: o.deliveryDate,
    slot: { _id: o.slotId, name: o.slotName, ...hindiName(slotNameHi), startTime: o.slotStart, endTime: o.slotEnd },
    recipient: { name: o.recipientName, phone: o.recipientPhone },
    address: oneLine(address),
    pincode: address.pincode,
    notes: o.deliveryNotes,
    giftMessage: o.giftMessage,
    items: items.map((i) => ({ name: i.name, ...hindiName(i.nameHi), quantity: i.quantity, isAddon: i.isAddon })),
    collect: o.paymentStatus === 'cod_pending' && o.status !== 'cancelled' ? toRupees(o.totalPaise) : null,
    failureReason: o.deliveryStatus === 'failed' ? o.deliveryFailureReason : null,
    deliveryPhoto: o.deliveryPhoto,
    receivedBy: o.receivedBy,
    ready: o.preparedAt !== null,
  };
}

/** What the rider's moves tell: the customer of a failed delivery, the desk of an order taken out unready. */
type Exceptions = Pick<OrderExceptions, 'deliveryFailed' | 'leftUnprepared'>;

export function createRiders({
  db,
  clock,
  transitions,
  storage,
  exceptions,
  events,
}: {
  db: Db;
  clock: Clock;
  transitions: OrderTransitions;
  storage: ObjectStorage;
  exceptions: Exceptions;
  /** The booked events of a day a rider is sent to (a venue job, not a delivery). */
  events: Pick<EventDay, 'jobsOf'>;
}) {
  const today = () => shopDateTime(clock()).date;

  /** The rider's own order, locked; any other order is a 404, as if it did not exist. */
  async function lockOwn(tx: DbOrTx, rider: UserRow, orderId: string): Promise<OrderRow> {
    const order = await lockOrder(tx, orderId);
    if (!order || order.riderId !== rider.id) throw notFound('Delivery not found');
    return order;
  }

  async function loadOwn(rider: UserRow, orderId: string): Promise<RiderDelivery> {
    const found = await findOrder(db, orderId);
    if (!found || found.order.riderId !== rider.id) throw notFound('Delivery not found');
    return toRiderDelivery(found);
  }

  return {
    /** Active riders, with how many of today's deliveries each has. */
    async listRiders(): Promise<RidersAnswer> {
      const date = today();
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.role, 'rider'), isNull(users.disabledAt)))
        .orderBy(asc(users.name));
      const counts = await db
        .select({ riderId: orders.riderId, n: count() })
        .from(orders)
        .where(and(eq(orders.deliveryDate, date), inArray(orders.status, ['confirmed', 'processing', 'shipped', 'delivered'])))
        .groupBy(orders.riderId);
      return { riders: rows.map((r) => ({ _id: r.id, name: r.name, assignedToday: counts.find((c) => c.riderId === r.id)?.n ?? 0 })) };
    },

    /** Gives an order to a rider (or takes it back with null); the history says who and by whom. */
    async assign(member: UserRow, orderId: string, riderId: string | null): Promise<void> {
      const rider = riderId ? await activeRider(db, riderId) : null;
      await transitions.inTransaction(async (tx, move) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found');
        if (!ASSIGNABLE.has(order.status)) throw new AppError(409, `An order that is ${order.status} cannot be given to a rider`, 'INVALID_STATE');
        if (order.riderId === (rider?.id ?? null)) return;
        await move(
          order,
          {},
          {
            actor: staffActor(member),
            note: rider ? `Rider: ${rider.name}` : 'Rider taken off',
            record: { riderId: rider?.id ?? null, riderAssignedAt: rider ? clock() : null },
          },
        );
      });
    },

    /**
     * Gives every order of a slot that has no rider yet, confirmed or being prepared, to one rider.
     * Orders already given to someone keep their rider: a second rider takes the rest of a slot.
     */
    async assignSlot(member: UserRow, body: AssignSlotBody): Promise<number> {
      const rider = await activeRider(db, body.riderId);
      return transitions.inTransaction(async (tx, move) => {
        const open = await tx
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.deliveryDate, body.date),
              eq(orders.slotId, body.slotId),
              inArray(orders.status, ['confirmed', 'processing']),
              isNull(orders.riderId),
            ),
          )
          .orderBy(asc(orders.id))
          .for('no key update');
        const actor = staffActor(member);
        for (const order of open) {
          await move(order, {}, { actor, note: `Rider: ${rider.name}`, record: { riderId: rider.id, riderAssignedAt: clock() } });
        }
        return open.length;
      });
    },

    /** The rider's deliveries of a shop day (default today), in slot order. */
    async myDeliveries(rider: UserRow, date = today()): Promise<MyDeliveriesAnswer> {
      const found = await listOrdersWhere(
        db,
        and(eq(orders.riderId, rider.id), eq(orders.deliveryDate, date), inArray(orders.status, ['confirmed', 'processing', 'shipped', 'delivered'])),
        {
          orderBy: [asc(orders.slotStart), asc(orders.createdAt)],
        },
      );
      return { date, deliveries: found.map(toRiderDelivery), events: await events.jobsOf(rider, date) };
    },

    /**
     * Out for delivery: from the workshop, or again after a failed attempt. An order the florist has
     * not marked ready leaves only with the rider's reason, and the desk is told.
     */
    async out(rider: UserRow, orderId: string, reason?: string): Promise<RiderDelivery> {
      await transitions.inTransaction(async (tx, move) => {
        const order = await lockOwn(tx, rider, orderId);
        const again = order.deliveryStatus === 'failed';
        const target = plannedMove(order, 'out_for_delivery');
        const unready = !again && order.preparedAt === null;
        if (unready && !reason) throw new AppError(409, wording(exceptionMessages, 'notReadyReason'), 'NOT_READY');
        const actor = staffActor(rider);
        await move(order, target, {
          actor,
          note: again ? 'Out again after a failed attempt' : unready ? `Out for delivery before it was ready: ${reason}` : 'Out for delivery',
        });
        if (unready && reason) await exceptions.leftUnprepared(tx, order.id, reason, actor.label);
      });
      return loadOwn(rider, orderId);
    },

    /**
     * Delivered, with a photo at the door and who received the flowers. A cash order's cash is
     * recorded as collected the way the desk records it.
     */
    async delivered(rider: UserRow, orderId: string, files: AsyncIterable<IncomingFile>, fields: Record<string, string>): Promise<RiderDelivery> {
      // Checked before the photo is read, so a wrong order stores nothing.
      const before = await findOrder(db, orderId);
      if (!before || before.order.riderId !== rider.id) throw notFound('Delivery not found');
      plannedMove(before.order, 'delivered');
      const photo = await storeSingleImage(storage, deliveryPhotoDir(orderId), files, DELIVERY_PHOTO_FIELD);
      try {
        // Text fields may come after the file: they are known once it has been read.
        const receivedBy = ReceivedBySchema.safeParse(fields[RECEIVED_BY_FIELD] ?? '');
        if (!receivedBy.success)
          throw badRequest('Say who received the flowers', [{ path: 'receivedBy', message: receivedBy.error.issues[0]?.message ?? 'Required' }]);
        await transitions.inTransaction(async (tx, move) => {
          const order = await lockOwn(tx, rider, orderId);
          const actor = staffActor(rider);
          const note = `Received by ${receivedBy.data}`;
          const target = plannedMove(order, 'delivered');
          const record = { deliveryPhoto: photo.publicUrl, receivedBy: receivedBy.data };
          if (order.paymentStatus === 'cod_pending') {
            await moveCashOutcome(move, order, actor, { outcome: 'collected', note }, record);
          } else {
            await move(order, target, { actor, note, record });
          }
        });
      } catch (error) {
        await deleteKeys(storage, photo.keys);
        throw error;
      }
      return loadOwn(rider, orderId);
    },

    /** The delivery failed (nobody home, wrong address): the reason is kept and it can go out again. */
    async failed(rider: UserRow, orderId: string, reason: string): Promise<RiderDelivery> {
      await transitions.inTransaction(async (tx, move) => {
        const order = await lockOwn(tx, rider, orderId);
        const actor = staffActor(rider);
        await move(order, plannedMove(order, 'failed'), {
          actor,
          note: `Delivery failed: ${reason}`,
          record: { deliveryFailureReason: reason },
        });
        // The customer hears of it with the move: the reason, and a link to another slot or a refund.
        await exceptions.deliveryFailed(tx, order.id, reason, actor.label);
      });
      return loadOwn(rider, orderId);
    },
  };
}
export type Riders = ReturnType<typeof createRiders>;
