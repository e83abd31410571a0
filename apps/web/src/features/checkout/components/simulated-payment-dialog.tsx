// The simulated gateway's payment window, drawn in place of Razorpay's: a modal dialog that says
// plainly it is a test (no money moves), with the amount, the order number, the methods Razorpay's
// window offers in its order (UPI first, then card, netbanking, wallet) and Pay / Fail / Cancel.
// It keeps the keyboard inside (Tab wraps, the page behind is inert), Escape cancels, and the
// focus goes back where it was when it closes.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod } from '@phoolwari/contracts';
import { createPortal } from 'react-dom';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { AlertCircleIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { formatRupees } from '../../../lib/money';
import { SHOP } from '../../../lib/shop-info';
import { cancelSimulatedPayment, chooseSimulatedOutcome, useSimulatedPayment, type SimulatedPaymentState } from '../lib/simulated-payment-store';

export function SimulatedPaymentDialog() {
  const state = useSimulatedPayment();
  // Leaving the page (the browser's Back button) abandons the payment rather than leaving it open.
  useEffect(() => () => cancelSimulatedPayment(), []);
  if (!state) return null;
  // Keyed by the gateway order: a new payment is a new dialog with fresh focus handling.
  return createPortal(<DialogBody key={state.answer.razorpayOrderId} state={state} />, document.body);
}

/** The online ways to pay, as the customer reads them (the contract's PAYMENT_METHOD_LABELS, translated; UPI is UPI in every language). */
const METHOD_LABEL: Record<OnlinePaymentMethod, MessageDescriptor | 'UPI'> = {
  upi: 'UPI',
  card: msg`Card`,
  netbanking: msg`Netbanking`,
  wallet: msg`Wallet`,
};

// A radio group is one stop (its chosen radio), as the browser's own Tab treats it.
const FOCUSABLE =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
  'button:not([disabled]), [href], input:not([disabled]):not([type="radio"]), input[type="radio"]:checked:not([disabled]), [tabindex]:not([tabindex="-1"])';

function DialogBody({ state }: { state: SimulatedPaymentState }) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  const { answer, busy } = state;
  const orderNumber = answer.orderNumber;
  const shopName = SHOP.name;
  // Razorpay amounts are paise; the screen shows rupees.
  const amount = formatRupees(answer.amount / 100);

  // Before the dialog is painted, so the page behind is never live with the dialog on top.
  useLayoutEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // Everything else on the page is inert while the dialog is open: not clickable, not focusable,
    // hidden from screen readers.
    const others = Array.from(document.body.children).filter((el) => !el.contains(dialog) && !el.hasAttribute('inert'));
    others.forEach((el) => el.setAttribute('inert', ''));
    payRef.current?.focus();
    return () => {
      others.forEach((el) => el.removeAttribute('inert'));
      returnTo?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancelSimulatedPayment();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const [method, setMethod] = useState<OnlinePaymentMethod>('upi');
  const methodLabel = (m: OnlinePaymentMethod) => {
    const label = METHOD_LABEL[m];
    return typeof label === 'string' ? label : t(label);
  };
  const methodName = methodLabel(method);
  const payLabel = t`Pay ${amount} by ${methodName}`;
  const choose = (outcome: 'success' | 'failure') => () => void chooseSimulatedOutcome(outcome, method);
  const button =
    'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed';

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-gray-900/60 sm:items-center sm:p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-about`}
        onKeyDown={onKeyDown}
        className="w-full max-w-sm rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl"
      >
        <h2 id={`${id}-title`} className="flex items-center gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">
          <AlertCircleIcon className="size-5 shrink-0" />
          <Trans>Test payment — no money moves</Trans>
        </h2>
        <div className="mt-4 text-center">
          <p className="text-sm text-gray-700">
            <Trans>
              {shopName} · Order <span className="font-mono font-medium text-gray-900">{orderNumber}</span>
            </Trans>
          </p>
          <p className="mt-1 text-3xl font-bold text-gray-900">{amount}</p>
          <p id={`${id}-about`} className="mt-2 text-sm text-gray-700">
            <Trans>This shop uses the simulated payment gateway. Choose how this payment should end.</Trans>
          </p>
        </div>
        <fieldset className="mt-3">
          <legend className="mb-1 text-sm font-semibold text-gray-900">
            <Trans>Pay with</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {ONLINE_PAYMENT_METHODS.map((m) => (
              <label
                key={m}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-900 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={m}
                  checked={method === m}
                  onChange={() => setMethod(m)}
                  disabled={busy !== null}
                  className="accent-brand-600"
                />
                {methodLabel(m)}
              </label>
            ))}
          </div>
        </fieldset>
        <p role="status" className="mt-3 flex min-h-6 items-center justify-center gap-2 text-sm font-medium text-brand-700">
          {busy && (
            <>
              <Spinner className="size-4" />
              {busy === 'success' ? t`Processing payment…` : t`Failing payment…`}
            </>
          )}
        </p>
        <div className="mt-2 flex flex-col gap-2">
          <button
            ref={payRef}
            type="button"
            aria-disabled={busy !== null || undefined}
            onClick={choose('success')}
            className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {payLabel}
          </button>
          <button
            type="button"
            aria-disabled={busy !== null || undefined}
            onClick={choose('failure')}
            className={`${button} border border-red-700 bg-white text-red-700 hover:bg-red-50`}
          >
            <Trans>Fail payment</Trans>
          </button>
          <button
            type="button"
            aria-disabled={busy !== null || undefined}
            onClick={cancelSimulatedPayment}
            className={`${button} text-gray-800 hover:bg-gray-100`}
          >
            <Trans>Cancel</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
