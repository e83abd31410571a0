// Paying: create the order (the server prices it), take the payment in the gateway's window,
// verify it, then go to My Orders (a guest, who has none, is shown the order with its tracking link); or, with cash on delivery, place it confirmed in one request. Each step shows as a phase; a refusal is explained on the field
// it concerns, and the cart is kept for another try.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useFormContext } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CheckoutPayment, CreatePaymentOrderAnswer, Order } from '@phoolwari/contracts';
import { ApiError, errorMessage } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { cartKeys } from '../../cart';
import { ordersKeys } from '../../orders';
import { checkoutKeys } from '../api/checkout-keys';
import { createPaymentOrder } from '../api/create-payment-order';
import { placeCashOrder } from '../api/place-cash-order';
import { formatRupees } from '../../../lib/money';
import { verifyPayment } from '../api/verify-payment';
import { CHECKOUT_FIELDS, toCheckoutBody, type CheckoutFormInput, type CheckoutFormOutput } from '../lib/checkout-form';
import { payWithGateway } from '../lib/pay-with-gateway';
import { GATEWAY_LOAD_FAILED, PAYMENT_FAILED } from '../lib/payment-result';

export type Phase = 'idle' | 'placing' | 'starting' | 'paying' | 'confirming';
export const PHASE_LABEL: Record<Exclude<Phase, 'idle'>, MessageDescriptor> = {
  placing: msg`Placing your order…`,
  starting: msg`Starting payment…`,
  paying: msg`Waiting for payment…`,
  confirming: msg`Confirming payment…`,
};

interface CheckoutPaymentOptions {
  /** The order is confirmed: what the server answered of it. */
  onPlaced: (order: Order) => void;
  onOrderCreated: (data: CheckoutFormOutput) => void;
  /** Checking out without an account: the body says who the guest is, and the end is not My Orders. */
  asGuest?: boolean;
}

export function useCheckoutPayment({ onPlaced, onOrderCreated, asGuest = false }: CheckoutPaymentOptions) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { setValue, setError } = useFormContext<CheckoutFormInput, unknown, CheckoutFormOutput>();
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const busy = phase !== 'idle';

  /** Shows why create-order refused, on the field it concerns when there is one; returns the words. */
  function explainOrderError(error: unknown): string {
    const message = errorMessage(error, t(PAYMENT_FAILED));
    toast.error(message);
    if (!(error instanceof ApiError)) return message;
    if (error.code === 'COD_NOT_AVAILABLE') {
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    } else if (error.code === 'SLOT_FULL' || error.code === 'SLOT_UNAVAILABLE') {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
      setValue('slotId', '');
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.slotLists() });
    } else if (error.code === 'OUT_OF_STOCK' || error.code === 'PROMO_INVALID') {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    } else {
      applyServerErrors(error, setError, CHECKOUT_FIELDS);
    }
    return message;
  }

  function stop(message: string | null) {
    setFailure(message);
    setPhase('idle');
  }

  /** Create-order refused: the form is enabled again first, for a refused field to be able to take the focus. */
  function refuse(error: unknown) {
    // A field in the fieldset disabled while paying cannot be focused, so the re-render that
    // enables it happens now rather than after this task.
    flushSync(() => setPhase('idle'));
    stop(explainOrderError(error));
  }

  function done(message: string, order: Order) {
    toast.success(message);
    onPlaced(order);
    // A guest stays for the confirmation and its tracking link: My Orders needs an account.
    // `placed` lets My Orders offer to keep the occasion the gift message speaks of.
    if (!asGuest) void navigate(`/orders?placed=${encodeURIComponent(order._id)}`);
    // The server emptied the cart when it confirmed the order; the new order joins the list.
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
  }

  /** Cash on delivery: the order is placed and confirmed in one request, nothing to pay now. */
  async function placeCash(data: CheckoutFormOutput): Promise<void> {
    setFailure(null);
    setPhase('placing');
    let order;
    try {
      order = await placeCashOrder(toCheckoutBody(data, asGuest));
    } catch (error) {
      return refuse(error);
    }
    onOrderCreated(data);
    const amount = formatRupees(order.totalAmount);
    done(t`Order placed! Please pay ${amount} in cash on delivery.`, order);
  }

  async function pay(data: CheckoutFormOutput, payment: CheckoutPayment = 'online'): Promise<void> {
    if (payment === 'cod') return placeCash(data);
    setFailure(null);
    setPhase('starting');
    let answer: CreatePaymentOrderAnswer;
    try {
      answer = await createPaymentOrder(toCheckoutBody(data, asGuest));
    } catch (error) {
      return refuse(error);
    }
    // The server took the address, so it is worth keeping; payment goes on meanwhile.
    onOrderCreated(data);

    setPhase('paying');
    let result;
    try {
      result = await payWithGateway(answer, i18n);
    } catch (error) {
      const message = errorMessage(error, t(GATEWAY_LOAD_FAILED));
      toast.error(message);
      return stop(message);
    }
    if (result.status === 'dismissed') {
      toast.info(t`Payment cancelled. Your cart is saved.`);
      return stop(null);
    }
    if (result.status === 'failed') {
      const reason = result.message;
      if (!result.notified) toast.error(reason);
      return stop(t`${reason}. Your cart is saved — you can try again.`);
    }

    setPhase('confirming');
    let verified: Order;
    try {
      verified = (await verifyPayment({ ...result.proof, orderId: answer.orderId })).order;
    } catch (error) {
      const message = errorMessage(error, t`Payment verification failed`);
      toast.error(message);
      stop(message);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      return;
    }
    done(t`Payment successful! Order placed.`, verified);
  }

  return { phase, busy, failure, pay };
}
