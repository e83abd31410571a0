// GET /api/categories: the active categories in the owner's order (home grid, filter chips).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { catalogKeys, retryUnlessClientError } from './catalog-keys';

export interface CategoriesAnswer {
  categories: Category[];
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => apiRequest<CategoriesAnswer>('/categories', { signal }),
    select: (answer) => answer.categories,
    // Categories change rarely; five minutes saves a request on every page change.
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
