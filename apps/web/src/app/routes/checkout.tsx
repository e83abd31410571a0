// Checkout, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { CheckoutPage as default } from '../../features/checkout/pages/checkout-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['account', 'checkout', 'companies', 'orders']);
