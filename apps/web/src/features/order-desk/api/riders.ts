// Riders for the desk: GET /api/admin/riders (active riders, today's count), PUT
// /api/admin/orders/:id/rider {riderId|null} and POST /api/admin/deliveries/assign-slot.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderAnswer, AssignSlotAnswer, AssignSlotBody, RidersAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { applyOrderAnswer, orderDeskKeys } from './order-desk-keys';

export const ridersQueryOptions = queryOptions({
  queryKey: [...orderDeskKeys.all, 'riders'] as const,
  queryFn: ({ signal }) => apiRequest<RidersAnswer>('/admin/riders', { signal }),
});

export function useRiders(enabled = true) {
  return useQuery({ ...ridersQueryOptions, enabled });
}

export function useAssignRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, riderId }: { id: string; riderId: string | null }) =>
      apiRequest<AdminOrderAnswer>(`/admin/orders/${id}/rider`, { method: 'PUT', body: { riderId } }),
    onSuccess: (answer) => applyOrderAnswer(queryClient, answer),
  });
}

export function useAssignSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignSlotBody) => apiRequest<AssignSlotAnswer>('/admin/deliveries/assign-slot', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderDeskKeys.all }),
  });
}
