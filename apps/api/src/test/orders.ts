// Helpers for tests that need real orders: the usual start of a suite about orders, and a customer
// who checks out through the real checkout and pays, with the simulated gateway or as Razorpay's
// checkout would.
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newId } from '../db/ids';
import type { Clock } from '../platform/clock';
import { hmacHex } from '../platform/payments/gateway';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from './app';
import { insertTestCatalogue } from './catalogue-fixture';
import { addToCart, checkoutBody, setUpDelivery } from './commerce';

/** What a suite about orders starts from: the app, and in its database the test catalogue, the demo delivery setup and an admin. */
export interface OrderingTestApp extends TestApp {
  fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
  delivery: Awaited<ReturnType<typeof setUpDelivery>>;
  /** The signed-in admin's token. */
  adminToken: string;
}

/**
 * Builds the suite's app on the given clock before the file's tests and closes it after them. The
 * object is handed back at once and filled in by beforeAll: read it inside tests and hooks only.
 */
export function setUpOrderingSuite(clock: Clock): OrderingTestApp {
  const suite = {} as OrderingTestApp;
  beforeAll(async () => {
    Object.assign(suite, await createOrderingApp(clock));
  });
  afterAll(() => suite.close());
  return suite;
}

/** An app on the given clock and settings, with the test catalogue, the demo delivery setup and an admin in its database. */
export async function createOrderingApp(clock: Clock, env: Record<string, string> = {}): Promise<OrderingTestApp> {
  const t = await createTestApp(env, { clock });
  return Object.assign(t, {
    fixture: await insertTestCatalogue(t.database.db),
    delivery: await setUpDelivery(t.database.db),
    adminToken: await loginAdmin(t),
  });
}

/** What a customer orders: one product (in the quantity given, else one) for a slot on a day. */
interface OrderOptions {
  productId: string;
  slotId: string;
  date: string;
  quantity?: number;
  customer?: Awaited<ReturnType<typeof registerCustomer>>;
  /** Checkout fields to add or replace (a company, another address). */
  body?: Record<string, unknown>;
}

/** A customer (a new one unless given) puts the product in the cart and checks out: the order is created, not yet paid. */
export async function placeUnpaidOrder(app: FastifyInstance, opts: OrderOptions) {
  const customer = opts.customer ?? (await registerCustomer(app));
  await addToCart(app, customer.token, opts.productId, opts.quantity ?? 1);
  const created = await app.inject({
    method: 'POST',
    url: '/api/payment/create-order',
    headers: bearer(customer.token),
    payload: { ...checkoutBody({ slotId: opts.slotId, date: opts.date }), ...opts.body },
  });
  if (created.statusCode !== 200) throw new Error(`create-order failed: ${created.statusCode} ${created.body}`);
  const { razorpayOrderId, orderId, orderNumber, amount } = created.json<{ razorpayOrderId: string; orderId: string; orderNumber: string; amount: number }>();
  return { customer, razorpayOrderId, orderId, orderNumber, amount };
}

export async function placePaidOrder(app: FastifyInstance, opts: OrderOptions) {
  const { customer, ...answer } = await placeUnpaidOrder(app, opts);
  const sim = await app.inject({
    method: 'POST',
    url: '/api/payment/simulate',
    headers: bearer(customer.token),
    payload: { razorpayOrderId: answer.razorpayOrderId, outcome: 'success' },
  });
  const verified = await app.inject({
    method: 'POST',
    url: '/api/payment/verify-payment',
    headers: bearer(customer.token),
    payload: { ...sim.json<{ razorpayPaymentId: string; razorpaySignature: string }>(), razorpayOrderId: answer.razorpayOrderId, orderId: answer.orderId },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return { customer, orderId: answer.orderId, orderNumber: answer.orderNumber, amount: answer.amount };
}

/**
 * Pays a created order as Razorpay's own checkout would when the shop runs on Razorpay: a payment
 * id of Razorpay's shape and its signature made with the key secret. Returns the payment's id.
 */
export async function payThroughRazorpay(app: FastifyInstance, token: string, keySecret: string, created: { orderId: string; razorpayOrderId: string }) {
  const paymentId = `pay_${newId().slice(0, 14)}`;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/payment/verify-payment',
    headers: bearer(token),
    payload: {
      razorpayOrderId: created.razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: hmacHex(keySecret, `${created.razorpayOrderId}|${paymentId}`),
      orderId: created.orderId,
    },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return paymentId;
}
