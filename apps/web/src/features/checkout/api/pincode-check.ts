// GET /api/delivery/check?pincode=: whether the shop delivers to a pincode, its zone and extra fee,
// the earliest delivery date, and a sentence to show the customer. Asked only for a well-formed
// pincode (undefined = nothing to ask yet).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PincodeCheckAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { checkoutKeys } from './checkout-keys';

export function pincodeCheckQueryOptions(pincode: string) {
  return queryOptions({
    queryKey: checkoutKeys.pincode(pincode),
    queryFn: ({ signal }) => apiRequest<PincodeCheckAnswer>('/delivery/check', { signal, query: { pincode } }),
    staleTime: 5 * 60_000,
  });
}

export function usePincodeCheck(pincode: string | undefined) {
  return useQuery({ ...pincodeCheckQueryOptions(pincode ?? ''), enabled: pincode !== undefined });
}
