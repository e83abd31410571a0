// The public face of the subscriptions feature: what the app's routes compose.
export { SubscriptionsPage } from './pages/subscriptions-page';
