// What other features use of the cart: the totals block, the add-to-cart button and hook, the
// add-ons offered beside a bouquet, the cart's query and its keys.
export { LOGIN_TO_ADD, LOGIN_TO_ADD_MESSAGE, useAddToCart } from './api/add-to-cart';
export { useCart } from './api/cart';
export { InCartNote } from './components/in-cart-note';
export { cartKeys } from './api/cart-keys';
export { AddToCartButton } from './components/add-to-cart-button';
export { TotalsSummary } from './components/totals-summary';
export { AddOnsOffer } from './components/add-ons-offer';
export { addOnsQueryOptions } from './api/add-ons';
