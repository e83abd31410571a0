// /subscriptions, rendered in the browser: the plans, subscribing and paying the cycle, and My
// subscriptions. The checkout's catalogue comes too: the payment window speaks its words.
import { SubscriptionsPage } from '../../features/subscriptions';
import { browserPageLoader } from '../../i18n/load-messages';

export default function Subscriptions() {
  return <SubscriptionsPage />;
}
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['subscriptions', 'checkout']);
