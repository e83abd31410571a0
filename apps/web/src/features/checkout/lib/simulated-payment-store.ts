// The simulated gateway's payment window, as a tiny store: payWithGateway() opens it and awaits
// its outcome; <SimulatedPaymentDialog/> draws it and reports the customer's choice. The choice is
// sent to POST /payment/simulate, which signs a success exactly as Razorpay would.
import { useSyncExternalStore } from 'react';
import type { CreatePaymentOrderAnswer, PaymentMethod } from '@phoolwari/contracts';
import type { I18n } from '@lingui/core';
import { errorMessage } from '../../../lib/api';
import { simulatePayment } from '../api/simulate-payment';
import { PAYMENT_FAILED, type PaymentResult } from './payment-result';

export interface SimulatedPaymentState {
  answer: CreatePaymentOrderAnswer;
  /** The outcome being sent to the server, while it is on its way. */
  busy: 'success' | 'failure' | null;
}

let current: (SimulatedPaymentState & { resolve: (result: PaymentResult) => void; i18n: I18n }) | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function finish(result: PaymentResult) {
  const open = current;
  current = null;
  emit();
  open?.resolve(result);
}

export function openSimulatedPayment(answer: CreatePaymentOrderAnswer, i18n: I18n): Promise<PaymentResult> {
  // A window left open by an abandoned attempt is closed first.
  if (current) finish({ status: 'dismissed' });
  return new Promise<PaymentResult>((resolve) => {
    current = { answer, busy: null, resolve, i18n };
    emit();
  });
}

export async function chooseSimulatedOutcome(outcome: 'success' | 'failure', method: PaymentMethod = 'upi'): Promise<void> {
  const open = current;
  if (!open || open.busy) return;
  current = { ...open, busy: outcome };
  emit();
  try {
    const { razorpayPaymentId, razorpaySignature } = await simulatePayment(open.answer.razorpayOrderId, outcome, method);
    finish({ status: 'paid', proof: { razorpayOrderId: open.answer.razorpayOrderId, razorpayPaymentId, razorpaySignature } });
  } catch (error) {
    finish({ status: 'failed', message: errorMessage(error, open.i18n._(PAYMENT_FAILED)), notified: false });
  }
}

/** Cancel or Escape; ignored while an outcome is being sent. */
export function cancelSimulatedPayment(): void {
  if (current && !current.busy) finish({ status: 'dismissed' });
}

export function useSimulatedPayment(): SimulatedPaymentState | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
