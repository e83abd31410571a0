// The active categories (GET /api/categories), shared by the footer and any page that lists them.
// Types only come from the contract so the shell's first-load bundle does not carry zod.
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Category, StorefrontReader } from '@phoolwari/contracts';
import { apiRequest } from './api';

export const activeCategoriesQuery = queryOptions({
  queryKey: ['categories', 'active'],
  queryFn: async ({ signal }) => (await apiRequest<{ categories: Category[] }>('/categories', { signal })).categories,
  // Categories change rarely; the server also answers with an ETag.
  staleTime: 5 * 60_000,
});

/** On the server: the categories into the cache (once, however many parts of the page ask). */
export function loadActiveCategories(queryClient: QueryClient, reader: StorefrontReader): Promise<Category[]> {
  return queryClient.ensureQueryData({ ...activeCategoriesQuery, queryFn: async () => (await reader.categories()).categories });
}
