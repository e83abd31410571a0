// Counting attempts per key (an IP, an e-mail) in a time window. In-process memory by default;
// the limiter store is the one place to swap for Redis so several instances share the counts.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';
import { wording, type Wording } from './i18n/translator';
import * as messages from './messages';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** Counts in Redis when given a client (shared by every instance), else in this process. */
export function createLimiter(opts: LimiterOptions, redis?: Redis | null): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.durationSeconds });
  if (!redis) return memory;
  // While Redis is away each instance counts on its own (the insurance limiter) instead of failing logins.
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `phoolwari:${opts.keyPrefix}`,
    points: opts.points,
    duration: opts.durationSeconds,
    insuranceLimiter: memory,
  });
}

/** Whole minutes until the window lets a key try again (at least one). */
const minutesToWait = (res: RateLimiterRes): number => Math.max(1, Math.ceil(res.msBeforeNext / 60_000));

const waitMessage = (res: RateLimiterRes) => wording(messages, 'tryAgainIn', { minutes: minutesToWait(res) });

/**
 * Counts one attempt for `key`; throws a 429 AppError when the window's budget is spent, with
 * `message` given the minutes until the next try.
 */
export async function consumeAttempt(limiter: RateLimiterAbstract, key: string, message?: (minutes: number) => string | Wording): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(message ? message(minutesToWait(error)) : waitMessage(error));
    throw error;
  }
}

/** Throws a 429 when `key` has already spent its budget, without counting this call. */
export async function assertNotLimited(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.consumedPoints >= limiter.points) throw tooManyRequests(waitMessage(res));
}

/** Counts one attempt for `key` and says whether it was within budget, for limits that fail quietly. */
export async function tryConsumeAttempt(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
