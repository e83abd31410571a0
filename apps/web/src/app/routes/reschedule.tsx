// Another slot, or a cancellation, after a failed delivery: rendered in the browser (the customer's own order).
import { browserPageLoader } from '../../i18n/load-messages';

export { ReschedulePage as default } from '../../features/order-exceptions/pages/reschedule-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['order-exceptions']);
