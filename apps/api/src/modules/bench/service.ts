// The florist's bench: the day's orders to prepare (confirmed or being prepared), by slot, with what
// the florist needs and none of the customer's contact details; and "Prepared", which keeps a photo
// of the finished arrangement, starts the order's preparation if the desk had not, and sends the
// customer that photo ("Your bouquet is ready"); and "Substitution", which keeps the florist's photo
// of a flower replaced by another and tells the customer at once (the exceptions module's news).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PREPARED_PHOTO_FIELD, SUBSTITUTION_PHOTO_FIELD, SubstitutionFieldsSchema, type BenchAnswer, type BenchOrder } from '@phoolwari/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { orders, users } from '../../db/schema';
import { shopDateTime, type Clock } from '../../platform/clock';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { deleteKeys } from '../../platform/images/store';
import type { Mailer } from '../../platform/mail/mailer';
import type { ObjectStorage } from '../../platform/storage/storage';
import type { UserRow } from '../auth';
import type { EventDay } from '../event-quotes';
import type { OrderExceptions } from '../exceptions';
import { staffActor, bouquetReadyMail, type OrderRow, type OrderWithItems, findOrder, listOrdersWhere, lockOrder, type OrderTransitions } from '../orders';
import { storeSingleImage, type IncomingFile } from '../uploads';

/** Orders on the bench: paid (or cash on delivery) and not yet sent out. */
const ON_THE_BENCH = ['confirmed', 'processing'] as const;

/** Where prepared photos are stored: one folder per order. */
export const preparedPhotoDir = (orderId: string) => `prepared/${orderId}`;
/** Where substitution photos are stored: one folder per order. */
export const substitutionPhotoDir = (orderId: string) => `substitutions/${orderId}`;

/** Why an order cannot be marked prepared, or null when it can. */
function notPreparable(order: OrderRow): string | null {
  if (order.status === 'pending') return 'This order is still waiting for payment';
  if (order.status === 'cancelled') return 'This order was cancelled';
  if (order.status === 'shipped' || order.status === 'delivered') return 'This order has already left the workshop';
  return null;
}

