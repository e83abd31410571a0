// The reminder's "stop" link, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

// The page module itself (see occasion-repeat.tsx).
export { OccasionStopPage as default } from '../../features/occasions/pages/occasion-stop-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['occasions']);
