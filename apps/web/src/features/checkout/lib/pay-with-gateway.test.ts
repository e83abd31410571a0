// payWithGateway with provider 'razorpay': Razorpay's window gets the server's order, amount and the
// customer's details; its handler, its failure event and its closing become the page's results;
// a script that cannot load is 'Failed to load payment gateway'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatePaymentOrderAnswer } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { payWithGateway } from './pay-with-gateway';
import { testI18n } from '../../../test/i18n';
import { RAZORPAY_SCRIPT, type RazorpayOptions } from './razorpay';

const ANSWER: CreatePaymentOrderAnswer = {
  key: 'rzp_test_key',
  amount: 124900,
  currency: 'INR',
  razorpayOrderId: 'order_RZP1',
  orderId: 'dddddddddddddddddddddd01',
  provider: 'razorpay',
  orderNumber: 'PW261123-7K3QA',
  customer: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
};

type Behaviour = (options: RazorpayOptions, emitFailure: () => void) => void;

/** A stand-in for Razorpay's constructor that records its options and acts out `behaviour` on open(). */
function fakeRazorpay(behaviour: Behaviour) {
  const seen: RazorpayOptions[] = [];
  window.Razorpay = class {
    private failed: ((response: { error?: { description?: string } }) => void) | undefined;
    constructor(private readonly options: RazorpayOptions) {
      seen.push(options);
    }
    on(_event: 'payment.failed', callback: (response: { error?: { description?: string } }) => void) {
      this.failed = callback;
    }
    open() {
      behaviour(this.options, () => this.failed?.({ error: { description: 'Card declined' } }));
    }
  };
  return seen;
}

afterEach(() => {
  delete window.Razorpay;
});

describe('payWithGateway (Razorpay)', () => {
  it("opens Razorpay's window for the server's order and returns its signed answer", async () => {
    const seen = fakeRazorpay((options) => options.handler({ razorpay_order_id: 'order_RZP1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' }));
    await expect(payWithGateway(ANSWER, testI18n)).resolves.toEqual({
      status: 'paid',
      proof: { razorpayOrderId: 'order_RZP1', razorpayPaymentId: 'pay_1', razorpaySignature: 'sig' },
    });
    expect(seen[0]).toMatchObject({
      key: 'rzp_test_key',
      amount: 124900,
      currency: 'INR',
      order_id: 'order_RZP1',
      name: 'Phoolwari',
      description: 'PW261123-7K3QA',
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
      theme: { color: '#db2777' },
    });
  });

  it("toasts 'Payment failed' on a failed attempt and reports it when the window is closed", async () => {
    fakeRazorpay((options, emitFailure) => {
      emitFailure();
      options.modal.ondismiss();
    });
    const error = vi.spyOn(toast, 'error').mockReturnValue(0);
    await expect(payWithGateway(ANSWER, testI18n)).resolves.toEqual({ status: 'failed', message: 'Payment failed', notified: true });
    expect(error).toHaveBeenCalledExactlyOnceWith('Payment failed');
  });

  it('reports a window closed without paying as dismissed', async () => {
    fakeRazorpay((options) => options.modal.ondismiss());
    await expect(payWithGateway(ANSWER, testI18n)).resolves.toEqual({ status: 'dismissed' });
  });

  it("fails with 'Failed to load payment gateway' when the script cannot load", async () => {
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      const script = node as unknown as HTMLScriptElement;
      queueMicrotask(() => script.onerror?.(new Event('error')));
      return node;
    });
    await expect(payWithGateway(ANSWER, testI18n)).rejects.toThrow('Failed to load payment gateway');
    expect((append.mock.calls[0]?.[0] as HTMLScriptElement).src).toBe(RAZORPAY_SCRIPT);
  });
});
