// PUT /api/admin/delivery/slots/:id: the whole slot; also how a slot is switched on or off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliverySlot } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';
import type { DeliverySlotWrite } from './create-delivery-slot';

export async function updateDeliverySlot({ id, body }: { id: string; body: DeliverySlotWrite }): Promise<DeliverySlot> {
  return (await apiRequest<{ slot: DeliverySlot }>(`/admin/delivery/slots/${id}`, { method: 'PUT', body })).slot;
}

export function useUpdateDeliverySlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliverySlot,
    onSuccess: (slot) => {
      queryClient.setQueryData<DeliverySlot[]>(adminKeys.deliverySlots.lists(), (list) => list?.map((s) => (s._id === slot._id ? slot : s)));
      return queryClient.invalidateQueries({ queryKey: adminKeys.deliverySlots.all });
    },
  });
}
