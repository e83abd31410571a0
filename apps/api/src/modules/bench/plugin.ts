// The florists' bench: orders to prepare, and the photo of each bouquet made.
import fp from 'fastify-plugin';
import { registerBenchRoutes } from './routes';
import { createBench } from './service';

export const benchRoutes = fp(
  async (app) => {
    const { db, clock, mailer, storage, config } = app;
    await registerBenchRoutes(app, {
      bench: createBench({
        db,
        clock,
        transitions: app.orderTransitions,
        mailer,
        storage,
        publicUrl: config.publicUrl,
        exceptions: app.orderExceptions,
        events: app.eventDay,
      }),
      guards: app.guards,
    });
  },
  { name: 'bench-routes', dependencies: ['infrastructure', 'orders', 'order-exceptions', 'event-quotes', 'auth'] },
);
