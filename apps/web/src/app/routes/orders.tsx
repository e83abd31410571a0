// My Orders, rendered in the browser: the orders feature's page, with the shop's news at the top of
// each order (a substitution with its photo, a delay) and a design ready to buy above the orders
// (all live), the freshness promise's report under each delivered order and the customer's event
// enquiries below the orders. Right after checkout (?placed=<order>) it offers to keep the occasion
// the gift message speaks of; that offer's code loads only then.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { Order } from '@phoolwari/contracts';
import { MyEventEnquiries } from '../../features/event-enquiries';
import { browserPageLoader } from '../../i18n/load-messages';
import { OrdersPage } from '../../features/orders/pages/orders-page';
import { ReportProblem } from '../../features/freshness-claims';
import { DesignNotices, OrderNotices } from '../../features/order-exceptions';

const OccasionOffer = lazy(() => import('../../features/occasions/components/occasion-offer'));

const report = (order: Order) => <ReportProblem orderId={order._id} orderNumber={order.orderId} />;
const news = (order: Order) => <OrderNotices orderId={order._id} />;

export default function MyOrders() {
  const [params, setParams] = useSearchParams();
  const placed = params.get('placed');
  const dismiss = () => setParams({}, { replace: true });
  return (
    <OrdersPage afterDelivery={report} news={news} afterOrders={<MyEventEnquiries />}>
      <DesignNotices />
      {placed && (
        <Suspense fallback={null}>
          <OccasionOffer orderId={placed} onClose={dismiss} />
        </Suspense>
      )}
    </OrdersPage>
  );
}
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['orders', 'occasions', 'freshness-claims', 'event-enquiries', 'order-exceptions']);
