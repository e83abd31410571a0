// Signing in and signing up (one page, two addresses), rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { AuthPage as default } from '../../features/auth/pages/auth-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['auth', 'account']);
