// GET /api/products/add-ons: the add-ons in stock (a greeting card, chocolates, a vase), cheapest
// first, that the product page and the cart offer beside bouquets. The server's renderer puts the
// answer in the cache with a product page, so the row is there on first paint.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddOnsAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { catalogKeys } from '../../catalog';

export function addOnsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.addOns(),
    queryFn: ({ signal }) => apiRequest<AddOnsAnswer>('/products/add-ons', { signal }),
    select: (answer) => answer.products,
    // Stock moves with every order; a minute old is fresh enough for an offer.
    staleTime: 60_000,
  });
}

export function useAddOns() {
  return useQuery(addOnsQueryOptions());
}
