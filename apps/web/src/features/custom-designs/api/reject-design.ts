// PUT /api/custom-orders/admin/:id/reject: staff turn a pending design down, with a reason the
// customer reads under My Orders.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomOrderAnswer, RejectCustomOrderBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { applyDesignAnswer } from './custom-design-keys';

export function rejectDesign({ id, body }: { id: string; body: RejectCustomOrderBody }): Promise<CustomOrderAnswer> {
  return apiRequest<CustomOrderAnswer>(`/custom-orders/admin/${encodeURIComponent(id)}/reject`, { method: 'PUT', body });
}

export function useRejectDesign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectDesign, onSuccess: ({ customOrder }) => applyDesignAnswer(queryClient, customOrder) });
}
