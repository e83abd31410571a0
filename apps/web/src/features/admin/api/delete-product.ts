// DELETE /api/admin-public/products/:id (204).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { invalidateCatalogue } from './admin-keys';

export function deleteProduct(id: string): Promise<void> {
  return apiRequest<void>(`/admin-public/products/${id}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => invalidateCatalogue(queryClient) });
}
