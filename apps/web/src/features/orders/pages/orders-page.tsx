// My Orders (/orders): the customer's orders, newest first, each with its status, delivery,
// items and price. Guests see a 'Please Login' prompt; a failed load says so (toast and Retry).
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import { buttonClasses } from '../../../components/button';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';
import { LoginPrompt } from '../../../components/login-prompt';
// Presentational empty/error panels of the catalogue, reused so every shop screen looks alike.
import { EmptyState, ErrorState } from '../../../components/status-views';
import type { Order } from '@phoolwari/contracts';
import { useOrders } from '../api/orders';
import { OrderCard } from '../components/order-card';
import { OrdersSkeleton } from '../components/orders-skeleton';
import { useLiveOrders } from '../lib/use-live-orders';

export const ORDERS_FAILED = msg`Failed to fetch orders`;

/**
 * `children`: what the route shows above the list (the offer to keep an order's occasion).
 * `afterOrders`: what it shows below the orders (the customer's event enquiries).
 * `afterDelivery`: what the page composing My Orders shows under a delivered order (the freshness
 * promise's report), so this feature need not know the feature that provides it; `news`, likewise,
 * what it shows at the top of each order (the shop's news about it: a substitution, a delay).
 */
export function OrdersPage({
  children,
  afterOrders,
  afterDelivery,
  news,
}: { children?: ReactNode; afterOrders?: ReactNode; afterDelivery?: (order: Order) => ReactNode; news?: (order: Order) => ReactNode } = {}) {
  const { t } = useLingui();
  const failedTitle = t(ORDERS_FAILED);
  const { user, status } = useSession();
  const orders = useOrders();
  // Cards follow the shop's changes live (room per order on the session's socket).
  useLiveOrders(orders.data);

  // Once per failed attempt (spec §8), not on every render.
  const failedAt = orders.isError ? orders.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(failedTitle);
  }, [failedAt, failedTitle]);

  const loading = status === 'loading' || (Boolean(user) && orders.isPending);
  let body;
  if (loading) body = <OrdersSkeleton />;
  else if (!user) body = <LoginPrompt title={t`Please Login`} detail={t`Sign in to see your orders and follow their delivery.`} />;
  else if (orders.isError) body = <ErrorState title={failedTitle} titleAs="h2" error={orders.error} onRetry={() => void orders.refetch()} />;
  else if (!orders.data || orders.data.length === 0)
    body = (
      <EmptyState
        title={t`No orders yet`}
        titleAs="h2"
        detail={t`When you order flowers, you can follow their delivery here.`}
        action={
          <Link to="/products" className={buttonClasses('primary', 'px-6')}>
            <Trans>Start shopping</Trans>
          </Link>
        }
      />
    );
  else
    body = (
      <ul className="flex flex-col gap-4">
        {orders.data.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} afterDelivery={afterDelivery} news={news} />
          </li>
        ))}
      </ul>
    );

  return (
    <PageContainer>
      <div aria-busy={loading || undefined} className="mx-auto max-w-5xl">
        <PageTitle title={t`My Orders`} />
        {children}
        {body}
        {afterOrders}
      </div>
    </PageContainer>
  );
}
