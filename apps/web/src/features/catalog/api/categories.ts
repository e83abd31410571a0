// GET /api/categories: the active categories in the owner's order (home grid, filter chips). The
// query is the shared one from lib/categories (the footer lists them too), so the page and the
// shell share one cached answer and one request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeCategoriesQuery } from '../../../lib/categories';
import { retryUnlessClientError } from './catalog-keys';

export function categoriesQueryOptions() {
  return queryOptions({ ...activeCategoriesQuery, retry: retryUnlessClientError });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
