// The shop's own Redis connections (rate limits, cache invalidation between instances). Commands
// fail fast while Redis is away, and give up after REDIS_COMMAND_TIMEOUT_MS when it is there but
// silent (a stopped process keeps its connections open), so requests never wait on it; callers
// fall back to local state. A subscriber is the exception: its SUBSCRIBE waits until Redis
// answers, then holds.
import { Redis } from 'ioredis';

/** Longer than any command of the shop takes on a healthy Redis, short enough not to be noticed. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export function createRedisClient(
  url: string,
  log: { warn(obj: object, msg: string): void; info(msg: string): void },
  name: string,
  { subscriber = false } = {},
): Redis {
  const client = new Redis(url, {
    connectionName: `phoolwari-${name}`,
    ...(subscriber ? { maxRetriesPerRequest: null } : { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS }),
  });
  let healthy = true;
  client.on('error', (error: Error) => {
    if (healthy) log.warn({ err: error.message, connection: name }, 'Redis unavailable: falling back to this instance alone');
    healthy = false;
  });
  client.on('ready', () => {
    if (!healthy) log.info(`Redis is back (${name})`);
    healthy = true;
  });
  return client;
}
