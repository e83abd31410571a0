// My Orders, rendered in the browser: the orders feature's page, with the freshness promise's
// report under each delivered order.
import type { Order } from '@phoolwari/contracts';
import { browserPageLoader } from '../../i18n/load-messages';
import { OrdersPage } from '../../features/orders/pages/orders-page';
import { ReportProblem } from '../../features/freshness-claims';

const report = (order: Order) => <ReportProblem orderId={order._id} orderNumber={order.orderId} />;

export default function MyOrders() {
  return <OrdersPage afterDelivery={report} />;
}
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['orders', 'freshness-claims']);
