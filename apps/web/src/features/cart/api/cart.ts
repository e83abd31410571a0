// GET /api/cart: the cart with the server's totals: the signed-in customer's, or a visitor's guest
// cart (named by its cookie; empty until their first add).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';
// The catalogue's retry rule fits every read: a 4xx answers the same the second time.
import { cartKeys, EMPTY_CART, hasGuestCart, type CartAnswer } from './cart-keys';

export function cartQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: cartKeys.cart(userId),
    queryFn: ({ signal }) => apiRequest<CartAnswer>('/cart', { signal }).then((answer) => answer.cart),
  });
}

/**
 * `withGuestCart`: a visitor's stored guest cart is asked for too. Only the cart page (rendered in
 * the browser) asks: a page the server rendered for a visitor hydrates with the empty cart it
 * rendered, and shows a guest's lines only once an add of this visit has put them in the cache.
 */
export function useCart({ withGuestCart = false }: { withGuestCart?: boolean } = {}) {
  const { user, status } = useSession();
  // Not while a stored session is still being checked: a 401 then would end it loudly, whereas
  // the check itself clears a dead session quietly (spec §8).
  const asks = status === 'ready' && (Boolean(user) || (withGuestCart && hasGuestCart()));
  return useQuery({
    ...cartQueryOptions(user?._id),
    enabled: asks,
    // A visitor who has added nothing has an empty cart, known without a request; known as of
    // long ago, so once the page learns of a guest cart it is asked for at once.
    ...(user || asks ? {} : { initialData: EMPTY_CART, initialDataUpdatedAt: 0 }),
  });
}

/** Items in the cart for the header's badge; 0 until the cart has loaded. */
export function useCartCount(): number {
  return useCart().data?.totalItems ?? 0;
}
