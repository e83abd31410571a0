// POST /api/admin-public/categories: adds a category (409 CATEGORY_EXISTS for a taken name).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryWrite } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { invalidateCatalogue } from './admin-keys';

export async function createCategory(body: CategoryWrite): Promise<Category> {
  return (await apiRequest<{ category: Category }>('/admin-public/categories', { method: 'POST', body })).category;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => invalidateCatalogue(queryClient) });
}
