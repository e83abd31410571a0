// GET /api/settings: the shop owner's settings (delivery fee, discount, cut-off, lead time, gift
// message limit, booking window), public, read by checkout and edited in the admin's Settings.
// One query and one key, so an admin's change shows wherever the settings are read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings, ShopSettingsAnswerSchema } from '@phoolwari/contracts';
import type { z } from 'zod';
import { apiRequest } from './api';

export const shopSettingsKey = ['shop-settings'] as const;

export const shopSettingsQueryOptions = queryOptions({
  queryKey: shopSettingsKey,
  queryFn: async ({ signal }): Promise<ShopSettings> => (await apiRequest<z.infer<typeof ShopSettingsAnswerSchema>>('/settings', { signal })).settings,
  staleTime: 5 * 60_000,
});

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions);
}
