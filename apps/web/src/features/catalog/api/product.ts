// GET /api/admin-public/products/:key: one product for its detail page, by its address word
// (/product/red-rose-bouquet-12-stems) or, as older links name it, its id. A product that does not
// exist (404, or 400 for an id the server refuses) is an answer, null, not a failure: it is cached
// like any other, and the server's renderer can hand it to the browser with the page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductAnswer } from '@phoolwari/contracts';
import { ApiError, apiRequest } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';

/** An id (24 lowercase hex characters) or an address word; anything else cannot exist, so it is not asked for. */
export function isProductKey(key: string | undefined): key is string {
  return key !== undefined && key.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key);
}

export function productQueryOptions(key: string) {
  return queryOptions({
    queryKey: catalogKeys.product(key),
    queryFn: ({ signal }) => apiRequest<ProductAnswer>(`/admin-public/products/${encodeURIComponent(key)}`, { signal }).catch(nullWhenMissing),
    select: (answer) => answer?.product ?? null,
  });
}

export function useProduct(key: string | undefined) {
  return useQuery({ ...productQueryOptions(key ?? ''), enabled: isProductKey(key) });
}

/** A 400 or 404 answer as null (no such product); anything else stays a failure to retry. */
export function nullWhenMissing(error: unknown): null {
  if (error instanceof ApiError && (error.statusCode === 400 || error.statusCode === 404)) return null;
  throw error;
}
