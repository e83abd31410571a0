// The active categories (GET /api/categories), shared by the footer and any page that lists them.
// Types only come from the contract so the shell's first-load bundle does not carry zod.
import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@phoolwari/contracts';
import { apiRequest } from './api';

export const activeCategoriesQuery = queryOptions({
  queryKey: ['categories', 'active'],
  queryFn: async ({ signal }) => (await apiRequest<{ categories: Category[] }>('/categories', { signal })).categories,
  // Categories change rarely; the server also answers with an ETag.
  staleTime: 5 * 60_000,
});
