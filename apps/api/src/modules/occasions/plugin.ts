// Occasion reminders: the customer's occasions, the shop's festival dates, and the daily job that
// reminds (07:30 shop time, once across every instance; the send-once claim makes a rerun harmless).
import fp from 'fastify-plugin';
import { dailyAtShopTime } from '../../platform/clock';
import { registerOccasionRoutes } from './routes';
import { createReminders, type Reminders } from './reminders';
import { createOccasionService, createStopTokens, type OccasionService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    occasions: OccasionService;
    occasionReminders: Reminders;
  }
}

export const occasionsPlugin = fp(
  async (app) => {
    const stopTokens = createStopTokens(app.config.jwtSecret);
    app.decorate('occasions', createOccasionService({ db: app.db, clock: app.clock, cart: app.cart, stopTokens }));
    const reminders = createReminders({ db: app.db, clock: app.clock, mailer: app.mailer, phone: app.phone, stopTokens, publicUrl: app.config.publicUrl });
    app.decorate('occasionReminders', reminders);
    app.jobs.define({
      name: 'occasions-remind',
      describe: () => 'Send the day’s occasion reminders',
      run: async () => {
        const sent = await reminders.sendDue();
        if (sent > 0) app.log.info(`Sent ${sent} occasion reminder${sent === 1 ? '' : 's'}`);
      },
      cron: dailyAtShopTime('07:30'),
      retries: 3,
      retryDelaySeconds: 300,
      timeoutSeconds: 900,
    });
  },
  { name: 'occasions', dependencies: ['infrastructure', 'auth', 'cart', 'phone'] },
);

export const occasionsRoutes = fp(async (app) => registerOccasionRoutes(app, { occasions: app.occasions, guards: app.guards }), {
  name: 'occasions-routes',
  dependencies: ['occasions', 'auth'],
});
