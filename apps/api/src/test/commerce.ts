// Helpers for commerce tests: a clock the test moves, the demo delivery setup, and a valid checkout.
import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliverySlots } from '../db/schema';
import { seedShopSetup } from '../seed/shop-setup';
import { shopDateTime } from '../platform/clock';
import { bearer } from './app';

/** A clock that stands still until the test moves it. Starts at 10:00 in the shop (04:30 UTC). */
export function testClock(start = '2026-11-23T04:30:00Z') {
  let now = new Date(start);
  const clock = () => new Date(now);
  clock.set = (iso: string) => {
    now = new Date(iso);
  };
  clock.advanceMinutes = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };
  clock.today = () => shopDateTime(now).date;
  return clock;
}

export async function setUpDelivery(db: Db) {
  await seedShopSetup(db);
  const slots = await db.select().from(deliverySlots).orderBy(asc(deliverySlots.sortOrder));
  const byKind = (kind: string) => slots.find((s) => s.kind === kind)!;
  return {
    slots,
    standard: byKind('standard'),
    morning: slots.find((s) => s.name.startsWith('Morning'))!,
    evening: slots.find((s) => s.name.startsWith('Evening'))!,
    midnight: byKind('midnight'),
  };
}

export function checkoutBody(opts: {
  slotId: string;
  date: string;
  pincode?: string;
  giftMessage?: string;
  substitution?: { allowed: boolean; avoid?: string };
}) {
  return {
    shippingAddress: {
      name: 'Asha Rao',
      street: '14 Temple Street, Malleshwaram',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: opts.pincode ?? '560003',
      phone: '9876543210',
    },
    deliveryDate: opts.date,
    slotId: opts.slotId,
    recipient: { name: 'Amma', phone: '9123456789' },
    giftMessage: opts.giftMessage ?? 'Happy birthday, Amma!',
    anonymousSender: false,
    substitution: opts.substitution ?? { allowed: true, avoid: 'lilies' },
  };
}

export async function addToCart(app: FastifyInstance, token: string, productId: string, quantity = 1) {
  const res = await app.inject({ method: 'POST', url: '/api/cart/add', headers: bearer(token), payload: { productId, quantity } });
  if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.statusCode} ${res.body}`);
  return res.json().cart;
}

/** POST /api/payment/create-order with the cart as it is; throws unless the order was created. */
export async function createPaymentOrder(app: FastifyInstance, token: string, body: object) {
  const res = await app.inject({ method: 'POST', url: '/api/payment/create-order', headers: bearer(token), payload: body });
  if (res.statusCode !== 200) throw new Error(`create-order failed: ${res.statusCode} ${res.body}`);
  return res.json<{ orderId: string; razorpayOrderId: string; amount: number }>();
}

/** Pays an order as the browser would with the simulated gateway: simulate, then verify-payment. */
export async function payOrder(app: FastifyInstance, token: string, created: { orderId: string; razorpayOrderId: string }) {
  const sim = await app.inject({
    method: 'POST',
    url: '/api/payment/simulate',
    headers: bearer(token),
    payload: { razorpayOrderId: created.razorpayOrderId, outcome: 'success' },
  });
  if (sim.statusCode !== 200) throw new Error(`simulate failed: ${sim.statusCode} ${sim.body}`);
  const { razorpayPaymentId, razorpaySignature } = sim.json<{ razorpayPaymentId: string; razorpaySignature: string }>();
  const res = await app.inject({
    method: 'POST',
    url: '/api/payment/verify-payment',
    headers: bearer(token),
    payload: { razorpayOrderId: created.razorpayOrderId, razorpayPaymentId, razorpaySignature, orderId: created.orderId },
  });
  if (res.statusCode !== 200) throw new Error(`verify-payment failed: ${res.statusCode} ${res.body}`);
  return res.json<{ order: { paymentStatus: string; totalAmount: number } }>().order;
}
