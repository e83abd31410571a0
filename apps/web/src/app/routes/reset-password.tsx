// Setting a new password from a reset link, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { ResetPasswordPage as default } from '../../features/auth/pages/reset-password-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['auth', 'account']);