async function namesOf(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** An order as the bench shows it: no e-mail, no phone, no address. */
function toBenchOrder({ order: o, items, user }: OrderWithItems, preparers: Map<string, string>): BenchOrder {
  return {
    _id: o.id,
    orderId: o.orderNumber,
    orderStatus: o.status,
    deliveryStatus: o.deliveryStatus,
    deliveryDate: o.deliveryDate,
    slot: { _id: o.slotId, name: o.slotName, startTime: o.slotStart, endTime: o.slotEnd },
    recipientName: o.recipientName,
    items: items.map((i) => ({
      name: i.name,
      option: i.optionLabel || null,
      personalisation: i.personalisation,
      quantity: i.quantity,
      image: i.image,
      referencePhoto: i.referencePhoto,
      isAddon: i.isAddon,
    })),
    giftMessage: o.giftMessage,
    anonymousSender: o.anonymousSender,
    senderName: o.anonymousSender ? null : user.name,
    language: user.language,
    substitution: { allowed: o.substitutionAllowed, avoid: o.substitutionAvoid },
    prepared:
      o.preparedAt && o.preparedPhoto
        ? { at: o.preparedAt.toISOString(), photo: o.preparedPhoto, by: (o.preparedById && preparers.get(o.preparedById)) ?? null }
        : null,
  };
}

export function createBench({
  db,
  clock,
  transitions,
  mailer,
  storage,
  publicUrl,
  exceptions,
  events,
}: {
  db: Db;
  clock: Clock;
  transitions: OrderTransitions;
  mailer: Mailer;
  storage: ObjectStorage;
  publicUrl: string;
  exceptions: Pick<OrderExceptions, 'substitution'>;
  /** The day's booked events, made at the bench beside the orders. */
  events: Pick<EventDay, 'jobsOn'>;
}) {
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

  async function loadBenchOrder(orderId: string): Promise<BenchOrder> {
    const found = await findOrder(db, orderId);
    if (!found) throw notFound('Order not found');
    return toBenchOrder(found, await namesOf(db, [found.order.preparedById]));
  }

  return {
    /** The shop day's orders to prepare, grouped by slot in slot order. */
    async list(date = shopDateTime(clock()).date): Promise<BenchAnswer> {
      const found = await listOrdersWhere(db, and(eq(orders.deliveryDate, date), inArray(orders.status, [...ON_THE_BENCH])), {
        orderBy: [asc(orders.slotStart), asc(orders.createdAt)],
      });
      const preparers = await namesOf(
        db,
        found.map((f) => f.order.preparedById),
      );
      const groups = new Map<string, BenchAnswer['slots'][number]>();
      for (const f of found) {
        const order = toBenchOrder(f, preparers);
        const group = groups.get(order.slot._id) ?? { slot: order.slot, orders: [] };
        group.orders.push(order);
        groups.set(order.slot._id, group);
      }
      return { date, slots: [...groups.values()], events: await events.jobsOn(date) };
    },

    /**
     * Marks an order prepared with a photo of the arrangement. A confirmed order moves to
     * processing; one already being prepared keeps its status and gets a history line. Taking the
     * photo again replaces it; the customer's mail goes out the first time only.
     */
    async markPrepared(florist: UserRow, orderId: string, files: AsyncIterable<IncomingFile>): Promise<BenchOrder> {
      // Checked before the photo is read, so a wrong order stores nothing.
      const before = await findOrder(db, orderId);
      if (!before) throw notFound('Order not found');
      const refusal = notPreparable(before.order);
      if (refusal) throw new AppError(409, refusal, 'INVALID_STATE');
      const photo = await storeSingleImage(storage, preparedPhotoDir(orderId), files, PREPARED_PHOTO_FIELD);
      try {
        await transitions.inTransaction(async (tx, move) => {
          const order = await lockOrder(tx, orderId);
          if (!order) throw notFound('Order not found');
          // The desk may have moved it while the photo was uploading.
          const late = notPreparable(order);
          if (late) throw new AppError(409, late, 'INVALID_STATE');
          const actor = staffActor(florist);
          // Through the transitions even when the status stays: the history line and the live update.
          await move(order, order.status === 'confirmed' ? { status: 'processing' } : {}, {
            actor,
            note: `Prepared by ${actor.label}`,
            record: { preparedAt: clock(), preparedPhoto: photo.publicUrl, preparedById: florist.id },
          });
          if (!order.preparedAt) {
            const updated = await findOrder(tx, orderId);
            const mail = updated && bouquetReadyMail(updated, absolute(photo.publicUrl), publicUrl);
            if (mail) await mailer.queue(mail, tx);
          }
        });
      } catch (error) {
        await deleteKeys(storage, photo.keys);
        throw error;
      }
      return loadBenchOrder(orderId);
    },

    /**
     * A flower replaced by another, with a photo: the order's history says so, and the customer is
     * told at once in their language with the photo (mail, phone message, My Orders live). Only
     * while the order is in the workshop; the photo goes through the image pipeline, then the
     * words are checked, and a refused substitution keeps no file. The same one again tells no one.
     */
    async recordSubstitution(florist: UserRow, orderId: string, files: AsyncIterable<IncomingFile>, fields: Record<string, string>): Promise<BenchOrder> {
      const before = await findOrder(db, orderId);
      if (!before) throw notFound('Order not found');
      const refusal = notPreparable(before.order);
      if (refusal) throw new AppError(409, refusal, 'INVALID_STATE');
      const photo = await storeSingleImage(storage, substitutionPhotoDir(orderId), files, SUBSTITUTION_PHOTO_FIELD);
      try {
        const parsed = SubstitutionFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'replaced', message: i.message }));
          throw badRequest(errors[0]?.message ?? 'Invalid substitution', errors);
        }
        const told = await transitions.inTransaction(async (tx, move) => {
          const order = await lockOrder(tx, orderId);
          if (!order) throw notFound('Order not found');
          const late = notPreparable(order);
          if (late) throw new AppError(409, late, 'INVALID_STATE');
          const found = await findOrder(tx, orderId);
          if (!found) throw notFound('Order not found');
          const actor = staffActor(florist);
          if (!(await exceptions.substitution(tx, found, parsed.data, photo.publicUrl, actor.label))) return false;
          // Through the transitions though the status stays: the history line and the live update.
          await move(order, {}, { actor, note: `Substitution: ${parsed.data.replaced} → ${parsed.data.replacement}` });
          return true;
        });
        // Recorded already: the photo of the second tap is not kept.
        if (!told) await deleteKeys(storage, photo.keys);
      } catch (error) {
        await deleteKeys(storage, photo.keys);
        throw error;
      }
      return loadBenchOrder(orderId);
    },
  };
}
export type Bench = ReturnType<typeof createBench>;
