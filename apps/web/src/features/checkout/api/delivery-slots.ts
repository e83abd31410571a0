// GET /api/delivery/slots?date=: the day's delivery slots with whether each can still be booked
// (full, past the cut-off, closed). Fresh on every visit: places fill up while customers shop.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { checkoutKeys } from './checkout-keys';

// Module-level so the selected list keeps its identity between renders (effects depend on it).
const selectSlots = (answer: SlotsAnswer) => answer.slots;

/** `date` undefined: no day chosen yet, nothing is asked. */
export function deliverySlotsQueryOptions(date: string | undefined) {
  return queryOptions({
    queryKey: checkoutKeys.slots(date ?? ''),
    queryFn: ({ signal }) => apiRequest<SlotsAnswer>('/delivery/slots', { signal, query: { date } }),
    select: selectSlots,
    enabled: date !== undefined,
    staleTime: 0,
    // Another date's slots stay on screen (dimmed) while the new ones load: nothing jumps.
    placeholderData: keepPreviousData,
  });
}

export function useDeliverySlots(date: string | undefined) {
  return useQuery(deliverySlotsQueryOptions(date));
}

/** The first day with a slot still open, its slots and why it is not today (before a pincode is known). */
export function useFirstOpenDay() {
  return useQuery({
    queryKey: checkoutKeys.firstOpenDay(),
    queryFn: ({ signal }) => apiRequest<SlotsAnswer>('/delivery/slots', { signal }),
    staleTime: 60_000,
  });
}
