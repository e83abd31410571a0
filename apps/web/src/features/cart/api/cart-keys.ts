// Query keys of the cart, and the empty cart a guest sees. The key carries the account's id so one
// account's cart can never be shown to the next (the session also clears the cache on logout).
import type { Cart } from '@phoolwari/contracts';
import { useSession } from '../../../lib/session';

export const cartKeys = {
  all: ['cart'] as const,
  cart: (userId: string | undefined) => [...cartKeys.all, userId ?? 'guest'] as const,
};

/** Every cart call answers with the whole cart, priced by the server. */
export interface CartAnswer {
  cart: Cart;
}

export const EMPTY_CART: Cart = {
  items: [],
  totalItems: 0,
  totalAmount: 0,
  totals: { subtotal: 0, deliveryFee: 0, shopDiscount: 0, promoDiscount: 0, discount: 0, total: 0 },
  promo: null,
  promoError: null,
};

/**
 * Set once a visitor has added to a guest cart (its cookie is the server's alone): only then does a
 * visitor's page ask the server for the cart, so the shop's anonymous pages cost no cart request.
 */
const GUEST_CART_FLAG = 'guestCart';

export function markGuestCart(): void {
  try {
    localStorage.setItem(GUEST_CART_FLAG, '1');
  } catch {
    // Storage refused (a private window's quota): the cart is still on the server, read at checkout.
  }
}

export function hasGuestCart(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(GUEST_CART_FLAG) === '1';
  } catch {
    return false;
  }
}

/** The cache key of the signed-in account's cart (mutations write their answer there). */
export function useCartKey() {
  const { user } = useSession();
  return cartKeys.cart(user?._id);
}
