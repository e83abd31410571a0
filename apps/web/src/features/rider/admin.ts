// The rider's day in the admin panel.
export { MyDeliveriesPanel } from './panels/my-deliveries-panel';
