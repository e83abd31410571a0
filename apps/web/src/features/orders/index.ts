// What other features use of My Orders: its query keys (checkout refreshes them after paying).
export { ordersKeys } from './api/orders-keys';
