// Checkout and payments; unpaid orders expire each minute, once across every instance.
import fp from 'fastify-plugin';
import { findUserById } from '../auth';
import { claimGuestOrders } from '../orders';
import { registerCheckoutRoutes } from './routes';
import type { PaymentCaptureHandler } from './deps';
import { createCheckoutService, type CheckoutService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
    /** Modules with gateway orders of their own add here how they record a capture the webhook reports. */
    paymentCaptureHandlers: PaymentCaptureHandler[];
  }
}

export const checkoutPlugin = fp(
  async (app) => {
    const { config } = app;
    const otherCaptures: PaymentCaptureHandler[] = [];
    app.decorate('paymentCaptureHandlers', otherCaptures);
    const checkout = createCheckoutService({
      otherCaptures,
      db: app.db,
      gateway: app.gateway,
      refunds: app.refunds,
      clock: app.clock,
      expiryMinutes: config.orderExpiryMinutes,
      transitions: app.orderTransitions,
      log: app.log,
      onStockChange: () => void app.responseCache.clear(),
      unpaidOrdersPerIp: config.unpaidOrdersPerIp,
      placedFrom: app.placedFrom,
    });
    app.decorate('checkout', checkout);
    // A code proves the number: the orders guests placed with it join the account signing in.
    app.phoneProvenHooks.push(async (userId, phone) => {
      const claimed = await app.db.transaction((tx) => claimGuestOrders(tx, userId, phone));
      if (claimed.length > 0) app.log.info({ userId, orders: claimed }, 'guest orders joined the account that proved their number');
    });
    app.jobs.define({
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
  },
  { name: 'checkout', dependencies: ['infrastructure', 'auth', 'orders', 'refunds'] },
);

export const checkoutRoutes = fp(
  async (app) =>
    registerCheckoutRoutes(app, {
      checkout: app.checkout,
      refunds: app.refunds,
      guards: app.guards,
      metrics: app.metrics,
      guestOf: async (request) => {
        const guestId = await app.guestCarts.guestOf(request);
        return guestId ? ((await findUserById(app.db, guestId)) ?? null) : null;
      },
    }),
  { name: 'checkout-routes', dependencies: ['checkout', 'auth', 'cart', 'metrics'] },
);
