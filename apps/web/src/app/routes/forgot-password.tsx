// Asking for a password reset link, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { ForgotPasswordPage as default } from '../../features/auth/pages/forgot-password-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['auth', 'account']);
