// GET /api/track/:token: what a tracking link shows, without an account. A 404 (unknown or revoked
// link) or a 400 (not a link at all) is an answer, not a hiccup: it is not asked again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingAnswer, TrackingView } from '@phoolwari/contracts';
import { ApiError, apiRequest } from '../../../lib/api';

export const trackingKeys = {
  all: ['tracking'] as const,
  link: (token: string) => [...trackingKeys.all, token] as const,
};

/** Whether a failed read means the link itself is no good (as opposed to the network or the server). */
export const isDeadLink = (error: unknown) => error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400);

export function trackingQueryOptions(token: string) {
  return queryOptions({
    queryKey: trackingKeys.link(token),
    queryFn: ({ signal }) => apiRequest<TrackingAnswer>(`/track/${encodeURIComponent(token)}`, { signal }).then((answer): TrackingView => answer.tracking),
    retry: (failures, error) => !isDeadLink(error) && failures < 2,
  });
}

export function useTracking(token: string) {
  return useQuery(trackingQueryOptions(token));
}
