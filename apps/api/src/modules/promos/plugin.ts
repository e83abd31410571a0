// Promo codes, as the staff manage them.
import fp from 'fastify-plugin';
import { registerPromoRoutes } from './routes';
import { createPromoAdmin } from './service';

export const promosRoutes = fp(async (app) => registerPromoRoutes(app, { promos: createPromoAdmin(app.db), guards: app.guards }), {
  name: 'promos-routes',
  dependencies: ['core', 'auth'],
});
