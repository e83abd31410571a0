// My Orders, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { OrdersPage as default } from '../../features/orders/pages/orders-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['orders']);
