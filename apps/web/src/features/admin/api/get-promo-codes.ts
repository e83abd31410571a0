// GET /api/admin/promo-codes: every promo code, newest first, with how often each was used.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoCode } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const promoCodesQueryOptions = queryOptions({
  queryKey: adminKeys.promoCodes.lists(),
  queryFn: async ({ signal }) => (await apiRequest<{ promoCodes: PromoCode[] }>('/admin/promo-codes', { signal })).promoCodes,
});

export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions);
}
