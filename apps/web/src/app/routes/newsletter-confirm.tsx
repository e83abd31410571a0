// Confirming a newsletter subscription from its link, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { NewsletterConfirmPage as default } from '../../features/content/pages/newsletter-confirm-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader([]);
