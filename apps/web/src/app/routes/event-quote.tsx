// A quote's own page, opened by its link and rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { EventQuotePage as default } from '../../features/event-enquiries/pages/event-quote-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['event-enquiries']);
