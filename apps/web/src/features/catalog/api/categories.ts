// GET /api/categories: the active categories in the owner's order (home grid, filter chips). The
// query is the shared one from lib/categories (the footer lists them too), so the page and the
// shell share one cached answer and one request.
import { useQuery } from '@tanstack/react-query';
import { activeCategoriesQuery } from '../../../lib/categories';

export function categoriesQueryOptions() {
  return activeCategoriesQuery;
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
