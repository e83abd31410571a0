// POST /api/admin/orders/:id/refunds {amount, reason, idempotencyKey}: a refund through the payment
// gateway, in full or in part. The server refuses more than is left (409) and answers a repeated
// key with the first refund, so a double click or a retried request refunds once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderAnswer, RefundBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { applyOrderAnswer } from './order-desk-keys';

export function refundOrder({ id, body }: { id: string; body: RefundBody }): Promise<AdminOrderAnswer> {
  return apiRequest<AdminOrderAnswer>(`/admin/orders/${id}/refunds`, { method: 'POST', body });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (answer) => applyOrderAnswer(queryClient, answer),
  });
}

/** A fresh key for one refund, drawn when its dialog opens (crypto.getRandomValues works on plain http too). */
export function newRefundKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `refund-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
