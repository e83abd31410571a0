// The shop's own Redis connections (rate limits, cache invalidation between instances). Commands
// fail fast while Redis is away, so requests never wait on it; callers fall back to local state.
// A subscriber is the exception: its SUBSCRIBE waits until Redis answers, then holds.
import { Redis } from 'ioredis';

export function createRedisClient(url: string, log: { warn(obj: object, msg: string): void; info(msg: string): void }, name: string, { subscriber = false } = {}): Redis {
  const client = new Redis(url, {
    connectionName: `phoolwari-${name}`,
    ...(subscriber ? { maxRetriesPerRequest: null } : { enableOfflineQueue: false, maxRetriesPerRequest: 1 }),
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
