// Live My Orders (spec §4 Real-time): the page watches the rooms of the orders it shows. An
// 'order-status-update' is written into the cached list at once, so the card changes in place,
// the customer hears it in an info toast, and the list is refetched quietly for what an update
// does not carry (delivery time, cancel reason, payment status). After the connection comes back
// (a phone back from a tunnel), the list is refetched: updates sent meanwhile are not replayed.
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Order, OrderStatusUpdate } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { useOrderUpdates } from '../../../lib/socket';
import { useSession } from '../../../lib/session';
import { ordersKeys } from '../api/orders-keys';
import { DELIVERY_STATUS_WORDS, ORDER_STATUS_WORDS } from './status-words';

export function useLiveOrders(orders: readonly Order[] | undefined): void {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = ordersKeys.mine(user?._id);

  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });

  const onUpdate = (update: OrderStatusUpdate) => {
    const before = queryClient.getQueryData<Order[]>(key)?.find((o) => o._id === update.orderId);
    if (!before) return;
    queryClient.setQueryData<Order[]>(key, (list) =>
      list?.map((o) =>
        o._id === update.orderId ? { ...o, orderStatus: update.orderStatus, deliveryStatus: update.deliveryStatus, trackingNumber: update.trackingNumber } : o,
      ),
    );
    // The order's own status when it moved, else its delivery's; a repeated update says nothing.
    const news =
      before.orderStatus !== update.orderStatus
        ? ORDER_STATUS_WORDS[update.orderStatus]
        : before.deliveryStatus !== update.deliveryStatus
          ? DELIVERY_STATUS_WORDS[update.deliveryStatus]
          : null;
    if (news) {
      const orderId = before.orderId;
      const status = t(news);
      toast.info(t`Order ${orderId} is now ${status}`);
    }
    refetch();
  };

  useOrderUpdates(orders?.map((o) => o._id) ?? [], onUpdate, refetch);
}
