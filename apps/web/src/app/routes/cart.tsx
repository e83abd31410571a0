// The cart: the visitor's own, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { CartPage as default } from '../../features/cart/pages/cart-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader([]);
