// POST /api/admin/orders/:id/cancel {reason}: for confirmed or processing orders only. The server
// returns the stock and starts a full refund of what was paid.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { applyOrderAnswer } from './order-desk-keys';

export function cancelOrder({ id, reason }: { id: string; reason: string }): Promise<AdminOrderAnswer> {
  return apiRequest<AdminOrderAnswer>(`/admin/orders/${id}/cancel`, { method: 'POST', body: { reason } });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (answer) => applyOrderAnswer(queryClient, answer),
  });
}
