// One payment gateway interface with two adapters: Razorpay over its REST API, and a simulated
// gateway that follows the same flow and signature arithmetic with a local secret.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_METHODS, type PaymentMethod } from '@phoolwari/contracts';

export interface GatewayOrder {
  id: string;
}

/** A refund as the gateway reports it: pending until its bank has it, then processed or failed. */
export interface GatewayRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentGateway {
  readonly provider: 'razorpay' | 'simulated';
  /** The public key the browser's checkout window needs. */
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /**
   * Gives `amountPaise` of a captured payment back. `idempotencyKey` makes a repeat of the same
   * request (after a timeout, a crash, a retried job) return the first refund instead of a second.
   */
  refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string; notes: Record<string, string> }): Promise<GatewayRefund>;
  /** How a payment was made, for the order, the desk and the invoice; null when the gateway does not say. */
  paymentMethod(paymentId: string): Promise<PaymentMethod | null>;
  /** A refund's current state, for one whose webhook never came. */
  fetchRefund(refundId: string): Promise<GatewayRefund>;
  /** Razorpay's checkout signature: hex HMAC-SHA256(key_secret, `${orderId}|${paymentId}`). */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Razorpay's webhook signature: hex HMAC-SHA256(webhook_secret, raw body bytes). */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a hex signature with the expected one. */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return /^[0-9a-f]+$/i.test(givenHex) && expected.length === given.length && timingSafeEqual(expected, given);
}

export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** The gateway's word for a method, as the shop names it (EMI is a card payment); null for others. */
export function asPaymentMethod(method: unknown): PaymentMethod | null {
  if (method === 'emi') return 'card';
  return PAYMENT_METHODS.find((m) => m === method) ?? null;
}
