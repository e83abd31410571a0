// GET /api/admin-public/products/:id: one product for its detail page. A product that does not
// exist (404, or 400 for an id the server refuses) is an answer, null, not a failure: it is cached
// like any other, and the server's renderer can hand it to the browser with the page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductAnswer } from '@phoolwari/contracts';
import { ApiError, apiRequest } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';

/** Ids are 24 lowercase hex characters; anything else cannot exist, so it is not asked for. */
export function isProductId(id: string | undefined): id is string {
  return id !== undefined && /^[0-9a-f]{24}$/.test(id);
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => apiRequest<ProductAnswer>(`/admin-public/products/${encodeURIComponent(id)}`, { signal }).catch(nullWhenMissing),
    select: (answer) => answer?.product ?? null,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: isProductId(id) });
}

/** A 400 or 404 answer as null (no such product); anything else stays a failure to retry. */
export function nullWhenMissing(error: unknown): null {
  if (error instanceof ApiError && (error.statusCode === 400 || error.statusCode === 404)) return null;
  throw error;
}
