// My Orders, rendered in the browser. Right after checkout (?placed=<order>) it offers to keep the
// occasion the gift message speaks of; that offer's code loads only then.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { browserPageLoader } from '../../i18n/load-messages';
import { OrdersPage } from '../../features/orders/pages/orders-page';

const OccasionOffer = lazy(() => import('../../features/occasions/components/occasion-offer'));

export default function Orders() {
  const [params, setParams] = useSearchParams();
  const placed = params.get('placed');
  const dismiss = () => setParams({}, { replace: true });
  return (
    <OrdersPage>
      {placed && (
        <Suspense fallback={null}>
          <OccasionOffer orderId={placed} onClose={dismiss} />
        </Suspense>
      )}
    </OrdersPage>
  );
}
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['orders', 'occasions']);
