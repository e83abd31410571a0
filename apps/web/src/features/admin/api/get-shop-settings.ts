// GET /api/settings: the shop's settings (delivery fee, discount, cut-off, lead time, gift message
// limit, booking window); public, as the storefront shows some of them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const shopSettingsQueryOptions = queryOptions({
  queryKey: adminKeys.settings.detail('shop'),
  queryFn: async ({ signal }) => (await apiRequest<{ settings: ShopSettings }>('/settings', { signal })).settings,
});

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions);
}
