// How a payment window ends, whichever gateway drew it.
import { msg } from '@lingui/core/macro';
export interface PaymentProof {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

export type PaymentResult =
  | { status: 'paid'; proof: PaymentProof }
  /** `notified`: the customer has already been told (a toast), so the page need not repeat it. */
  | { status: 'failed'; message: string; notified: boolean }
  | { status: 'dismissed' };

export const PAYMENT_FAILED = msg`Payment failed`;
export const GATEWAY_LOAD_FAILED = msg`Failed to load payment gateway`;
