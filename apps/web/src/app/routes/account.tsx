// The account page, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { AccountPage as default } from '../../features/account/pages/account-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['account']);
