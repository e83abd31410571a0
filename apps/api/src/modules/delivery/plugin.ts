// Delivery areas, slots and their capacity.
import fp from 'fastify-plugin';
import { registerDeliveryRoutes } from './routes';
import { createDeliveryAdmin } from './service';

export const deliveryRoutes = fp(
  async (app) =>
    registerDeliveryRoutes(app, {
      db: app.db,
      // The storefront's policies, kept with the catalogue's answers, name the zones the areas reach.
      delivery: createDeliveryAdmin(app.db, { onAreasChange: () => void app.responseCache.clear() }),
      guards: app.guards,
      clock: app.clock,
    }),
  { name: 'delivery-routes', dependencies: ['core', 'infrastructure', 'auth'] },
);
