// PATCH /api/admin-public/categories/:id/status {isActive}: shows or hides a category (and its
// products) in the storefront. The card changes at once from the answer; lists refresh after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys, invalidateCatalogue } from './admin-keys';

export async function setCategoryStatus({ id, isActive }: { id: string; isActive: boolean }): Promise<Category> {
  return (await apiRequest<{ category: Category }>(`/admin-public/categories/${id}/status`, { method: 'PATCH', body: { isActive } })).category;
}

export function useSetCategoryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCategoryStatus,
    onSuccess: (category) => {
      // The answer has no product count; the cached one is kept.
      queryClient.setQueryData<Category[]>(adminKeys.categories.lists(), (list) =>
        list?.map((c) => (c._id === category._id ? { ...c, ...category, productCount: category.productCount ?? c.productCount } : c)),
      );
      return invalidateCatalogue(queryClient);
    },
  });
}
