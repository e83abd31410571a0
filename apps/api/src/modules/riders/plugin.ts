// Riders: their deliveries, proof of delivery and failed attempts.
import fp from 'fastify-plugin';
import { registerRiderRoutes } from './routes';
import { createRiders } from './service';

export const ridersRoutes = fp(
  async (app) => {
    await registerRiderRoutes(app, {
      riders: createRiders({
        db: app.db,
        clock: app.clock,
        transitions: app.orderTransitions,
        storage: app.storage,
        exceptions: app.orderExceptions,
        events: app.eventDay,
      }),
      desk: app.orderDesk,
      guards: app.guards,
    });
  },
  { name: 'riders-routes', dependencies: ['orders', 'order-desk', 'order-exceptions', 'event-quotes', 'auth'] },
);
