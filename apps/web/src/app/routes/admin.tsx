// The admin panel (staff only), rendered in the browser, outside the shop's frame.
import { browserPageLoader } from '../../i18n/load-messages';

export { AdminPage as default } from '../admin/admin-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['admin', 'rider', 'custom-designs', 'event-enquiries', 'freshness-claims', 'orders', 'order-exceptions']);
