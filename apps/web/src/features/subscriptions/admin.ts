// The staff side of subscriptions, for the admin panel (loaded with it, never on the storefront).
export { SubscriptionsPanel } from './panels/subscriptions-panel';
