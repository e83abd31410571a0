// The simulated gateway: the shop works with no payment account. Orders get `order_sim_…` ids and a
// local dialog plays Razorpay's window; signatures use the same HMAC arithmetic as Razorpay with a
// secret generated into DATA_DIR, so verify-payment and webhooks run the real checks.
import { randomBytes } from 'node:crypto';
import { hmacHex, paymentSignature, signaturesMatch, type PaymentGateway } from './gateway';

export interface SimulatedGateway extends PaymentGateway {
  /** What Razorpay's window hands back after a successful payment. */
  simulateSuccess(orderId: string): { razorpayPaymentId: string; razorpaySignature: string };
}

export function createSimulatedGateway(opts: { keySecret: string; webhookSecret: string }): SimulatedGateway {
  return {
    provider: 'simulated',
    keyId: 'rzp_test_simulated',
    async createOrder() {
      return { id: `order_sim_${randomBytes(7).toString('hex')}` };
    },
    simulateSuccess(orderId) {
      const razorpayPaymentId = `pay_sim_${randomBytes(7).toString('hex')}`;
      return { razorpayPaymentId, razorpaySignature: paymentSignature(opts.keySecret, orderId, razorpayPaymentId) };
    },
    verifyPaymentSignature: ({ orderId, paymentId, signature }) => signaturesMatch(paymentSignature(opts.keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => signaturesMatch(hmacHex(opts.webhookSecret, rawBody), signature),
  };
}
