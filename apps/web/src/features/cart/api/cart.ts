// GET /api/cart: the signed-in customer's cart with the server's totals. Guests have no cart on
// the server (every cart call is 401 for them), so they get an empty one without a request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';
// The catalogue's retry rule fits every read: a 4xx answers the same the second time.
import { cartKeys, EMPTY_CART, type CartAnswer } from './cart-keys';

export function cartQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: cartKeys.cart(userId),
    queryFn: ({ signal }) => apiRequest<CartAnswer>('/cart', { signal }).then((answer) => answer.cart),
  });
}

export function useCart() {
  const { user, status } = useSession();
  // Not while a stored session is still being checked: a 401 then would end it loudly, whereas
  // the check itself clears a dead session quietly (spec §8).
  const signedIn = Boolean(user) && status === 'ready';
  return useQuery({
    ...cartQueryOptions(user?._id),
    enabled: signedIn,
    ...(user ? {} : { initialData: EMPTY_CART, staleTime: Infinity }),
  });
}

/** Items in the cart for the header's badge; 0 for guests and until the cart has loaded. */
export function useCartCount(): number {
  return useCart().data?.totalItems ?? 0;
}
