// GET /api/admin/jobs: the background queue's depth per kind of job and the jobs that failed for
// good; POST /api/admin/jobs/:queue/:jobId/retry puts one back in line.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobsAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const backgroundJobsQueryOptions = queryOptions({
  queryKey: adminKeys.jobs.lists(),
  queryFn: ({ signal }) => apiRequest<JobsAnswer>('/admin/jobs', { signal }),
  staleTime: 0,
  // Waiting jobs drain within seconds; the numbers follow while the tab is open.
  refetchInterval: 15_000,
});

export function useBackgroundJobs() {
  return useQuery(backgroundJobsQueryOptions);
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, jobId }: { queue: string; jobId: string }) =>
      apiRequest<void>(`/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(jobId)}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.jobs.all }),
  });
}
