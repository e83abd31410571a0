// A small circuit breaker for an outside service. After `failureThreshold` failures in a row the
// circuit opens: calls fail at once for `coolDownMs` instead of each waiting out a timeout. Then
// one trial call is let through (half-open): success closes the circuit, failure opens it again.
import type { Clock } from '../clock';

export type CircuitState = 'closed' | 'open' | 'half_open';

export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError';
  constructor() {
    super('circuit open');
  }
}

export interface CircuitBreakerOptions {
  failureThreshold: number;
  coolDownMs: number;
  clock: Clock;
  /** Errors that say nothing about the service's health (e.g. a refused prompt) do not count. */
  isFailure?: (error: unknown) => boolean;
}

export function createCircuitBreaker({ failureThreshold, coolDownMs, clock, isFailure = () => true }: CircuitBreakerOptions) {
  let failures = 0;
  let openedAt: number | null = null;
  let trialRunning = false;

  const now = () => clock().getTime();
  function state(): CircuitState {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= coolDownMs ? 'half_open' : 'open';
  }

  return {
    state,
    async run<T>(work: () => Promise<T>): Promise<T> {
      const current = state();
      // While half-open only the one trial call goes through; the others still fail fast.
      if (current === 'open' || (current === 'half_open' && trialRunning)) throw new CircuitOpenError();
      const isTrial = current === 'half_open';
      if (isTrial) trialRunning = true;
      try {
        const result = await work();
        failures = 0;
        openedAt = null;
        return result;
      } catch (error) {
        if (isFailure(error)) {
          failures += 1;
          if (isTrial || failures >= failureThreshold) openedAt = now();
        } else if (isTrial) {
          // The service answered (it refused the prompt), so it is up.
          failures = 0;
          openedAt = null;
        }
        throw error;
      } finally {
        if (isTrial) trialRunning = false;
      }
    },
  };
}
export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;
