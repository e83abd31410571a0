// The one writer of order statuses on a real database: it refuses what the state machines forbid
// and changes nothing then, runs a cancellation's side effects once, tells customers only after the
// commit, and is the only code that writes the status columns. Also: order numbers never clash.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderHistory, orders, products } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { testClock } from '../../test/commerce';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';
import { countSlotBookings } from '../delivery/service';
import type { OrderNotifier } from './notifications';
import * as ordersRepo from './repo';
import { createOrderTransitions } from './transitions';

const clock = testClock();
const t = setUpOrderingSuite(clock);

function recordingTransitions() {
  const told: { orderId: string; status: string; previous: string | null }[] = [];
  const notifier: OrderNotifier = {
    orderChanged: async (order, previous) => {
      told.push({ orderId: order.order.id, status: order.order.status, previous });
    },
  };
  return { told, transitions: createOrderTransitions({ db: t.database.db, clock, notifier }) };
}

const place = (quantity = 1) => placePaidOrder(t.app, { productId: t.fixture.products['Genda Phool Toran']!, slotId: t.delivery.evening.id, date: clock.today(), quantity });
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
    const attempts = [{ status: 'pending' as const }, { status: 'delivered' as const }, { paymentStatus: 'failed' as const }, { deliveryStatus: 'delivered' as const }];
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
      move((await ordersRepo.lockOrder(tx, orderId))!, { status: 'cancelled', paymentStatus: 'refund_pending' }, { actor: { userId: null, label: 'Desk' }, note: 'Flowers not available' }),
    );
    expect(await stockOf('Genda Phool Toran')).toBe(stock);
    expect(await countSlotBookings(t.database.db, t.delivery.evening.id, clock.today())).toBe(booked - 1);
    expect(await rowOf(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending', cancelReason: 'Flowers not available', expiresAt: null });
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
    const newId = await t.database.db.transaction((tx) => ordersRepo.insertOrder(tx, { ...values, userId, razorpayOrderId: null, razorpayPaymentId: null, trackingToken: null, fingerprint: 'clash-test' }, [], () => draws.shift()!));
    expect(newId).not.toBe(id);
    expect((await rowOf(newId)).orderNumber).toBe('PW261123-FRESH');
    expect(draws).toEqual([]);
  });

  it('gives up with a plain error only when every draw clashes', async () => {
    const { orderNumber, orderId } = await place();
    const { id: _i, status: _s, deliveryStatus: _d, paymentStatus: _p, orderNumber: _n, createdAt: _c, updatedAt: _u, ...values } = await rowOf(orderId);
    await expect(t.database.db.transaction((tx) => ordersRepo.insertOrder(tx, { ...values, razorpayOrderId: null, razorpayPaymentId: null, trackingToken: null }, [], () => orderNumber, 3))).rejects.toThrow(/No free order number after 3 draws/);
  });
});
