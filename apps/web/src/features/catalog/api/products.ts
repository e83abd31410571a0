// GET /api/admin-public/products: one page of the catalogue, filtered, sorted and paginated by
// the server (the home page's Trending uses it too, with sort=popularity&limit=4).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListAnswer, ProductListQuery } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';

export function productsQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: catalogKeys.products(query),
    queryFn: ({ signal }) =>
      apiRequest<ProductListAnswer>('/admin-public/products', {
        signal,
        query: {
          search: query.search,
          category: query.category,
          minPrice: query.minPrice,
          maxPrice: query.maxPrice,
          sort: query.sort,
          page: query.page,
          limit: query.limit,
        },
      }),
    // While the next page or filter loads, the current list stays on screen (dimmed) instead of
    // collapsing into skeletons, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(query: ProductListQuery) {
  return useQuery(productsQueryOptions(query));
}
