// My Orders, rendered in the browser: the customer's orders, and below them their event enquiries.
import { MyEventEnquiries } from '../../features/event-enquiries';
import { OrdersPage } from '../../features/orders/pages/orders-page';
import { browserPageLoader } from '../../i18n/load-messages';

export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['orders', 'event-enquiries']);

export default function Orders() {
  return (
    <OrdersPage>
      <MyEventEnquiries />
    </OrdersPage>
  );
}
