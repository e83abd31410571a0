// Keeps the desk live: an admin's socket hears every order's 'order-status-update' (a payment
// confirmed, another admin's move), and each one makes the desk's data stale so what is on screen
// refetches. The update itself is not trusted to patch rows: the server's answer is. After the
// connection comes back, everything is refetched: updates sent while it was down are not replayed.
import { useQueryClient } from '@tanstack/react-query';
import { useEveryOrderUpdate } from '../../../lib/socket';
import { orderDeskKeys } from '../api/order-desk-keys';

export function useLiveDesk(): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: orderDeskKeys.all });
  useEveryOrderUpdate(refetch, { onReconnect: refetch });
}
