// buildApp(config, database): the whole HTTP application, without listening, composed of plugins
// (fastify-plugin, each named with the plugins it needs, which Fastify checks as they load): the
// platform first, then each module's services, then the modules' routes in the order the API
// reference lists them, then the web app; the job queue starts last.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { logClientAbortsAtDebug } from './platform/client-aborts';
import { systemClock, type Clock } from './platform/clock';
import core from './plugins/core';
import http from './plugins/http';
import infrastructure from './plugins/infrastructure';
import realtime from './plugins/realtime';
import phone from './plugins/phone';
import metrics from './plugins/metrics';
import shopServices from './plugins/shop-services';
import web from './plugins/web';
import backgroundWork from './plugins/background-work';
import { addressesRoutes } from './modules/addresses';
import { adminUsersPlugin, adminUsersRoutes } from './modules/admin-users';
import { auditRoutes } from './modules/audit';
import { authPlugin, authRoutes, phoneSignInPlugin } from './modules/auth';
import { benchRoutes } from './modules/bench';
import { cartPlugin, cartRoutes } from './modules/cart';
import { catalogPlugin, catalogRoutes } from './modules/catalog';
import { checkoutPlugin, checkoutRoutes } from './modules/checkout';
import { contactRoutes } from './modules/contact';
import { customDesignsPlugin, customDesignsRoutes } from './modules/custom-designs';
import { deliveryRoutes } from './modules/delivery';
import { eventEnquiriesPlugin, eventEnquiriesRoutes } from './modules/event-enquiries';
import { eventQuotesPlugin, eventQuotesRoutes } from './modules/event-quotes';
import { healthRoutes } from './modules/health';
import { invoicesPlugin, invoicesRoutes } from './modules/invoices';
import { newsletterRoutes } from './modules/newsletter';
import { occasionsPlugin, occasionsRoutes } from './modules/occasions';
import { subscriptionsPlugin, subscriptionsRoutes } from './modules/subscriptions';
import { orderDeskPlugin, orderDeskRoutes } from './modules/order-desk';
import { ordersPlugin } from './modules/orders';
import { promosRoutes } from './modules/promos';
import { refundsPlugin } from './modules/refunds';
import { freshnessClaimsPlugin, freshnessClaimsRoutes } from './modules/freshness-claims';
import { reviewsPlugin, reviewsRoutes } from './modules/reviews';
import { ridersRoutes } from './modules/riders';
import { orderExceptionsPlugin, orderExceptionsRoutes } from './modules/exceptions';
import { seoRoutes } from './modules/seo';
import { shopSettingsPlugin, shopSettingsRoutes } from './modules/shop-settings';
import { staffRoutes } from './modules/staff';
import { storefrontPlugin } from './modules/storefront';
import { trackingPlugin, trackingRoutes } from './modules/tracking';
import { uploadsRoutes } from './modules/uploads';

export type { ShopServices } from './plugins/shop-services';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Logging on or off; tests that read the log give its destination. */
  logger?: boolean | { destination: { write(line: string): void } };
  /** The time source; tests pass a controllable one. */
  clock?: Clock;
}

export async function buildApp({ config, database, logger = true, clock = systemClock }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // pino to standard output (or the test's destination).
    logger: logger
      ? { level: config.logLevel, ...(typeof logger === 'object' ? { stream: logger.destination } : {}), hooks: { logMethod: logClientAbortsAtDebug } }
      : false,
    bodyLimit: config.bodyLimit,
    // Slow clients (one byte every few seconds) are cut off with a 408 instead of holding a
    // connection: Fastify's default is no limit at all.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: Math.min(2_000, config.headersTimeoutMs) },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // One access line per request (below) instead of Fastify's two (arrival and completion).
    logController: new LogController({ disableRequestLogging: true }),
    // While the instance drains (graceful-drain.ts) a request on a connection still open is served,
    // not refused: a load balancer cannot tell a refused POST from a done one, so never retries it.
    return503OnClosing: false,
    // Unique across instances, so a customer's "request id" finds the one log line; behind a
    // trusted proxy its X-Request-Id is kept, tying the proxy's log to ours.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
  });

  // The platform: settings, database and storage; request handling; shared machinery.
  app.register(core, { config, database, clock });
  app.register(http);
  app.register(infrastructure);
  // The modules' services, each after those it needs.
  app.register(authPlugin);
  app.register(trackingPlugin);
  app.register(realtime);
  app.register(phone);
  app.register(phoneSignInPlugin);
  app.register(catalogPlugin);
  app.register(invoicesPlugin);
  app.register(ordersPlugin);
  app.register(cartPlugin);
  app.register(refundsPlugin);
  app.register(checkoutPlugin);
  app.register(orderExceptionsPlugin);
  app.register(customDesignsPlugin);
  app.register(eventEnquiriesPlugin);
  app.register(eventQuotesPlugin);
  app.register(orderDeskPlugin);
  app.register(freshnessClaimsPlugin);
  app.register(reviewsPlugin);
  app.register(occasionsPlugin);
  app.register(subscriptionsPlugin);
  app.register(shopSettingsPlugin);
  app.register(storefrontPlugin);
  app.register(adminUsersPlugin);
  app.register(metrics);
  app.register(shopServices);
  // The routes, in the order the API reference lists them.
  app.register(healthRoutes);
  app.register(authRoutes);
  app.register(addressesRoutes);
  app.register(catalogRoutes);
  app.register(shopSettingsRoutes);
  app.register(deliveryRoutes);
  app.register(promosRoutes);
  app.register(cartRoutes);
  app.register(checkoutRoutes);
  app.register(invoicesRoutes);
  app.register(orderDeskRoutes);
  app.register(freshnessClaimsRoutes);
  app.register(trackingRoutes);
  app.register(benchRoutes);
  app.register(ridersRoutes);
  app.register(orderExceptionsRoutes);
  app.register(adminUsersRoutes);
  app.register(staffRoutes);
  app.register(auditRoutes);
  app.register(customDesignsRoutes);
  app.register(contactRoutes);
  app.register(eventEnquiriesRoutes);
  app.register(eventQuotesRoutes);
  app.register(newsletterRoutes);
  app.register(occasionsRoutes);
  app.register(subscriptionsRoutes);
  app.register(reviewsRoutes);
  app.register(uploadsRoutes);
  app.register(seoRoutes);
  // Uploads and the web app after every API route; then the job queue starts.
  app.register(web);
  app.register(backgroundWork);
  await app.after();
  return app;
}
