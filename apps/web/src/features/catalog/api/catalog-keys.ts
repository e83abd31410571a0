// Query keys of the catalogue, in one factory so that invalidating "all catalogue data" (after an
// admin write) or one list is a prefix match rather than a guess at each key's shape. The
// categories' key is lib/categories' (shared with the footer).
import type { ProductListQuery } from '@phoolwari/contracts';
import { ApiError } from '../../../lib/api';

export const catalogKeys = {
  all: ['catalog'] as const,
  productLists: () => [...catalogKeys.all, 'products'] as const,
  products: (query: ProductListQuery) => [...catalogKeys.productLists(), query] as const,
  product: (id: string) => [...catalogKeys.all, 'product', id] as const,
};

/**
 * Retry once for network and server trouble, never for a 4xx: a missing product or a rejected
 * query answers the same the second time, and retrying only delays the message.
 */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 1;
}
