// DELETE /api/admin-public/categories/:id: 204, or 409 CATEGORY_IN_USE while products remain in it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { invalidateCatalogue } from './admin-keys';

export function deleteCategory(id: string): Promise<void> {
  return apiRequest<void>(`/admin-public/categories/${id}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => invalidateCatalogue(queryClient) });
}
