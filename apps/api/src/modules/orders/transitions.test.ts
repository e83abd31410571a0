// The one writer of order statuses on a real database: it refuses what the state machines forbid
// and changes nothing then, runs a cancellation's side effects once, queues the customer's mail in
// the move's own transaction (none for a rolled-back move, exactly one for a committed one even if
// the process dies right after the commit), pushes live updates only after the commit, and is the
// only code that writes the status columns. Also: order numbers never clash.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { mailOutbox, orderHistory, orders, products } from '../../db/schema';
import { createMailer } from '../../platform/mail/mailer';
import { AppError } from '../../platform/errors';
import { testClock } from '../../test/commerce';
import { registerCustomer, TEST_JWT_SECRET } from '../../test/app';
import { addToCart, checkoutBody, createPaymentOrder } from '../../test/commerce';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';
import { countSlotBookings } from '../delivery/service';
import { createOrderNotifier, type OrderNotifier } from './notifications';
import * as ordersRepo from './repo';
import { createOrderTransitions, type MoveOrder } from './transitions';
import { invoicing } from '../invoices';

const clock = testClock();
const t = setUpOrderingSuite(clock);

function recordingTransitions() {
  const told: { orderId: string; status: string; previous: string | null }[] = [];
  const previous = new Map<string, string | null>();
  const notifier: OrderNotifier = {
    queueMessages: async (_tx, order, previousStatus) => void previous.set(order.order.id, previousStatus),
    publish: async (order) => void told.push({ orderId: order.order.id, status: order.order.status, previous: previous.get(order.order.id) ?? null }),
  };
  return { told, transitions: createOrderTransitions({ db: t.database.db, clock, notifier, invoicing }) };
}

const place = (quantity = 1) =>
  placePaidOrder(t.app, { productId: t.fixture.products['Genda Phool Toran']!, slotId: t.delivery.evening.id, date: clock.today(), quantity });
const stockOf = async (name: string) => (await t.database.db.query.products.findFirst({ where: eq(products.id, t.fixture.products[name]!) }))!.stock;
const historyOf = (orderId: string) => t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
const rowOf = async (orderId: string) => (await t.database.db.query.orders.findFirst({ where: eq(orders.id, orderId) }))!;
const system = { actor: { userId: null, label: 'System' } };

