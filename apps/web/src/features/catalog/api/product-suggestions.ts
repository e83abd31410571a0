// Products the header search suggests while the customer types: the first few of the ranked
// search (GET /api/admin-public/products?search=…), asked once typing pauses and only for two
// characters or more, so a phone on mobile data is not asked to fetch on every key.
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { productsQueryOptions } from './products';

export const SUGGESTION_COUNT = 5;
export const SUGGEST_FROM_CHARACTERS = 2;

export function useProductSuggestions(term: string) {
  const typed = useDebouncedValue(term.trim());
  const enabled = typed.length >= SUGGEST_FROM_CHARACTERS;
  const query = useQuery({
    ...productsQueryOptions({ search: typed, sort: 'popularity', page: 1, limit: SUGGESTION_COUNT }),
    enabled,
    // A suggestion list is of the words typed now; the previous word's list would mislead.
    placeholderData: undefined,
    staleTime: 60_000,
  });
  return { products: enabled ? (query.data?.products ?? []) : [], forTerm: typed, loading: enabled && query.isFetching };
}
