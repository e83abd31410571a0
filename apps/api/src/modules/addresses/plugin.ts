// The customer's address book.
import fp from 'fastify-plugin';
import { registerAddressRoutes } from './routes';
import { createAddressService } from './service';

export const addressesRoutes = fp(async (app) => registerAddressRoutes(app, { addresses: createAddressService({ db: app.db }), guards: app.guards }), {
  name: 'addresses-routes',
  dependencies: ['core', 'auth'],
});
