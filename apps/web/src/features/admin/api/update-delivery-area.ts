// PUT /api/admin/delivery/areas/:id: the whole area (prefix, zone, fee, active); also how an area
// is switched on or off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceArea } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';
import type { ServiceAreaWrite } from './create-delivery-area';

export async function updateDeliveryArea({ id, body }: { id: string; body: ServiceAreaWrite }): Promise<ServiceArea> {
  return (await apiRequest<{ area: ServiceArea }>(`/admin/delivery/areas/${id}`, { method: 'PUT', body })).area;
}

export function useUpdateDeliveryArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliveryArea,
    onSuccess: (area) => {
      queryClient.setQueryData<ServiceArea[]>(adminKeys.deliveryAreas.lists(), (list) => list?.map((a) => (a._id === area._id ? area : a)));
      return queryClient.invalidateQueries({ queryKey: adminKeys.deliveryAreas.all });
    },
  });
}
