// PUT /api/admin/settings: any subset of the shop's settings; the answer is the whole set.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { checkoutKeys } from '../../checkout';
import { adminKeys } from './admin-keys';

export async function updateShopSettings(body: Partial<ShopSettings>): Promise<ShopSettings> {
  return (await apiRequest<{ settings: ShopSettings }>('/admin/settings', { method: 'PUT', body })).settings;
}

export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings.detail('shop'), settings);
      // Checkout keeps its own copy (fee, gift message limit): it must not show the old one.
      queryClient.setQueryData(checkoutKeys.settings(), settings);
    },
  });
}
