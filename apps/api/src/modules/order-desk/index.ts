// The public face of the order-desk module: what the app and other modules may use (its internals stay its own).
export { createOrderDesk, moveCashOutcome, plannedMove, type OrderDesk } from './service';
export { registerOrderDeskRoutes } from './routes';
export { orderDeskPlugin, orderDeskRoutes } from './plugin';
