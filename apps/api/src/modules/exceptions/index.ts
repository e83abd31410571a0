// The public face of the order-exceptions module: what the app and other modules may use (its internals stay its own).
export { createOrderExceptions, reschedulePath, type OrderExceptions } from './service';
export { orderExceptionsPlugin, orderExceptionsRoutes } from './plugin';
export * as exceptionMessages from './messages';
