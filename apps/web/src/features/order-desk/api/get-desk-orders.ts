// GET /api/admin/orders: one page of orders, newest first, filtered by status, a search (order
// number, customer name, e-mail or phone) and the dates they were placed (shop days).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderListAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { orderDeskKeys, type DeskOrdersQuery } from './order-desk-keys';

export function deskOrdersQueryOptions(query: DeskOrdersQuery) {
  return queryOptions({
    queryKey: orderDeskKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderListAnswer>('/admin/orders', {
        signal,
        query: { status: query.status, search: query.search.trim(), from: query.from, to: query.to, page: query.page, limit: query.limit },
      }),
    // The old page stays (dimmed) while the next filter's answer loads, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useDeskOrders(query: DeskOrdersQuery) {
  return useQuery(deskOrdersQueryOptions(query));
}
