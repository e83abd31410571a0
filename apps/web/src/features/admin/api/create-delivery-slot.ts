// POST /api/admin/delivery/slots: a new delivery slot.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeliverySlot, DeliverySlotWriteSchema } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export type DeliverySlotWrite = z.input<typeof DeliverySlotWriteSchema>;

export async function createDeliverySlot(body: DeliverySlotWrite): Promise<DeliverySlot> {
  return (await apiRequest<{ slot: DeliverySlot }>('/admin/delivery/slots', { method: 'POST', body })).slot;
}

export function useCreateDeliverySlot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDeliverySlot, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deliverySlots.all }) });
}
