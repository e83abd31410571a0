// PATCH /api/admin/promo-codes/:id/status {isActive}: switches a code on or off without touching
// its terms.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoCode } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export async function setPromoCodeStatus({ id, isActive }: { id: string; isActive: boolean }): Promise<PromoCode> {
  return (await apiRequest<{ promoCode: PromoCode }>(`/admin/promo-codes/${id}/status`, { method: 'PATCH', body: { isActive } })).promoCode;
}

export function useSetPromoCodeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPromoCodeStatus,
    onSuccess: (promo) => {
      queryClient.setQueryData<PromoCode[]>(adminKeys.promoCodes.lists(), (list) => list?.map((p) => (p._id === promo._id ? promo : p)));
      return queryClient.invalidateQueries({ queryKey: adminKeys.promoCodes.all });
    },
  });
}
