// POST /api/admin/delivery/areas: a new pincode or prefix (409 AREA_EXISTS when listed already).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServiceArea, ServiceAreaWriteSchema } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export type ServiceAreaWrite = z.input<typeof ServiceAreaWriteSchema>;

export async function createDeliveryArea(body: ServiceAreaWrite): Promise<ServiceArea> {
  return (await apiRequest<{ area: ServiceArea }>('/admin/delivery/areas', { method: 'POST', body })).area;
}

export function useCreateDeliveryArea() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDeliveryArea, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deliveryAreas.all }) });
}
