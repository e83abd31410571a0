// The customer's cart and the reference photos attached to its lines.
import fp from 'fastify-plugin';
import { createReferencePhotoService, type ReferencePhotoService } from './reference-photos';
import { registerCartRoutes } from './routes';
import { createCartService, type CartService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    cart: CartService;
    referencePhotos: ReferencePhotoService;
  }
}

export const cartPlugin = fp(
  async (app) => {
    const referencePhotos = createReferencePhotoService({ storage: app.storage, redis: app.redis });
    app.decorate('referencePhotos', referencePhotos);
    app.decorate('cart', createCartService({ db: app.db, clock: app.clock, referencePhotos }));
  },
  { name: 'cart', dependencies: ['infrastructure'] },
);

export const cartRoutes = fp(async (app) => registerCartRoutes(app, { cart: app.cart, referencePhotos: app.referencePhotos, guards: app.guards }), {
  name: 'cart-routes',
  dependencies: ['cart', 'auth'],
});
