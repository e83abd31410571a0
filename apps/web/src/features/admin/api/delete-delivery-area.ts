// DELETE /api/admin/delivery/areas/:id (204).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export function deleteDeliveryArea(id: string): Promise<void> {
  return apiRequest<void>(`/admin/delivery/areas/${id}`, { method: 'DELETE' });
}

export function useDeleteDeliveryArea() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDeliveryArea, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deliveryAreas.all }) });
}
