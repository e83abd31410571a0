// The reminder's "stop" link, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { OccasionStopPage as default } from '../../features/occasions';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['occasions']);
