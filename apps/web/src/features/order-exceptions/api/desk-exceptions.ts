// The desk's list of exceptions: GET /api/admin/order-exceptions, live with every order change.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskExceptionsAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { useEveryOrderUpdate } from '../../../lib/socket';

export const deskExceptionsKeys = { all: ['admin', 'order-exceptions'] as const };

export const deskExceptionsQueryOptions = () =>
  queryOptions({
    queryKey: deskExceptionsKeys.all,
    queryFn: ({ signal }) => apiRequest<DeskExceptionsAnswer>('/admin/order-exceptions', { signal }),
    // Mail and phone messages leave the outbox after the move: their state is read again now and then.
    refetchInterval: 30_000,
  });

export function useDeskExceptions() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: deskExceptionsKeys.all });
  useEveryOrderUpdate(refetch, { onReconnect: refetch });
  return useQuery(deskExceptionsQueryOptions());
}
