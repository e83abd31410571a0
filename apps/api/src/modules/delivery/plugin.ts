// Delivery areas, slots and their capacity.
import fp from 'fastify-plugin';
import { registerDeliveryRoutes } from './routes';
import { createDeliveryAdmin } from './service';

export const deliveryRoutes = fp(
  async (app) => registerDeliveryRoutes(app, { db: app.db, delivery: createDeliveryAdmin(app.db), guards: app.guards, clock: app.clock }),
  { name: 'delivery-routes', dependencies: ['core', 'auth'] },
);
