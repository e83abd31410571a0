// GET /api/admin-public/products/:id: one product for its detail page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';

/** Ids are 24 lowercase hex characters; anything else cannot exist, so it is not asked for. */
export function isProductId(id: string | undefined): id is string {
  return id !== undefined && /^[0-9a-f]{24}$/.test(id);
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => apiRequest<ProductAnswer>(`/admin-public/products/${encodeURIComponent(id)}`, { signal }),
    select: (answer) => answer.product,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: isProductId(id) });
}
