// Custom designs in the admin panel: review, approve and convert.
export { CustomOrdersPanel } from './admin/custom-orders-panel';
