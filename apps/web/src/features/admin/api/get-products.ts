// GET /api/admin/products: one page of every product, those of inactive categories included, for
// the Products tab (the storefront's /admin-public/products leaves those out).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export interface AdminProductsQuery {
  search: string;
  /** A category id, or '' for all. */
  category: string;
  page: number;
  limit: number;
}

export function adminProductsQueryOptions(query: AdminProductsQuery) {
  return queryOptions({
    queryKey: adminKeys.products.list(query),
    queryFn: ({ signal }) =>
      apiRequest<ProductListAnswer>('/admin/products', {
        signal,
        // Newest first: what was just added is what the admin looks for.
        query: { search: query.search.trim(), category: query.category, page: query.page, limit: query.limit, sort: 'newest' },
      }),
    // The current page stays on screen (dimmed) while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(query: AdminProductsQuery) {
  return useQuery(adminProductsQueryOptions(query));
}
