// The public face of the checkout module: what the app and other modules may use (its internals stay its own).
export { createCheckoutService, type CheckoutService } from './service';
export type { PaymentCaptureHandler } from './deps';
export { registerCheckoutRoutes } from './routes';
export { checkoutPlugin, checkoutRoutes } from './plugin';
