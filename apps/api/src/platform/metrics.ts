// What an operator watches, in Prometheus's format at GET /metrics (prom-client): requests by route
// and status with latency, checkouts and payments by outcome, the background queue's depth and
// failures, connected sockets and database connections in use, plus Node's own (memory, event loop).
// Guarded: with METRICS_TOKEN a bearer token is needed; without one only this machine may ask.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';
import type { JobQueue } from './jobs/job-queue';

export interface ShopMetrics {
  /** A checkout ended: an order created, refused (409/400 with a code) or failed. */
  checkout(outcome: string): void;
  /** A payment ended: verified, refused, or arrived after its order expired. */
  payment(outcome: string): void;
}

interface MetricsOptions {
  database: Database;
  jobs: JobQueue;
  sockets: () => number;
  token: string | undefined;
}

export function registerMetrics(app: FastifyInstance, { database, jobs, sockets, token }: MetricsOptions): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // From a cached catalogue answer (a millisecond) to a drawn design (tens of seconds).
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const checkouts = new Counter({ name: 'shop_checkouts_total', help: 'Checkouts by outcome', labelNames: ['outcome'] as const, registers: [registry] });
  const payments = new Counter({ name: 'shop_payments_total', help: 'Payments by outcome', labelNames: ['outcome'] as const, registers: [registry] });
  new Gauge({
    name: 'shop_jobs',
    help: 'Background jobs on the shared queue by kind and state (waiting, active, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of await jobs.counts()) {
        this.set({ queue: queue.name, state: 'waiting' }, queue.waiting);
        this.set({ queue: queue.name, state: 'active' }, queue.active);
        this.set({ queue: queue.name, state: 'failed' }, queue.failed);
      }
    },
  });
  new Gauge({
    name: 'shop_sockets_connected',
    help: 'Live-update sockets connected to this instance',
    registers: [registry],
    collect() {
      this.set(sockets());
    },
  });
  new Gauge({
    name: 'shop_db_pool_connections',
    help: "This instance's database connections by state (total, idle, waiting for one)",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw URL: one series per route, not per product id.
    requests.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request, token)) return reply.status(404).send({ message: 'No route for GET /metrics', code: 'NOT_FOUND', errors: [] });
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });

  return {
    checkout: (outcome) => checkouts.inc({ outcome }),
    payment: (outcome) => payments.inc({ outcome }),
  };
}

/** A matching bearer token; or, when none is configured, a request from this machine itself. */
function allowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
    const wanted = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  // The socket's own address, and no proxy in between: nginx on the same machine connects from
  // loopback too, on behalf of anyone (it says so in X-Forwarded-For).
  const address = request.raw.socket.remoteAddress ?? '';
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers['x-real-ip'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && (address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1');
}
