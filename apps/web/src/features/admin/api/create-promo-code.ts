// POST /api/admin/promo-codes: a new code (409 PROMO_EXISTS when the name is taken).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PromoCode, PromoCodeWriteSchema } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export type PromoCodeWrite = z.input<typeof PromoCodeWriteSchema>;

export async function createPromoCode(body: PromoCodeWrite): Promise<PromoCode> {
  return (await apiRequest<{ promoCode: PromoCode }>('/admin/promo-codes', { method: 'POST', body })).promoCode;
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPromoCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promoCodes.all }) });
}
