// One way to take a payment, whichever gateway the server runs: Razorpay's window, or the
// simulated gateway's own dialog (the default without keys). The page only sees the result.
import type { I18n } from '@lingui/core';
import type { CreatePaymentOrderAnswer } from '@phoolwari/contracts';
import type { PaymentResult } from './payment-result';
import { payWithRazorpay } from './razorpay';
import { openSimulatedPayment } from './simulated-payment-store';

/** Resolves with how the payment ended; rejects only when the gateway cannot be loaded at all. */
export function payWithGateway(answer: CreatePaymentOrderAnswer, i18n: I18n): Promise<PaymentResult> {
  return answer.provider === 'simulated' ? openSimulatedPayment(answer, i18n) : payWithRazorpay(answer, i18n);
}
