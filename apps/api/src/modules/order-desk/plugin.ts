// The staff's order desk: moving orders along, refunds, cash collected.
import fp from 'fastify-plugin';
import { registerOrderDeskRoutes } from './routes';
import { createOrderDesk, type OrderDesk } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    orderDesk: OrderDesk;
  }
}

export const orderDeskPlugin = fp(
  async (app) => {
    app.decorate(
      'orderDesk',
      createOrderDesk({
        db: app.db,
        clock: app.clock,
        transitions: app.orderTransitions,
        refunds: app.refunds,
        exceptions: app.orderExceptions,
        events: app.eventQuotes,
        eventDay: app.eventDay,
      }),
    );
  },
  { name: 'order-desk', dependencies: ['orders', 'refunds', 'order-exceptions', 'event-quotes'] },
);

export const orderDeskRoutes = fp(
  async (app) => registerOrderDeskRoutes(app, { desk: app.orderDesk, guards: app.guards, mailer: app.mailer, phone: app.phone }),
  { name: 'order-desk-routes', dependencies: ['order-desk', 'auth', 'phone'] },
);
