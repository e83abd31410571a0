// Event quotes: materials and recipes, quotes and their versions, the advance and the balance, and
// the daily job that reminds of a balance due (08:00 shop time; the send-once claim makes a rerun harmless).
import fp from 'fastify-plugin';
import { dailyAtShopTime } from '../../platform/clock';
import { createEventDay, type EventDay } from './event-day';
import { registerEventDayRoutes } from './event-day-routes';
import { createCustomerCancel } from './customer-cancel';
import { eventPaymentDocuments } from './gst-report';
import { registerEventMoneyRoutes } from './money-routes';
import { createPaymentDocuments } from './payment-documents';
import { registerEventQuoteRoutes } from './routes';
import { createEventQuoteService, type EventQuoteService } from './service';
import { eventPaymentCaptures } from './webhook';

declare module 'fastify' {
  interface FastifyInstance {
    eventQuotes: EventQuoteService;
    /** The event day: booked events on the bench, the job sheets and the riders' lists (decision 034). */
    eventDay: EventDay;
  }
}

export const eventQuotesPlugin = fp(
  async (app) => {
    const quotes = createEventQuoteService({
      db: app.db,
      mailer: app.mailer,
      phone: app.phone,
      gateway: app.gateway,
      clock: app.clock,
      publicUrl: app.config.publicUrl,
    });
    app.decorate('eventQuotes', quotes);
    app.decorate('eventDay', createEventDay({ db: app.db, clock: app.clock }));
    // Razorpay's webhook (checkout's address) records an event payment as the browser's verify does.
    app.paymentCaptureHandlers.push(eventPaymentCaptures(quotes));
    // The month's GST report lists the booking's invoices and credit notes with the orders' ones.
    app.gstReportSources.push(eventPaymentDocuments(app.db));
    app.jobs.define({
      name: 'event-quotes-remind-balance',
      describe: () => 'Remind customers of event balances due',
      run: async () => {
        const sent = await quotes.remindBalances();
        if (sent > 0) app.log.info(`Sent ${sent} event balance reminder${sent === 1 ? '' : 's'}`);
      },
      cron: dailyAtShopTime('08:00'),
      retries: 3,
      retryDelaySeconds: 300,
      timeoutSeconds: 900,
    });
  },
  { name: 'event-quotes', dependencies: ['infrastructure', 'phone', 'checkout', 'invoices'] },
);

export const eventQuotesRoutes = fp(
  async (app) => {
    registerEventQuoteRoutes(app, { quotes: app.eventQuotes, guards: app.guards });
    registerEventDayRoutes(app, { eventDay: app.eventDay, guards: app.guards });
    registerEventMoneyRoutes(app, {
      documents: createPaymentDocuments({ db: app.db }),
      customerCancel: createCustomerCancel({ db: app.db, quotes: app.eventQuotes }),
      guards: app.guards,
    });
  },
  {
    name: 'event-quotes-routes',
    dependencies: ['event-quotes', 'auth'],
  },
);
