// POST /api/orders/:id/cancel {reason}: the customer cancels their own paid order within its window
// (before the florist starts on it); the server cancels it and starts a full refund.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { ordersKeys } from './orders-keys';

export function cancelMyOrder({ id, reason }: { id: string; reason: string }): Promise<Order> {
  return apiRequest<{ order: Order }>(`/orders/${id}/cancel`, { method: 'POST', body: { reason }, idempotent: true }).then((answer) => answer.order);
}

export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyOrder,
    onSuccess: (order) => {
      queryClient.setQueriesData<Order[]>({ queryKey: ordersKeys.all }, (list) => list?.map((o) => (o._id === order._id ? order : o)));
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    },
  });
}
