// POST /api/custom-orders/:id/submit: the customer sends their draft to the shop for approval.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomOrderAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { applyDesignAnswer } from './custom-design-keys';

export function submitDesign(id: string): Promise<CustomOrderAnswer> {
  return apiRequest<CustomOrderAnswer>(`/custom-orders/${encodeURIComponent(id)}/submit`, { method: 'POST' });
}

export function useSubmitDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDesign,
    onSuccess: ({ customOrder }) => applyDesignAnswer(queryClient, customOrder),
  });
}
