// buildApp(config, database): the whole HTTP application, without listening. Plugins in layers:
// security and parsing first, then the capabilities' routes, then the web app and uploads.
import { createHmac, randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling, sendNoRoute } from './platform/errors';
import { createResponseCache } from './platform/response-cache';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerHttpCache } from './platform/http-cache';
import { logClientAbortsAtDebug } from './platform/client-aborts';
import { registerApiDocs } from './platform/api-docs';
import { refuseControlCharacters } from './platform/input-guard';
import { drainBeforeClosing } from './platform/graceful-drain';
import { forgetRequestKeys } from './platform/idempotency';
import { createGuards, registerAuthRoutes, createPasswordService, createAuthService, createTokenSigner } from './modules/auth';
import { registerCatalogRoutes, createCatalogService, type CatalogService } from './modules/catalog';
import { registerCartRoutes, createCartService, type CartService, createReferencePhotoService } from './modules/cart';
import { registerCheckoutRoutes, createCheckoutService, type CheckoutService } from './modules/checkout';
import { createRefundService, type RefundService } from './modules/refunds';
import { registerInvoiceRoutes, createInvoiceService, invoicing } from './modules/invoices';
import { registerDeliveryRoutes, createDeliveryAdmin } from './modules/delivery';
import { registerPromoRoutes, createPromoAdmin } from './modules/promos';
import { registerShopSettingsRoutes, readShopPolicies } from './modules/shop-settings';
import { systemClock, type Clock } from './platform/clock';
import type { PaymentGateway } from './platform/payments/gateway';
import { createRazorpayGateway } from './platform/payments/razorpay';
import { createSimulatedGateway } from './platform/payments/simulated';
import { registerHealthRoutes, createHealthService } from './modules/health';
import { registerBenchRoutes, createBench } from './modules/bench';
import { registerOrderDeskRoutes, createOrderDesk } from './modules/order-desk';
import { registerRiderRoutes, createRiders } from './modules/riders';
import { createOrderNotifier, findOrderOwner, createOrderTransitions } from './modules/orders';
import { registerTrackingRoutes, createTrackingService } from './modules/tracking';
import { createPhoneChannel, type PhoneChannel } from './platform/phone/phone-outbox';
import { createTwilioSender } from './platform/phone/twilio';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue';
import { registerMetrics } from './platform/metrics';
import { createRealtime, type EndedSessions, type Realtime } from './platform/realtime';
import { syncCacheAcrossInstances } from './platform/cache-sync';
import { createRedisClient } from './platform/redis';
import { registerAdminUserRoutes, createAdminUserService } from './modules/admin-users';
import { registerAuditRoutes } from './modules/audit';
import { registerStaffRoutes, createStaffService } from './modules/staff';
import { registerUploadRoutes, createUploadService } from './modules/uploads';
import { registerAddressRoutes, createAddressService } from './modules/addresses';
import { registerContactRoutes, createContactService } from './modules/contact';
import { registerNewsletterRoutes, createNewsletterService } from './modules/newsletter';
import { registerReviewRoutes, createReviewService } from './modules/reviews';
import { registerSeoRoutes, createSeoService, createShareImages } from './modules/seo';
import { createStorage } from './platform/storage/create-storage';
import { createDesignImageSource } from './platform/image-generation/designs';
import { registerCustomDesignRoutes, createCustomDesignService } from './modules/custom-designs';
import { createStorefrontReader } from './modules/storefront';
import { inlineScriptSources, serveWebApp } from './platform/web-app';
import type { ObjectStorage } from './platform/storage/storage';
import { can, type StorefrontReader } from '@phoolwari/contracts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Logging on or off; tests that read the log give its destination. */
  logger?: boolean | { destination: { write(line: string): void } };
  /** The time source; tests pass a controllable one. */
  clock?: Clock;
}

