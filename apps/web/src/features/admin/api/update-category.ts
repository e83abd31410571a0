// PUT /api/admin-public/categories/:id: replaces a category's fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryWrite } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { invalidateCatalogue } from './admin-keys';

export async function updateCategory({ id, body }: { id: string; body: CategoryWrite }): Promise<Category> {
  return (await apiRequest<{ category: Category }>(`/admin-public/categories/${id}`, { method: 'PUT', body })).category;
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => invalidateCatalogue(queryClient) });
}
