// Helpers for tests that need real orders: a customer pays through the real checkout.
import type { FastifyInstance } from 'fastify';
import { bearer, registerCustomer } from './app';
import { addToCart, checkoutBody } from './commerce';

export async function placePaidOrder(app: FastifyInstance, opts: { productId: string; slotId: string; date: string; quantity?: number; customer?: Awaited<ReturnType<typeof registerCustomer>> }) {
  const customer = opts.customer ?? (await registerCustomer(app));
  await addToCart(app, customer.token, opts.productId, opts.quantity ?? 1);
  const created = await app.inject({ method: 'POST', url: '/api/payment/create-order', headers: bearer(customer.token), payload: checkoutBody({ slotId: opts.slotId, date: opts.date }) });
  if (created.statusCode !== 200) throw new Error(`create-order failed: ${created.statusCode} ${created.body}`);
  const answer = created.json<{ razorpayOrderId: string; orderId: string; orderNumber: string; amount: number }>();
  const sim = await app.inject({ method: 'POST', url: '/api/payment/simulate', headers: bearer(customer.token), payload: { razorpayOrderId: answer.razorpayOrderId, outcome: 'success' } });
  const verified = await app.inject({ method: 'POST', url: '/api/payment/verify-payment', headers: bearer(customer.token), payload: { ...sim.json<{ razorpayPaymentId: string; razorpaySignature: string }>(), razorpayOrderId: answer.razorpayOrderId, orderId: answer.orderId } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return { customer, orderId: answer.orderId, orderNumber: answer.orderNumber, amount: answer.amount };
}
