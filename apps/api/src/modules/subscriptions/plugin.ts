// Subscriptions: plans, prepaid cycles, the day-before job that makes each delivery an order (14:00
// shop time, once across every instance; one order per subscription and day, so a rerun makes
// none), and the renewal reminder (09:00, sent once: its claim is written with the mail).
import fp from 'fastify-plugin';
import { dailyAtShopTime, shopDateTime } from '../../platform/clock';
import { registerSubscriptionRoutes } from './routes';
import { addDays } from './schedule';
import { createSubscriptionService, type SubscriptionService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    subscriptions: SubscriptionService;
  }
}

export const subscriptionsPlugin = fp(
  async (app) => {
    const subscriptions = createSubscriptionService({
      db: app.db,
      clock: app.clock,
      gateway: app.gateway,
      transitions: app.orderTransitions,
      refunds: app.refunds,
      mailer: app.mailer,
      phone: app.phone,
      // Delivery orders take stock: the catalogue's cached answers must show what is left.
      onStockChange: () => void app.responseCache.clear(),
      expiryMinutes: app.config.orderExpiryMinutes,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    app.decorate('subscriptions', subscriptions);
    app.jobs.define({
      name: 'subscriptions-place-tomorrow',
      describe: () => 'Make tomorrow’s subscription deliveries into orders',
      run: async () => {
        const tomorrow = addDays(shopDateTime(app.clock()).date, 1);
        const placed = await subscriptions.placeDeliveries(tomorrow);
        if (placed > 0) app.log.info(`Made ${placed} subscription deliver${placed === 1 ? 'y' : 'ies'} for ${tomorrow}`);
      },
      // 14:00 in the shop (SUBSCRIPTION_CUTOFF), the day before; each day's order is made once, so a rerun is harmless.
      cron: dailyAtShopTime('14:00'),
      retries: 3,
      retryDelaySeconds: 300,
      timeoutSeconds: 900,
    });
    app.jobs.define({
      name: 'subscriptions-remind-renewal',
      describe: () => 'Remind subscribers whose cycle ends soon',
      run: async () => {
        await subscriptions.sendRenewalReminders();
      },
      cron: dailyAtShopTime('09:00'),
      retries: 3,
      retryDelaySeconds: 300,
      timeoutSeconds: 900,
    });
  },
  { name: 'subscriptions', dependencies: ['infrastructure', 'auth', 'orders', 'refunds', 'phone'] },
);

export const subscriptionsRoutes = fp(
  async (app) => registerSubscriptionRoutes(app, { subscriptions: app.subscriptions, guards: app.guards, clock: app.clock }),
  { name: 'subscriptions-routes', dependencies: ['subscriptions', 'auth'] },
);
