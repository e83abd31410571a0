// The public face of the promos module: what the app and other modules may use (its internals stay its own).
export { assertPromoUsable, createPromoAdmin, findPromoByCode, promoDiscountPaise, redeemPromo, releasePromo, type PromoRow } from './service';
export { registerPromoRoutes } from './routes';
export { promosRoutes } from './plugin';
