// Keeps every instance's response cache in step: a catalogue write on one instance clears the
// cached answers on all of them, through a Redis channel. While this instance's subscription is
// down it cannot hear those clears, so its cache stops answering from memory until the
// subscription is back (then it starts empty). Entries also expire on their own, for a message lost
// while Redis was silent without dropping the connection.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ResponseCache } from './response-cache';

const CHANNEL = 'phoolwari:catalog-changed';

export function syncCacheAcrossInstances(cache: ResponseCache, publisher: Redis, subscriber: Redis): void {
  const instance = randomBytes(8).toString('hex');
  // Redis has passed the message on to every subscriber by the time PUBLISH is answered. With
  // Redis away the clear is not heard elsewhere, and those instances are out of step anyway.
  cache.onClear(() => publisher.publish(CHANNEL, instance).catch(() => undefined));
  subscriber.on('message', (channel: string, from: string) => {
    if (channel === CHANNEL && from !== instance) cache.clearLocal();
  });
  const subscribe = () => {
    subscriber.subscribe(CHANNEL).then(
      () => cache.setInStep(true),
      () => cache.setInStep(false),
    );
  };
  // Out of step from the moment the connection drops until SUBSCRIBE has been answered again.
  cache.setInStep(false);
  subscriber.on('close', () => cache.setInStep(false));
  subscriber.on('ready', subscribe);
  if (subscriber.status === 'ready') subscribe();
}
