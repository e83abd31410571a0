// The reminder's "order the same again" link, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { OccasionRepeatPage as default } from '../../features/occasions';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['occasions']);
