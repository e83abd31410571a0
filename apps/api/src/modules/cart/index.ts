// The public face of the cart module: what the app and other modules may use (its internals stay its own).
export { assertLineQuantity, assertOrderSize, createCartService, priceCart, productName, stockRefusal, type CartService } from './service';
export { createReferencePhotoService } from './reference-photos';
export { clearCart } from './repo';
export { registerCartRoutes } from './routes';
export { totalsToRupees } from './totals';
export { cartPlugin, cartRoutes } from './plugin';
