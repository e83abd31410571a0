// POST /api/checkout/quote {pincode, slotId, date, payment}: the exact totals the order will charge
// for this cart, area, slot and way of paying (base fee + zone fee + slot fee, discounts, cash on
// delivery's fee), and whether cash on delivery is open here. A read, so it is a query.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteAnswer, QuoteBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { checkoutKeys } from './checkout-keys';

/** `input` undefined: pincode, slot and date are not all chosen and valid yet, nothing is asked. */
export function checkoutQuoteQueryOptions(input: QuoteBody | undefined, cartStamp: string) {
  return queryOptions({
    queryKey: checkoutKeys.quote(input ?? { pincode: '', slotId: '', date: '', payment: 'online' }, cartStamp),
    queryFn: ({ signal }) => apiRequest<QuoteAnswer>('/checkout/quote', { method: 'POST', body: input, signal }),
    enabled: input !== undefined,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useCheckoutQuote(input: QuoteBody | undefined, cartStamp: string) {
  return useQuery(checkoutQuoteQueryOptions(input, cartStamp));
}
