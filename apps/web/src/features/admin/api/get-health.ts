// GET /api/health: each service's state (database, Redis, image generator, payments, mail,
// storage) and what stands behind it (names and public addresses, never secrets). Read with fetch
// rather than the JSON client because a 503 (database down) still carries the full report.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthAnswer } from '@phoolwari/contracts';
import { API_TIMEOUT_MS, ApiError } from '../../../lib/api';
import { adminKeys } from './admin-keys';

function isHealthAnswer(body: unknown): body is HealthAnswer {
  return typeof body === 'object' && body !== null && 'status' in body && 'db' in body && 'details' in body;
}

export async function getHealth(signal?: AbortSignal): Promise<HealthAnswer> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch('/api/health', {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('Network error. Please check your internet connection.', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if ((response.ok || response.status === 503) && isHealthAnswer(body)) return body;
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : `The status check answered ${response.status}`;
  throw new ApiError(message, response.status);
}

export const healthQueryOptions = queryOptions({
  queryKey: adminKeys.health.all,
  queryFn: ({ signal }) => getHealth(signal),
  // Always asked afresh when the tab opens or Refresh is pressed.
  staleTime: 0,
  retry: false,
});

export function useHealth() {
  return useQuery(healthQueryOptions);
}
