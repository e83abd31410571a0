// Keeps every instance's response cache in step: a catalogue write on one instance clears the
// cached answers on all of them, through a Redis channel. Entries also expire on their own, so a
// message lost while Redis was away heals within the cache's lifetime.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ResponseCache } from './response-cache';

const CHANNEL = 'phoolwari:catalog-changed';

export function syncCacheAcrossInstances(cache: ResponseCache, publisher: Redis, subscriber: Redis): void {
  const instance = randomBytes(8).toString('hex');
  cache.onClear(() => {
    publisher.publish(CHANNEL, instance).catch(() => undefined);
  });
  subscriber.subscribe(CHANNEL).catch(() => undefined);
  subscriber.on('message', (channel: string, from: string) => {
    if (channel === CHANNEL && from !== instance) cache.clearLocal();
  });
}
