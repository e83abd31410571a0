// DELETE /api/custom-orders/:id: the customer throws away a draft (only drafts can be discarded).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { applyDesignAnswer } from './custom-design-keys';

export function discardDesign(id: string): Promise<void> {
  return apiRequest<void>(`/custom-orders/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDiscardDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardDesign,
    onSuccess: (_answer, id) => applyDesignAnswer(queryClient, null, id),
  });
}
