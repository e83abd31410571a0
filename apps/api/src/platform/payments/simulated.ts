// The simulated gateway: the shop works with no payment account. Orders get `order_sim_…` ids and a
// local dialog plays Razorpay's window; signatures use the same HMAC arithmetic as Razorpay with a
// secret generated into DATA_DIR, so verify-payment and webhooks run the real checks. Refunds are
// processed at once, under an id drawn from the idempotency key (the same request, the same refund),
// so the shop's refund flow runs offline exactly as it does against Razorpay.
import { createHash, randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@phoolwari/contracts';
import { asPaymentMethod, hmacHex, paymentSignature, signaturesMatch, type PaymentGateway } from './gateway';

export interface SimulatedGateway extends PaymentGateway {
  /** What Razorpay's window hands back after a successful payment by `method`. */
  simulateSuccess(orderId: string, method: PaymentMethod): { razorpayPaymentId: string; razorpaySignature: string };
}

export function createSimulatedGateway(opts: { keySecret: string; webhookSecret: string }): SimulatedGateway {
  return {
    provider: 'simulated',
    keyId: 'rzp_test_simulated',
    async createOrder() {
      return { id: `order_sim_${randomBytes(7).toString('hex')}` };
    },
    simulateSuccess(orderId, method) {
      // The method travels in the id, so any instance can tell how it was paid without shared state.
      const razorpayPaymentId = `pay_sim_${method}_${randomBytes(7).toString('hex')}`;
      return { razorpayPaymentId, razorpaySignature: paymentSignature(opts.keySecret, orderId, razorpayPaymentId) };
    },
    async paymentMethod(paymentId) {
      return asPaymentMethod(/^pay_sim_([a-z]+)_/.exec(paymentId)?.[1]);
    },
    async refund({ idempotencyKey }) {
      return { id: `rfnd_sim_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 14)}`, status: 'processed' };
    },
    async fetchRefund(refundId) {
      return { id: refundId, status: 'processed' };
    },
    verifyPaymentSignature: ({ orderId, paymentId, signature }) => signaturesMatch(paymentSignature(opts.keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => signaturesMatch(hmacHex(opts.webhookSecret, rawBody), signature),
  };
}
