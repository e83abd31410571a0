// Leaving the newsletter from its link, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { NewsletterUnsubscribePage as default } from '../../features/content/pages/newsletter-unsubscribe-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader([]);
