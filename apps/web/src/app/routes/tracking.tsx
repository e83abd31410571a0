// An order's tracking page (a capability in the address), rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

export { TrackingPage as default } from '../../features/tracking/pages/tracking-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['tracking']);
