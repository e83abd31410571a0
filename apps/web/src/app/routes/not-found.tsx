// Any other address: the page that says it is not here, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { NotFoundPage as default } from '../../features/static-pages/pages/not-found-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['static-pages']);
