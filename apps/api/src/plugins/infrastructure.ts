// The shared machinery modules use: the cache of catalogue answers (kept in step across instances
// through Redis), Redis itself, the job queue, mail, the payment gateway, design images, and the
// notice that sessions have ended (which the live-update server listens to).
import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { syncCacheAcrossInstances } from '../platform/cache-sync';
import { forgetRequestKeys } from '../platform/idempotency';
import { createDesignImageSource, type DesignImageSource } from '../platform/image-generation/designs';
import { createJobQueue, type JobQueue } from '../platform/jobs/job-queue';
import { createMailer, type Mailer } from '../platform/mail/mailer';
import type { PaymentGateway } from '../platform/payments/gateway';
import { createRazorpayGateway } from '../platform/payments/razorpay';
import { createSimulatedGateway } from '../platform/payments/simulated';
import type { EndedSessions } from '../platform/realtime';
import { createRedisClient } from '../platform/redis';
import { createResponseCache, type ResponseCache } from '../platform/response-cache';

/** Sessions that end close their live-update sockets; the services that end them come before the socket server. */
export interface SessionEndings {
  notify(ended: EndedSessions): void;
  listen(listener: (ended: EndedSessions) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
    redis: Redis | null;
    jobs: JobQueue;
    mailer: Mailer;
    gateway: PaymentGateway;
    designImages: DesignImageSource;
    sessionEndings: SessionEndings;
    /** A keyed hash of a customer's address, so unpaid orders can be counted per address without keeping it. */
    placedFrom: (ip: string) => string;
  }
}

function createGateway(config: Config): PaymentGateway {
  const p = config.payments;
  return p.provider === 'razorpay'
    ? createRazorpayGateway({ keyId: p.keyId, keySecret: p.keySecret, webhookSecret: p.webhookSecret, apiBaseUrl: p.apiBaseUrl })
    : createSimulatedGateway({ keySecret: p.keySecret, webhookSecret: p.webhookSecret });
}

export default fp(
  async (app) => {
    const { config, database, db, clock } = app;
    const cache = createResponseCache();
    const redis = config.redisUrl ? createRedisClient(config.redisUrl, app.log, 'commands') : null;
    if (config.redisUrl && redis) {
      const subscriber = createRedisClient(config.redisUrl, app.log, 'cache-sync', { subscriber: true });
      syncCacheAcrossInstances(cache, redis, subscriber);
      app.addHook('onClose', async () => {
        subscriber.disconnect();
        redis.disconnect();
      });
    }
    const listeners: ((ended: EndedSessions) => void)[] = [];
    app.decorate('sessionEndings', {
      notify: (ended) => listeners.forEach((listener) => listener(ended)),
      listen: (listener) => void listeners.push(listener),
    } satisfies SessionEndings);
    app.decorate('responseCache', cache);
    app.decorate('redis', redis);
    const jobs = createJobQueue({ database, ...config.jobs, log: app.log });
    app.decorate('jobs', jobs);
    app.decorate('mailer', createMailer({ db, jobs, smtpUrl: config.smtpUrl, from: config.mailFrom, secret: config.jwtSecret }));
    app.decorate('gateway', createGateway(config));
    app.decorate('designImages', createDesignImageSource(config.images, { clock, log: app.log }));
    app.decorate('placedFrom', (ip: string) => createHmac('sha256', config.jwtSecret).update(`placed-from:${ip}`).digest('hex').slice(0, 32));
    jobs.define({
      name: 'request-keys-forget',
      describe: () => 'Forget idempotency keys older than a day',
      run: async () => {
        await forgetRequestKeys(db, new Date(clock().getTime() - 24 * 3600_000));
      },
      cron: '17 * * * *',
      retries: 2,
      retryDelaySeconds: 60,
      timeoutSeconds: 300,
    });
  },
  { name: 'infrastructure', dependencies: ['core'] },
);
