// What the shop does (GET /api/shop/policies): the ways to pay that are switched on, cash on
// delivery, and whether customers cancel orders themselves. The terms and about pages build their
// promises from it, so they stay true whatever the owner configures.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ShopPolicies, StorefrontReader } from '@phoolwari/contracts';
import { apiRequest } from './api';

export const shopPoliciesQueryOptions = queryOptions({
  queryKey: ['shop-policies'],
  queryFn: async ({ signal }): Promise<ShopPolicies> => (await apiRequest<{ policies: ShopPolicies }>('/shop/policies', { signal })).policies,
  // Configuration, not data: it changes when the shop restarts with new settings.
  staleTime: 30 * 60_000,
});

export function useShopPolicies() {
  return useQuery(shopPoliciesQueryOptions);
}

/** On the server: the policies into the cache, for the pages that state them. */
export function loadShopPolicies(queryClient: QueryClient, reader: StorefrontReader): Promise<ShopPolicies> {
  return queryClient.ensureQueryData({ ...shopPoliciesQueryOptions, queryFn: async () => (await reader.policies()).policies });
}
