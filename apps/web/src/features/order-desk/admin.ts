// The order desk in the admin panel: the dashboard and the orders tab.
export { DashboardPanel } from './panels/dashboard-panel';
export { OrdersTab } from './panels/orders-tab';
