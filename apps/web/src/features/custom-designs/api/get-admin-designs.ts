// GET /api/custom-orders/admin/pending?status=: the designs in one state, for the admin's
// Custom Orders tab (pending approval by default).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomOrdersAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import type { AdminCustomOrderFilter } from '../lib/types';
import { customDesignKeys } from './custom-design-keys';

export function adminDesignsQueryOptions(status: AdminCustomOrderFilter) {
  return queryOptions({
    queryKey: customDesignKeys.adminList(status),
    queryFn: ({ signal }) => apiRequest<CustomOrdersAnswer>('/custom-orders/admin/pending', { signal, query: { status } }).then((a) => a.customOrders),
  });
}

export function useAdminDesigns(status: AdminCustomOrderFilter) {
  return useQuery(adminDesignsQueryOptions(status));
}
