// POST /api/admin/orders/:id/cash {outcome, note}: what happened at the door of a cash-on-delivery
// order. 'collected' marks it paid (and delivered); 'refused' fails the delivery and cancels it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderAnswer, CashOutcomeBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { applyOrderAnswer } from './order-desk-keys';

export function recordCash({ id, body }: { id: string; body: CashOutcomeBody }): Promise<AdminOrderAnswer> {
  return apiRequest<AdminOrderAnswer>(`/admin/orders/${id}/cash`, { method: 'POST', body });
}

export function useRecordCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCash,
    onSuccess: (answer) => applyOrderAnswer(queryClient, answer),
  });
}
