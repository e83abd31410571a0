// Where and when, and what it costs: the pincode is checked as soon as it has 6 digits, the
// earliest deliverable date (the first open day until the pincode is known) becomes the default
// (unless the customer chose one), the chosen day's slots are listed (a chosen slot no longer available is let go of), and the server prices this
// cart, area, day and slot (the cart's own totals before that).
import { useEffect } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { PincodeSchema, type Cart, type CheckoutPayment } from '@phoolwari/contracts';
import { ApiError } from '../../../lib/api';
import { useCheckoutQuote } from '../api/checkout-quote';
import { checkoutKeys } from '../api/checkout-keys';
import { useDeliverySlots, useFirstOpenDay } from '../api/delivery-slots';
import { usePincodeCheck } from '../api/pincode-check';
import type { CheckoutFormInput, CheckoutFormOutput } from '../lib/checkout-form';

interface Chosen {
  pincode: string | undefined;
  deliveryDate: string | undefined;
  slotId: string | undefined;
}

/** `payment`: the way the customer chose to pay; cash on delivery is priced with its fee. */
export function useDeliveryChoice(chosen: Chosen, dates: readonly string[], cart: Cart, payment: CheckoutPayment = 'online') {
  const queryClient = useQueryClient();
  const { getValues, setValue, control } = useFormContext<CheckoutFormInput, unknown, CheckoutFormOutput>();
  const { dirtyFields } = useFormState({ control });

  const typedPincode = chosen.pincode ?? '';
  const pincode = PincodeSchema.safeParse(typedPincode).success ? typedPincode.trim() : undefined;
  const check = usePincodeCheck(pincode);
  const pincodeAnswer = pincode && check.data?.pincode === pincode ? check.data : undefined;
  const serviceable = pincodeAnswer?.serviceable === true;

  // Before the pincode is known the first open day still comes first: at 19:30 checkout opens on a
  // day with a slot to book, not on today with every slot closed.
  const firstOpenDay = useFirstOpenDay();
  const earliestDate = pincodeAnswer?.earliestDate ?? firstOpenDay.data?.date;
  const dateChosen = dirtyFields.deliveryDate === true;
  useEffect(() => {
    if (!earliestDate || !dates.includes(earliestDate) || dateChosen) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
    if (getValues('deliveryDate') !== earliestDate) setValue('deliveryDate', earliestDate, { shouldValidate: true });
  }, [earliestDate, dates, dateChosen, getValues, setValue]);

  // Until the first open day is known, today's (perhaps all closed) slots are not worth showing.
  // The default is read straight from its answer (the form's value follows it a render later).
  const defaultSettled = dateChosen || earliestDate !== undefined || firstOpenDay.isError;
  const shownDate = dateChosen || !earliestDate ? chosen.deliveryDate : earliestDate;
  const date = defaultSettled && shownDate && dates.includes(shownDate) ? shownDate : undefined;
  const slots = useDeliverySlots(date);
  const freshSlots = slots.isPlaceholderData ? undefined : slots.data;
  useEffect(() => {
    if (!freshSlots) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
    const current = getValues('slotId');
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
    if (current && !freshSlots.some((s) => s._id === current && s.available)) setValue('slotId', '');
  }, [freshSlots, getValues, setValue]);
  const slot = freshSlots?.find((s) => s._id === chosen.slotId && s.available);

  const quoteInput = serviceable && pincode && date && slot ? { pincode, slotId: slot._id, date, payment } : undefined;
  const cartStamp = `${cart.totalItems}:${cart.totals.subtotal}:${cart.totals.total}:${cart.promo?.code ?? ''}`;
  const quote = useCheckoutQuote(quoteInput, cartStamp);
  const quoteReady = quoteInput !== undefined && quote.isSuccess && !quote.isPlaceholderData;
  const quoteError = quoteInput && quote.isError ? quote.error : null;
  useEffect(() => {
    // The slot went (full, or past its lead time) between listing and pricing: list again.
    if (quoteError instanceof ApiError && quoteError.statusCode === 409) void queryClient.invalidateQueries({ queryKey: checkoutKeys.slotLists() });
  }, [quoteError, queryClient]);
  const totals = quoteInput && quote.data ? quote.data.totals : cart.totals;
  // Whether cash on delivery is open here (null: the shop does not take it, or nothing is priced yet).
  const cashOffer = quoteInput && quote.data ? quote.data.cashOnDelivery : null;

  return {
    pincode,
    check,
    pincodeAnswer,
    firstOpenDay: firstOpenDay.data,
    serviceable,
    date,
    slots,
    quoteInput,
    quote,
    quoteReady,
    quoteError,
    totals,
    cashOffer,
  };
}
export type DeliveryChoice = ReturnType<typeof useDeliveryChoice>;
