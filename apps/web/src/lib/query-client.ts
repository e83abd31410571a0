// The shop's data cache: one QueryClient with the defaults every query shares, so no query repeats
// its retry policy or freshness.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * Retry once for network and server trouble, never for a 4xx: a missing product or a rejected
 * query answers the same the second time, and retrying only delays the message.
 */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 1;
}

/** The app's client; tests pass `{ gcTime: Infinity }` and otherwise get what the app has. */
export function createQueryClient(queries: { gcTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryUnlessClientError, refetchOnWindowFocus: false, ...queries },
    },
  });
}
