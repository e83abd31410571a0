// The Razorpay adapter: creates orders with POST {base}/orders (basic auth key id : secret, amount
// in paise), reads a payment's method with GET {base}/payments/{id}, refunds with POST {base}/payments/{id}/refund (X-Refund-Idempotency) and reads them
// with GET {base}/refunds/{id}, and checks signatures. Plain fetch, so tests point
// RAZORPAY_API_BASE_URL at a local fake.
import { AppError } from '../errors';
import { asPaymentMethod, hmacHex, paymentSignature, signaturesMatch, type GatewayRefund, type PaymentGateway } from './gateway';
import { wording } from '../i18n/translator';
import * as messages from '../messages';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBaseUrl: string;
  timeoutMs?: number;
}

export function createRazorpayGateway(opts: RazorpayOptions): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  const base = opts.apiBaseUrl.replace(/\/$/, '');

  /** One call to Razorpay's API; a refusal or an unreachable gateway becomes a 502 with its words. */
  async function call(method: 'GET' | 'POST', path: string, body?: object, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch {
      throw new AppError(502, wording(messages, 'gatewayUnreachable'), 'GATEWAY_UNAVAILABLE');
    }
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> & { error?: { description?: string } };
    if (!response.ok) throw new AppError(502, answer.error?.description ?? `The payment gateway answered ${response.status}`, 'GATEWAY_ERROR');
    return answer;
  }

  function asRefund(answer: Record<string, unknown>): GatewayRefund {
    const { id, status } = answer;
    if (typeof id !== 'string' || (status !== 'pending' && status !== 'processed' && status !== 'failed')) {
      throw new AppError(502, 'The payment gateway answered a refund in a shape we do not know', 'GATEWAY_ERROR');
    }
    return { id, status };
  }

  return {
    provider: 'razorpay',
    keyId: opts.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const answer = await call('POST', '/orders', { amount: amountPaise, currency: 'INR', receipt, notes });
      if (typeof answer.id !== 'string' || answer.amount !== amountPaise) throw new AppError(502, wording(messages, 'gatewayRefusedOrder'), 'GATEWAY_ERROR');
      return { id: answer.id };
    },
    async paymentMethod(paymentId) {
      return asPaymentMethod((await call('GET', `/payments/${encodeURIComponent(paymentId)}`)).method);
    },
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      const answer = await call(
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', notes },
        { 'x-refund-idempotency': idempotencyKey },
      );
      return asRefund(answer);
    },
    async fetchRefund(refundId) {
      return asRefund(await call('GET', `/refunds/${encodeURIComponent(refundId)}`));
    },
    verifyPaymentSignature: ({ orderId, paymentId, signature }) => signaturesMatch(paymentSignature(opts.keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => signaturesMatch(hmacHex(opts.webhookSecret, rawBody), signature),
  };
}
