// GET /api/admin/categories: every category, inactive ones too, each with its product count. Used
// by the Categories tab and by the product form's and filter's category choices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const adminCategoriesQueryOptions = queryOptions({
  queryKey: adminKeys.categories.lists(),
  queryFn: async ({ signal }) => (await apiRequest<{ categories: Category[] }>('/admin/categories', { signal })).categories,
});

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions);
}
