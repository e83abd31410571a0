// GET /api/custom-orders/my-orders: the signed-in customer's own designs. Asked only once the
// session is confirmed, so a dead stored session is cleared quietly rather than by this call's 401.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomOrdersAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { customDesignKeys } from './custom-design-keys';

export function myDesignsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: customDesignKeys.mine(userId),
    queryFn: ({ signal }) => apiRequest<CustomOrdersAnswer>('/custom-orders/my-orders', { signal }).then((a) => a.customOrders),
  });
}

export function useMyDesigns() {
  const { user, status } = useSession();
  return useQuery({ ...myDesignsQueryOptions(user?._id), enabled: Boolean(user) && status === 'ready' });
}
