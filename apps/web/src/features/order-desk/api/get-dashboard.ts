// GET /api/admin/dashboard: the five counters, the latest 5 orders and 30 days of paid revenue.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { orderDeskKeys } from './order-desk-keys';

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: orderDeskKeys.dashboard(),
    queryFn: ({ signal }) => apiRequest<DashboardAnswer>('/admin/dashboard', { signal }),
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
