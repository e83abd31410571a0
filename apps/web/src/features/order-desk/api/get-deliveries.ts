// GET /api/admin/deliveries?date=: the orders to deliver on one shop day, grouped by slot.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveriesAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { orderDeskKeys } from './order-desk-keys';

export function deliveriesQueryOptions(date: string) {
  return queryOptions({
    queryKey: orderDeskKeys.deliveries(date),
    queryFn: ({ signal }) => apiRequest<DeliveriesAnswer>('/admin/deliveries', { signal, query: { date } }),
  });
}

export function useDeliveries(date: string) {
  return useQuery(deliveriesQueryOptions(date));
}
