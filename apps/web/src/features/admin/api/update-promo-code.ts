// PUT /api/admin/promo-codes/:id: replaces a code's terms (its usage count stays).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoCode } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';
import type { PromoCodeWrite } from './create-promo-code';

export async function updatePromoCode({ id, body }: { id: string; body: PromoCodeWrite }): Promise<PromoCode> {
  return (await apiRequest<{ promoCode: PromoCode }>(`/admin/promo-codes/${id}`, { method: 'PUT', body })).promoCode;
}

export function useUpdatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePromoCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promoCodes.all }) });
}
