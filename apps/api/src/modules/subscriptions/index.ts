// The public face of the subscriptions module: what the app and other modules may use (its internals stay its own).
export { subscriptionsPlugin, subscriptionsRoutes } from './plugin';
