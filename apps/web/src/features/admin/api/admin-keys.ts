// Query keys of the admin panel's data from one factory (after Medusa's query-key-factory): every
// resource has all / lists / list(query) / detail(id), so a write invalidates by prefix instead of
// guessing each key's shape. Catalogue writes also drop the storefront's cached catalogue.
import type { QueryClient } from '@tanstack/react-query';
import { activeCategoriesQuery } from '../../../lib/categories';
import { catalogKeys } from '../../catalog';

function resourceKeys<const R extends string>(resource: R) {
  const all = ['admin', resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <Q extends object>(query: Q) => [...all, 'list', query] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

export const adminKeys = {
  all: ['admin'] as const,
  products: resourceKeys('products'),
  categories: resourceKeys('categories'),
  users: resourceKeys('users'),
  health: resourceKeys('health'),
  jobs: resourceKeys('jobs'),
  deliveryAreas: resourceKeys('delivery-areas'),
  deliverySlots: resourceKeys('delivery-slots'),
  promoCodes: resourceKeys('promo-codes'),
  staff: resourceKeys('staff'),
  audit: resourceKeys('audit'),
};

/**
 * After any product or category write: the admin lists and the storefront's catalogue (product
 * lists, product pages, the active categories in the header and footer) are stale.
 */
export async function invalidateCatalogue(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.products.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.categories.all }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
    queryClient.invalidateQueries({ queryKey: activeCategoriesQuery.queryKey }),
  ]);
}
