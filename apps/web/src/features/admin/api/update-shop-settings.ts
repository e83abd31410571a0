// PUT /api/admin/settings: any subset of the shop's settings; the answer is the whole set.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings, ShopSettingsUpdate } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { shopSettingsKey } from '../../../lib/shop-settings';

export async function updateShopSettings(body: ShopSettingsUpdate): Promise<ShopSettings> {
  return (await apiRequest<{ settings: ShopSettings }>('/admin/settings', { method: 'PUT', body })).settings;
}

export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopSettings,
    onSuccess: (settings) => {
      // Checkout reads the same query: it shows the new fee and gift message limit at once.
      queryClient.setQueryData(shopSettingsKey, settings);
    },
  });
}
