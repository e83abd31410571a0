// Helpers for tests that need real orders: the usual start of a suite about orders, and a customer
// who pays through the real checkout.
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../platform/clock';
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
    const t = await createTestApp({}, { clock });
    Object.assign(suite, t, {
      fixture: await insertTestCatalogue(t.database.db),
      delivery: await setUpDelivery(t.database.db),
      adminToken: await loginAdmin(t),
    });
  });
  afterAll(() => suite.close());
  return suite;
}

export async function placePaidOrder(
  app: FastifyInstance,
  opts: {
    productId: string;
    slotId: string;
    date: string;
    quantity?: number;
    customer?: Awaited<ReturnType<typeof registerCustomer>>;
    /** Checkout fields to add or replace (a company, another address). */
    body?: Record<string, unknown>;
  },
) {
  const customer = opts.customer ?? (await registerCustomer(app));
  await addToCart(app, customer.token, opts.productId, opts.quantity ?? 1);
  const created = await app.inject({
    method: 'POST',
    url: '/api/payment/create-order',
    headers: bearer(customer.token),
    payload: { ...checkoutBody({ slotId: opts.slotId, date: opts.date }), ...opts.body },
  });
  if (created.statusCode !== 200) throw new Error(`create-order failed: ${created.statusCode} ${created.body}`);
  const answer = created.json<{ razorpayOrderId: string; orderId: string; orderNumber: string; amount: number }>();
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
