// GET /api/orders: the signed-in customer's orders, newest first. Asked only once the session is
// confirmed, so a dead stored session is cleared quietly rather than by this call's 401.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { ordersKeys } from './orders-keys';

export function ordersQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ordersKeys.mine(userId),
    queryFn: ({ signal }) => apiRequest<{ orders: Order[] }>('/orders', { signal }).then((answer) => answer.orders),
  });
}

export function useOrders() {
  const { user, status } = useSession();
  return useQuery({ ...ordersQueryOptions(user?._id), enabled: Boolean(user) && status === 'ready' });
}
