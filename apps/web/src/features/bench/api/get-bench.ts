// GET /api/staff/bench?date=: the day's orders to prepare, by slot. Refreshed every minute: the
// desk confirms new orders through the day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BenchAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { benchKeys } from './bench-keys';

export function benchQueryOptions(date: string) {
  return queryOptions({
    queryKey: benchKeys.day(date),
    queryFn: ({ signal }) => apiRequest<BenchAnswer>('/staff/bench', { signal, query: { date } }),
    refetchInterval: 60_000,
  });
}

export function useBench(date: string) {
  return useQuery(benchQueryOptions(date));
}
