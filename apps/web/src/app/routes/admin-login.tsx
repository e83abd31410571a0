// The staff's sign-in, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { AdminLoginPage as default } from '../../features/auth/pages/admin-login-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['auth', 'account']);
