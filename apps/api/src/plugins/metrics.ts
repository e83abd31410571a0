// Prometheus metrics of requests, the job queue, the database pool and live-update sockets.
import fp from 'fastify-plugin';
import { registerMetrics, type ShopMetrics } from '../platform/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

export default fp(
  async (app) => {
    const { config, realtime } = app;
    app.decorate(
      'metrics',
      registerMetrics(app, { database: app.database, jobs: app.jobs, sockets: () => realtime.io.engine.clientsCount, token: config.metricsToken }),
    );
  },
  { name: 'metrics', dependencies: ['infrastructure', 'realtime'] },
);
