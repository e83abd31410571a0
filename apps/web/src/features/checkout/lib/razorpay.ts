// Razorpay's Standard Checkout: its script is loaded only when a customer pays (never in the first
// load), then its window is opened for the order the server created. The window reports success
// through `handler`, failures through 'payment.failed' (it stays open for another try) and its
// closing through `modal.ondismiss`.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CreatePaymentOrderAnswer } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { SHOP } from '../../../lib/shop-info';
import { PAYMENT_FAILED, type PaymentResult } from './payment-result';

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
/** A script that neither loads nor fails (a stalled network) is given up on after this long. */
const LOAD_TIMEOUT_MS = 20_000;

interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  config: {
    display: { blocks: Record<string, { name: string; instruments: { method: string }[] }>; sequence: string[]; preferences: { show_default_blocks: boolean } };
  };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: { error?: { description?: string } }) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      // The next attempt tries again rather than reusing this failure.
      loading = null;
      // The page shows GATEWAY_LOAD_FAILED in its language; these words are for the logs.
      reject(new Error('Failed to load payment gateway'));
    };
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else fail();
    };
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}

export async function payWithRazorpay(answer: CreatePaymentOrderAnswer, i18n: I18n): Promise<PaymentResult> {
  const Razorpay = await loadRazorpay();
  return new Promise<PaymentResult>((resolve) => {
    let failed = false;
    const checkout = new Razorpay({
      key: answer.key,
      amount: answer.amount,
      currency: answer.currency,
      order_id: answer.razorpayOrderId,
      name: SHOP.name,
      description: answer.orderNumber,
      prefill: { name: answer.customer.name, email: answer.customer.email, contact: answer.customer.phone },
      theme: { color: '#db2777' },
      // UPI first (most customers pay from a phone with a UPI app); cards, netbanking and wallets
      // follow as Razorpay's default blocks.
      config: {
        display: {
          blocks: { upi: { name: i18n._(msg`Pay by UPI`), instruments: [{ method: 'upi' }] } },
          sequence: ['block.upi'],
          preferences: { show_default_blocks: true },
        },
      },
      handler: (r) =>
        resolve({
          status: 'paid',
          proof: { razorpayOrderId: r.razorpay_order_id, razorpayPaymentId: r.razorpay_payment_id, razorpaySignature: r.razorpay_signature },
        }),
      modal: { ondismiss: () => resolve(failed ? { status: 'failed', message: i18n._(PAYMENT_FAILED), notified: true } : { status: 'dismissed' }) },
    });
    checkout.on('payment.failed', () => {
      failed = true;
      toast.error(i18n._(PAYMENT_FAILED));
    });
    checkout.open();
  });
}
