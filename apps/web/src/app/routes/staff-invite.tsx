// Accepting a staff invitation, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { AcceptInvitePage as default } from '../../features/auth/pages/accept-invite-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['auth', 'account']);
