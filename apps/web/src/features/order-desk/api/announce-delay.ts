// POST /api/admin/orders/:id/delay {reason, expectedAt}: the desk announces that an order will be
// late; the server makes the new time the order's and tells the customer. The desk's lists are
// read again (the order's expected time changed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DelayBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export function useAnnounceDelay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DelayBody }) => apiRequest<void>(`/admin/orders/${id}/delay`, { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
