// Orders move through their transitions, which tell the customer (mail, phone, live updates) and
// issue the invoices of what they confirm; checkout, payments, the desk and riders move them.
import fp from 'fastify-plugin';
import { createOrderNotifier } from './notifications';
import { createOrderTransitions, type OrderTransitions } from './transitions';

declare module 'fastify' {
  interface FastifyInstance {
    orderTransitions: OrderTransitions;
  }
}

export const ordersPlugin = fp(
  async (app) => {
    const { config, realtime, tracking } = app;
    const notifier = createOrderNotifier({
      mailer: app.mailer,
      publish: realtime.publishOrderUpdate,
      publishTracking: tracking.publishOrder,
      phone: app.phone,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    app.decorate(
      'orderTransitions',
      createOrderTransitions({
        db: app.db,
        clock: app.clock,
        notifier,
        invoicing: app.invoicing,
        // Checkout takes stock and cancellations give it back: the catalogue's cached answers must show it.
        onStockChange: () => void app.responseCache.clear(),
        cancellationWindowMinutes: config.cancellationWindowMinutes,
      }),
    );
  },
  { name: 'orders', dependencies: ['infrastructure', 'realtime', 'tracking', 'phone', 'invoices'] },
);
