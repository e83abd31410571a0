// GET /api/admin/orders/:id: one order with its status history (who moved it, when, and why).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { orderDeskKeys } from './order-desk-keys';

export function deskOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderDeskKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<AdminOrderAnswer>(`/admin/orders/${id}`, { signal }),
  });
}

export function useDeskOrder(id: string) {
  return useQuery(deskOrderQueryOptions(id));
}
