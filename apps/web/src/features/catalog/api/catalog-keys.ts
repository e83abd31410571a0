// Query keys of the catalogue, in one factory so that invalidating "all catalogue data" (after an
// admin write) or one list is a prefix match rather than a guess at each key's shape. The
// categories' key is lib/categories' (shared with the footer).
import type { ProductListQuery } from '@phoolwari/contracts';

export const catalogKeys = {
  all: ['catalog'] as const,
  productLists: () => [...catalogKeys.all, 'products'] as const,
  products: (query: ProductListQuery) => [...catalogKeys.productLists(), query] as const,
  /** Every product page's answer (each is kept under the key its address names: an address word or an id). */
  productPages: () => [...catalogKeys.all, 'product'] as const,
  product: (key: string) => [...catalogKeys.productPages(), key] as const,
  addOns: () => [...catalogKeys.all, 'add-ons'] as const,
};
