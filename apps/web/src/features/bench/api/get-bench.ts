// GET /api/staff/bench?date=: the day's orders to prepare, by slot. Live: any order's move (a new
// paid order, the desk cancelling one) refetches it; every minute too, in case the socket is down.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BenchAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { useEveryOrderUpdate } from '../../../lib/socket';
import { benchKeys } from './bench-keys';

export function benchQueryOptions(date: string) {
  return queryOptions({
    queryKey: benchKeys.day(date),
    queryFn: ({ signal }) => apiRequest<BenchAnswer>('/staff/bench', { signal, query: { date } }),
    refetchInterval: 60_000,
  });
}

export function useBench(date: string) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: benchKeys.all });
  useEveryOrderUpdate(refetch, { onReconnect: refetch });
  return useQuery(benchQueryOptions(date));
}
