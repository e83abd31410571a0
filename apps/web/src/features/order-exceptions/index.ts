// The order-exceptions feature's public face for the pages that compose it (My Orders).
export { DesignNotices } from './components/design-notices';
export { OrderNotices } from './components/order-notices';
