// Order exceptions: failed deliveries the customer answers, orders that left before they were ready.
import fp from 'fastify-plugin';
import { registerExceptionRoutes } from './routes';
import { createOrderExceptions, type OrderExceptions } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    orderExceptions: OrderExceptions;
  }
}

export const orderExceptionsPlugin = fp(
  async (app) => {
    app.decorate(
      'orderExceptions',
      createOrderExceptions({
        db: app.db,
        clock: app.clock,
        transitions: app.orderTransitions,
        refunds: app.refunds,
        mailer: app.mailer,
        phone: app.phone,
        publicUrl: app.config.publicUrl,
        publishNotice: (userId) => app.realtime.publishNotice(userId),
      }),
    );
  },
  { name: 'order-exceptions', dependencies: ['infrastructure', 'realtime', 'orders', 'refunds', 'phone'] },
);

export const orderExceptionsRoutes = fp(async (app) => registerExceptionRoutes(app, { exceptions: app.orderExceptions, guards: app.guards }), {
  name: 'order-exceptions-routes',
  dependencies: ['order-exceptions', 'auth'],
});
