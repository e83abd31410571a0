// Liveness and readiness, with a probe for each service the shop is set up to use.
import fp from 'fastify-plugin';
import { registerHealthRoutes } from './routes';
import { createHealthService } from './service';

export const healthRoutes = fp(
  async (app) => {
    const { config, redis, realtime, mailer, designImages } = app;
    registerHealthRoutes(app, {
      jobs: app.jobs,
      workers: config.jobs.workers,
      guards: app.guards,
      health: createHealthService({
        database: app.database,
        payments: config.payments.provider,
        storage: app.storage,
        probes: {
          // A connection can be open to a Redis that no longer answers: only a PING tells.
          ...(config.redisUrl ? { redis: async () => realtime.redisStatus() === 'up' && redis?.status === 'ready' && (await redis.ping()) === 'PONG' } : {}),
          ...(config.smtpUrl ? { mail: () => mailer.check() } : {}),
          // Never a paid call: the image service counts as down while its circuit is open.
          ...(config.images.generator === 'openai' ? { imageGenerator: async () => designImages.circuitState() !== 'open' } : {}),
        },
      }),
    });
  },
  { name: 'health-routes', dependencies: ['infrastructure', 'realtime', 'auth'] },
);