describe('transitionOrder', () => {
  it('refuses a move the state machines forbid with a 409 and changes nothing', async () => {
    const { orderId } = await place();
    const before = await rowOf(orderId);
    const historyBefore = (await historyOf(orderId)).length;
    const { told, transitions } = recordingTransitions();
    const attempts = [
      { status: 'pending' as const },
      { status: 'delivered' as const },
      { paymentStatus: 'failed' as const },
      { deliveryStatus: 'delivered' as const },
    ];
    for (const target of attempts) {
      const error = await transitions
        .inTransaction(async (tx, move) => move((await ordersRepo.lockOrder(tx, orderId))!, target, system))
        .catch((e: unknown) => e);
      expect(error, JSON.stringify(target)).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 409, code: 'INVALID_STATE' });
    }
    expect(await rowOf(orderId)).toEqual(before);
    expect(await historyOf(orderId)).toHaveLength(historyBefore);
    expect(told).toEqual([]);
  });

  it('gives stock and the slot back once when an order is cancelled, with one history row', async () => {
    const stock = await stockOf('Genda Phool Toran');
    const { orderId } = await place(2);
    expect(await stockOf('Genda Phool Toran')).toBe(stock - 2);
    const booked = await countSlotBookings(t.database.db, t.delivery.evening.id, clock.today());
    const { told, transitions } = recordingTransitions();

    await transitions.inTransaction(async (tx, move) =>
      move(
        (await ordersRepo.lockOrder(tx, orderId))!,
        { status: 'cancelled', paymentStatus: 'refund_pending' },
        { actor: { userId: null, label: 'Desk' }, note: 'Flowers not available' },
      ),
    );
    expect(await stockOf('Genda Phool Toran')).toBe(stock);
    expect(await countSlotBookings(t.database.db, t.delivery.evening.id, clock.today())).toBe(booked - 1);
    expect(await rowOf(orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_pending',
      cancelReason: 'Flowers not available',
      expiresAt: null,
    });
    expect((await historyOf(orderId)).filter((h) => h.toStatus === 'cancelled')).toHaveLength(1);
    expect(told).toEqual([{ orderId, status: 'cancelled', previous: 'confirmed' }]);

    // A cancelled order cannot be cancelled into a second refund of stock.
    await transitions.inTransaction(async (tx, move) => move((await ordersRepo.lockOrder(tx, orderId))!, { status: 'cancelled' }, system));
    expect(await stockOf('Genda Phool Toran')).toBe(stock);
  });

  it('tells the customer only after the transaction commits', async () => {
    const { orderId } = await place();
    const { told, transitions } = recordingTransitions();
    await expect(
      transitions.inTransaction(async (tx, move) => {
        await move((await ordersRepo.lockOrder(tx, orderId))!, { status: 'processing' }, system);
        throw new Error('the printer jammed');
      }),
    ).rejects.toThrow('the printer jammed');
    expect((await rowOf(orderId)).status).toBe('confirmed');
    expect(told).toEqual([]);

    await transitions.inTransaction(async (tx, move) => move((await ordersRepo.lockOrder(tx, orderId))!, { status: 'processing' }, system));
    expect(told).toEqual([{ orderId, status: 'processing', previous: 'confirmed' }]);
  });

  describe('the customer’s mail', () => {
    /** The move's messages through the shop's real notifier and mailer (with a mail server configured, so each mail is a queued job). */
    function mailingTransitions(afterCommit: () => Promise<void>) {
      // The app's queue already knows the mail job: this mailer only sends to it.
      const jobs = { define: <D extends object>(job: D) => job, send: t.app.shop.jobs.send, wake: () => undefined };
      const mailer = createMailer({ db: t.database.db, jobs, smtpUrl: 'smtp://127.0.0.1:9', from: 'shop@example.in', secret: TEST_JWT_SECRET });
      const real = createOrderNotifier({ mailer, publicUrl: 'https://shop.example.in', log: { warn: () => undefined } });
      const seenInTransaction: { mails: number; jobs: number }[] = [];
      const notifier: OrderNotifier = {
        async queueMessages(tx, order, previousStatus, previousDeliveryStatus) {
          await real.queueMessages(tx, order, previousStatus, previousDeliveryStatus);
          seenInTransaction.push(await queuedFor(tx, order.order.id));
        },
        publish: afterCommit,
      };
      return { seenInTransaction, transitions: createOrderTransitions({ db: t.database.db, clock, notifier, invoicing }), close: () => mailer.close() };
    }
    /** The order's mails waiting in the outbox, and the delivery jobs queued for them. */
    async function queuedFor(db: DbOrTx, orderId: string) {
      const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId));
      const ids = mails.map((m) => m.id);
      const jobs = ids.length
        ? await db.execute(
            sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail-deliver' AND data->>'outboxId' IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          )
        : { rows: [{ n: 0 }] };
      return { mails: mails.filter((m) => m.status === 'pending').length, jobs: (jobs as unknown as { rows: { n: number }[] }).rows[0]!.n };
    }
    async function unpaidOrder() {
      const customer = await registerCustomer(t.app);
      await addToCart(t.app, customer.token, t.fixture.products['Genda Phool Toran']!, 1);
      return (await createPaymentOrder(t.app, customer.token, checkoutBody({ slotId: t.delivery.evening.id, date: clock.today() }))).orderId;
    }
    const confirm = (tx: Tx, move: MoveOrder, orderId: string) =>
      ordersRepo
        .lockOrder(tx, orderId)
        .then((order) =>
          move(order!, { status: 'confirmed', paymentStatus: 'paid' }, { actor: { userId: null, label: 'Payment gateway' }, paymentId: `pay_${orderId}` }),
        );

    it('sends nothing for a move whose transaction rolls back', async () => {
      const orderId = await unpaidOrder();
      const { transitions, close } = mailingTransitions(async () => undefined);
      await expect(
        transitions.inTransaction(async (tx, move) => {
          await confirm(tx, move, orderId);
          throw new Error('the invoice printer jammed');
        }),
      ).rejects.toThrow('the invoice printer jammed');
      expect(await queuedFor(t.database.db, orderId)).toEqual({ mails: 0, jobs: 0 });
      close();
    });

    it('has exactly one confirmation queued with a committed move, even if the process dies right after the commit', async () => {
      const orderId = await unpaidOrder();
      const { seenInTransaction, transitions, close } = mailingTransitions(async () => {
        throw new Error('killed right after the commit');
      });
      await expect(transitions.inTransaction((tx, move) => confirm(tx, move, orderId))).rejects.toThrow('killed right after the commit');
      // Queued inside the transaction, before anything that runs after the commit.
      expect(seenInTransaction).toEqual([{ mails: 1, jobs: 1 }]);
      expect(await queuedFor(t.database.db, orderId)).toEqual({ mails: 1, jobs: 1 });
      const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId));
      expect(mail!.subject).toMatch(/confirmed/i);
      close();
    });
  });

  it('is the only code that writes an order’s status columns', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !full.includes(`${path.sep}test${path.sep}`)) {
          const source = readFileSync(full, 'utf8');
          if (/\.update\(orders\)/.test(source) && !full.endsWith(path.join('orders', 'repo.ts'))) offenders.push(path.relative(root, full));
          if (/updateOrderRow\(/.test(source) && !/orders[\\/](repo|transitions)\.ts$/.test(full)) offenders.push(path.relative(root, full));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});

describe('order numbers', () => {
  it('draws another number when the first is already taken, instead of failing the checkout', async () => {
    const { orderNumber, orderId } = await place();
    const taken = await rowOf(orderId);
    const draws = [orderNumber, orderNumber, 'PW261123-FRESH'];
    const { id, userId, status: _s, deliveryStatus: _d, paymentStatus: _p, orderNumber: _n, createdAt: _c, updatedAt: _u, ...values } = taken;
    const newId = await t.database.db.transaction((tx) =>
      ordersRepo.insertOrder(
        tx,
        { ...values, userId, razorpayOrderId: null, razorpayPaymentId: null, trackingToken: null, fingerprint: 'clash-test' },
        [],
        () => draws.shift()!,
      ),
    );
    expect(newId).not.toBe(id);
    expect((await rowOf(newId)).orderNumber).toBe('PW261123-FRESH');
    expect(draws).toEqual([]);
  });

  it('gives up with a plain error only when every draw clashes', async () => {
    const { orderNumber, orderId } = await place();
    const { id: _i, status: _s, deliveryStatus: _d, paymentStatus: _p, orderNumber: _n, createdAt: _c, updatedAt: _u, ...values } = await rowOf(orderId);
    await expect(
      t.database.db.transaction((tx) =>
        ordersRepo.insertOrder(tx, { ...values, razorpayOrderId: null, razorpayPaymentId: null, trackingToken: null }, [], () => orderNumber, 3),
      ),
    ).rejects.toThrow(/No free order number after 3 draws/);
  });
});
