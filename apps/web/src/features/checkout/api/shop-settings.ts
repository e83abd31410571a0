// GET /api/settings: the shop owner's settings that checkout needs (gift-message limit, how many
// days ahead a delivery can be booked).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { checkoutKeys } from './checkout-keys';

export function shopSettingsQueryOptions() {
  return queryOptions({
    queryKey: checkoutKeys.settings(),
    queryFn: ({ signal }) => apiRequest<{ settings: ShopSettings }>('/settings', { signal }).then((answer) => answer.settings),
    staleTime: 5 * 60_000,
  });
}

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions());
}