/** The capabilities' services, reachable from the app for the server's timers and for tests. */
export interface ShopServices {
  catalog: CatalogService;
  cart: CartService;
  checkout: CheckoutService;
  refunds: RefundService;
  storage: ObjectStorage;
  mailer: Mailer;
  phone: PhoneChannel;
  jobs: JobQueue;
  realtime: Realtime;
  /** What the server renderer of the storefront reads. */
  storefront: StorefrontReader;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopServices;
  }
}

function createGateway(config: Config): PaymentGateway {
  const p = config.payments;
  return p.provider === 'razorpay'
    ? createRazorpayGateway({ keyId: p.keyId, keySecret: p.keySecret, webhookSecret: p.webhookSecret, apiBaseUrl: p.apiBaseUrl })
    : createSimulatedGateway({ keySecret: p.keySecret, webhookSecret: p.webhookSecret });
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
  // First of the close steps: requests in flight finish before anything they use is closed.
  drainBeforeClosing(app, { timeoutMs: Math.floor(config.shutdownGraceMs / 2), log: app.log });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseControlCharacters(app);

  const storage = createStorage(config);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Images stored in a bucket are served from its own origin.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...publicOrigins(storage.publicBaseUrl)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Razorpay's checkout.js and its payment window, only when the shop takes real payments;
        // and the web build's own inline script (index.html), by its hash.
        scriptSrc: [
          "'self'",
          ...(config.serveWeb ? inlineScriptSources(config.webDistDir) : []),
          ...(config.payments.provider === 'razorpay' ? ['https://checkout.razorpay.com'] : []),
        ],
        frameSrc: config.payments.provider === 'razorpay' ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : ["'none'"],
        connectSrc: ["'self'", ...(config.payments.provider === 'razorpay' ? ['https://lumberjack.razorpay.com'] : [])],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Before compression: it hashes the text of public answers for their ETags.
  registerHttpCache(app, config.httpCache);
  // Text answers over 1 KB go out with brotli or gzip as the browser asks. The built web app's
  // files were compressed at build time and the cached catalogue keeps its compressed bytes; both
  // arrive here with a content-encoding already, which this leaves alone.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Closed unless CORS_ORIGINS lists the origins of a separately hosted front end: without the
  // plugin no answer carries CORS headers, so browsers keep other sites out (and no request pays
  // for a hook that would only say no).
  if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins, credentials: false });

  // Before the routes: the reference collects them as they are registered.
  await registerApiDocs(app);

  const db = database.db;
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
  // Sessions that end close their live-update sockets; the services that end them are made before
  // the socket server (which needs the auth service), so they reach it through this.
  let endLiveSessions: (ended: EndedSessions) => void = () => {};
  const onSessionsEnded = (ended: EndedSessions) => endLiveSessions(ended);
  const auth = createAuthService({
    db,
    signer: createTokenSigner(config.jwtSecret),
    tokenTtlHours: config.jwtTtlHours,
    limits: config.authLimits,
    redis,
    onSessionsEnded,
  });
  const guards = createGuards(auth);
  const catalog = createCatalogService(db, { onChange: () => cache.clear(), imageBase: storage.publicBaseUrl });

  const jobs = createJobQueue({ database, ...config.jobs, log: app.log });
  const mailer = createMailer({ db, jobs, smtpUrl: config.smtpUrl, from: config.mailFrom, secret: config.jwtSecret });
  // The realtime server reads tracking tokens and the tracking service publishes through it.
  const tracking = createTrackingService({
    db,
    publicUrl: config.publicUrl,
    publish: (orderId, view) => realtime.publishTrackingUpdate(orderId, view),
    onRevoked: (orderId) => realtime.endTracking(orderId),
  });
  const phoneConfig = config.phone;
  const phone = createPhoneChannel({
    db,
    jobs,
    sender: phoneConfig.provider === 'twilio' ? createTwilioSender(phoneConfig) : null,
    channel: phoneConfig.channel,
    trackingLinkOf: (orderId) => tracking.linkOfOrder(orderId),
    secret: config.jwtSecret,
  });
  const realtime = createRealtime({
    server: app.server,
    authenticate: async (token) => {
      const session = await auth.authenticate(token);
      return session ? { id: session.user.id, role: session.user.role, sessionId: session.sessionId } : null;
    },
    canWatchOrder: async (user, orderId) => can(user.role, 'orders.read') || (await findOrderOwner(db, orderId)) === user.id,
    resolveTrackingToken: (token) => tracking.orderIdOf(token),
    allowedOrigins: config.corsOrigins,
    redisUrl: config.redisUrl,
    log: app.log,
  });
  endLiveSessions = realtime.endSessions;
  // Once the requests in flight have finished (and sent their live updates), before the HTTP server
  // closes: open websockets would otherwise keep it waiting; browsers reconnect to another instance.
  app.addHook('preClose', async () => {
    realtime.close();
  });
  const passwords = createPasswordService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    clock,
    limits: config.authLimits,
    redis,
    onPasswordReset: auth.forgetSignInFailures,
    onSessionsEnded,
  });
  const notifier = createOrderNotifier({
    mailer,
    publish: realtime.publishOrderUpdate,
    publishTracking: tracking.publishOrder,
    phone,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const referencePhotos = createReferencePhotoService({ storage, redis });
  const cart = createCartService({ db, clock, referencePhotos });
  // Checkout takes stock and cancellations give it back: the catalogue's cached answers must show it.
  const transitions = createOrderTransitions({
    db,
    clock,
    notifier,
    invoicing,
    onStockChange: () => cache.clear(),
    cancellationWindowMinutes: config.cancellationWindowMinutes,
  });
  const gateway = createGateway(config);
  const refunds = createRefundService({
    db,
    gateway,
    clock,
    transitions,
    jobs,
    mailer,
    publicUrl: config.publicUrl,
    pollSeconds: config.refundPollSeconds,
    log: app.log,
  });
  const checkout = createCheckoutService({
    db,
    gateway,
    refunds,
    clock,
    expiryMinutes: config.orderExpiryMinutes,
    transitions,
    log: app.log,
    onStockChange: () => cache.clear(),
    unpaidOrdersPerIp: config.unpaidOrdersPerIp,
    placedFrom: (ip) => createHmac('sha256', config.jwtSecret).update(`placed-from:${ip}`).digest('hex').slice(0, 32),
  });
  jobs.define({
    name: 'orders-expire-unpaid',
    describe: () => 'Expire unpaid orders',
    run: async () => {
      const expired = await checkout.expirePendingOrders();
      if (expired > 0) app.log.info(`Expired ${expired} unpaid order${expired === 1 ? '' : 's'}`);
    },
    // Each minute, once across every instance; each order is locked and checked, so a rerun is harmless.
    cron: '* * * * *',
    retries: 2,
    retryDelaySeconds: 20,
    timeoutSeconds: 300,
  });
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
  const orderDesk = createOrderDesk({ db, clock, transitions, refunds });
  const designImages = createDesignImageSource(config.images, { clock, log: app.log });
  const designs = createCustomDesignService({ db, storage, images: designImages, catalog, clock, redis, limits: config.customDesigns });
  // Reviews change products' ratings, which the cached catalogue answers carry.
  const reviews = createReviewService({ db, clock, onCatalogChange: () => cache.clear() });
  const policies = () => readShopPolicies(db, { paymentProvider: config.payments.provider, cancellationWindowMinutes: config.cancellationWindowMinutes });
  const storefront = createStorefrontReader({ db, catalog, reviews, designs, policies });
  const metrics = registerMetrics(app, { database, jobs, sockets: () => realtime.io.engine.clientsCount, token: config.metricsToken });
  app.decorate('shop', { catalog, cart, checkout, refunds, storage, mailer, phone, realtime, storefront, jobs });

  registerHealthRoutes(app, {
    jobs,
    workers: config.jobs.workers,
    guards,
    health: createHealthService({
      database,
      payments: config.payments.provider,
      storage,
      probes: {
        // A connection can be open to a Redis that no longer answers: only a PING tells.
        ...(config.redisUrl ? { redis: async () => realtime.redisStatus() === 'up' && redis?.status === 'ready' && (await redis.ping()) === 'PONG' } : {}),
        ...(config.smtpUrl ? { mail: () => mailer.check() } : {}),
        // Never a paid call: the image service counts as down while its circuit is open.
        ...(config.images.generator === 'openai' ? { imageGenerator: async () => designImages.circuitState() !== 'open' } : {}),
      },
    }),
  });
  registerAuthRoutes(app, { auth, passwords, guards });
  registerAddressRoutes(app, { addresses: createAddressService({ db }), guards });
  registerCatalogRoutes(app, { catalog, guards, cache });
  registerShopSettingsRoutes(app, { db, guards, policies });
  registerDeliveryRoutes(app, { db, delivery: createDeliveryAdmin(db), guards, clock });
  registerPromoRoutes(app, { promos: createPromoAdmin(db), guards });
  await registerCartRoutes(app, { cart, referencePhotos, guards });
  registerCheckoutRoutes(app, { checkout, refunds, guards, metrics });
  registerInvoiceRoutes(app, { invoices: createInvoiceService({ db }), guards });
  registerOrderDeskRoutes(app, { desk: orderDesk, guards, mailer, phone });
  registerTrackingRoutes(app, { tracking, guards, redis });
  await registerBenchRoutes(app, { bench: createBench({ db, clock, transitions, mailer, storage, publicUrl: config.publicUrl }), guards });
  await registerRiderRoutes(app, { riders: createRiders({ db, clock, transitions, storage }), desk: orderDesk, guards });
  const adminUsers = createAdminUserService({ db, clock, onSessionsEnded });
  registerAdminUserRoutes(app, { adminUsers, guards });
  registerStaffRoutes(app, {
    staff: createStaffService({ db, clock, mailer, phone, publicUrl: config.publicUrl, auth, adminUsers, limits: config.authLimits, redis, onSessionsEnded }),
    guards,
  });
  registerAuditRoutes(app, { db, guards });
  registerCustomDesignRoutes(app, { designs, guards });
  registerContactRoutes(app, {
    contact: createContactService({ db, mailer, clock, notifyEmail: config.contactNotifyEmail, limits: config.contactLimits, redis, log: app.log }),
    guards,
  });
  registerNewsletterRoutes(app, {
    newsletter: createNewsletterService({ db, mailer, publicUrl: config.publicUrl, clock, limits: config.newsletterLimits, redis }),
    guards,
  });
  registerReviewRoutes(app, { reviews, guards });
  await registerUploadRoutes(app, { uploads: createUploadService({ storage }), guards });
  registerSeoRoutes(app, {
    seo: createSeoService({ db, publicUrl: config.publicUrl }),
    shareImages: createShareImages({ uploadsDir: config.uploadsDir, imageBase: storage.publicBaseUrl }),
    catalog,
    designs,
  });

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    // Stored names are random or content-addressed and never reused, so they can be cached for a year.
    immutable: true,
    maxAge: '365d',
  });
  const webApp =
    config.serveWeb &&
    (await serveWebApp(app, {
      distDir: config.webDistDir,
      serverDistDir: config.webServerDistDir,
      reader: storefront,
      publicUrl: config.publicUrl,
      httpCache: config.httpCache,
    }));
  if (!webApp) app.setNotFoundHandler(sendNoRoute);

  // Every kind of job is defined by now; the queue stops (letting running jobs finish) before the
  // database closes.
  await jobs.start();
  // Mail goes out from jobs: the mail server's connection closes after the last of them.
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
  });
  return app;
}

/** The origin of an absolute public base URL (a bucket), for the CSP; none for same-origin paths. */
function publicOrigins(baseUrl: string): string[] {
  return /^https?:\/\//.test(baseUrl) ? [new URL(baseUrl).origin] : [];
}
