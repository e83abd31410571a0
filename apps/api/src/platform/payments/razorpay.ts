// The Razorpay adapter: creates orders with POST {base}/orders (basic auth key id : secret, amount
// in paise) and checks signatures. Plain fetch, so tests point RAZORPAY_API_BASE_URL at a local fake.
import { AppError } from '../errors';
import { hmacHex, paymentSignature, signaturesMatch, type PaymentGateway } from './gateway';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBaseUrl: string;
  timeoutMs?: number;
}

export function createRazorpayGateway(opts: RazorpayOptions): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  return {
    provider: 'razorpay',
    keyId: opts.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      let response: Response;
      try {
        response = await fetch(`${opts.apiBaseUrl.replace(/\/$/, '')}/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch {
        throw new AppError(502, 'Could not reach the payment gateway. Please try again.', 'GATEWAY_UNAVAILABLE');
      }
      const body = (await response.json().catch(() => ({}))) as { id?: unknown; amount?: unknown; error?: { description?: string } };
      if (!response.ok || typeof body.id !== 'string' || body.amount !== amountPaise) {
        throw new AppError(502, body.error?.description ?? 'The payment gateway refused the order. Please try again.', 'GATEWAY_ERROR');
      }
      return { id: body.id };
    },
    verifyPaymentSignature: ({ orderId, paymentId, signature }) => signaturesMatch(paymentSignature(opts.keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => signaturesMatch(hmacHex(opts.webhookSecret, rawBody), signature),
  };
}
