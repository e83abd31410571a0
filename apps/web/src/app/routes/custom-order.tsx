// Asking for a custom design, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { CustomOrderPage as default } from '../../features/custom-designs/pages/custom-order-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['custom-designs']);
