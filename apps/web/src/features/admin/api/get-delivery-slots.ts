// GET /api/admin/delivery/slots: the delivery slots in their sort order, active or not.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliverySlot } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const deliverySlotsQueryOptions = queryOptions({
  queryKey: adminKeys.deliverySlots.lists(),
  queryFn: async ({ signal }) => (await apiRequest<{ slots: DeliverySlot[] }>('/admin/delivery/slots', { signal })).slots,
});

export function useDeliverySlots() {
  return useQuery(deliverySlotsQueryOptions);
}
