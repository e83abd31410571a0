// GET /api/admin/delivery/areas: the serviceable pincodes and prefixes, active or not.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceArea } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const deliveryAreasQueryOptions = queryOptions({
  queryKey: adminKeys.deliveryAreas.lists(),
  queryFn: async ({ signal }) => (await apiRequest<{ areas: ServiceArea[] }>('/admin/delivery/areas', { signal })).areas,
});

export function useDeliveryAreas() {
  return useQuery(deliveryAreasQueryOptions);
}
