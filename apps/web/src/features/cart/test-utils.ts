// Sample carts shaped like the API's answers, for the cart, checkout and header tests. The totals
// are deliberately not what a client would add up, so a test proves the server's figures are shown.
import type { Cart, CartItem } from '@phoolwari/contracts';

export const ROSES_ID = 'bbbbbbbbbbbbbbbbbbbbbbb1';
export const MARIGOLD_ID = 'bbbbbbbbbbbbbbbbbbbbbbb2';

export function makeCartItem(overrides: Partial<Omit<CartItem, 'product'>> & { product?: Partial<CartItem['product']> } = {}): CartItem {
  const { product, ...rest } = overrides;
  return {
    product: {
      _id: ROSES_ID,
      slug: 'red-rose-bouquet',
      name: 'Red Rose Bouquet',
      images: ['/uploads/catalogue/red-rose-bouquet-1.webp'],
      availability: 'In Stock',
      stock: 20,
      ...product,
    },
    quantity: 2,
    price: 1299,
    lineTotal: 2598,
    referencePhoto: null,
    ...rest,
    option: rest.option ?? null,
    personalisation: rest.personalisation ?? '',
  };
}

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  return {
    items: [
      makeCartItem(),
      makeCartItem({
        product: { _id: MARIGOLD_ID, slug: 'marigold-garland', name: 'Marigold Garland', images: [], stock: 5 },
        quantity: 1,
        price: 349,
        lineTotal: 349,
      }),
    ],
    totalItems: 3,
    totalAmount: 2947,
    totals: { subtotal: 2947, deliveryFee: 49, shopDiscount: 50, promoDiscount: 0, discount: 50, total: 2946 },
    promo: null,
    promoError: null,
    ...overrides,
  };
}

export const cartAnswer = (cart: Cart) => ({ body: { cart } });
