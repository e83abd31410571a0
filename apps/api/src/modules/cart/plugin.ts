// The customer's cart and the reference photos attached to its lines.
import fp from 'fastify-plugin';
import { createGuestCarts, type GuestCarts } from './guest-cart';
import { createReferencePhotoService, type ReferencePhotoService } from './reference-photos';
import { registerCartRoutes } from './routes';
import { createCartService, type CartService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    cart: CartService;
    referencePhotos: ReferencePhotoService;
    guestCarts: GuestCarts;
  }
}

export const cartPlugin = fp(
  async (app) => {
    const referencePhotos = createReferencePhotoService({ storage: app.storage, redis: app.redis });
    app.decorate('referencePhotos', referencePhotos);
    app.decorate('cart', createCartService({ db: app.db, clock: app.clock, referencePhotos }));
    const guestCarts = createGuestCarts({ db: app.db, secret: app.config.jwtSecret, secureCookie: app.config.publicUrl.startsWith('https:') });
    app.decorate('guestCarts', guestCarts);
    // Whoever signs in takes the cart they filled as a guest with them.
    app.signInHooks.push((userId, request, reply) => guestCarts.mergeInto(userId, request, reply));
  },
  { name: 'cart', dependencies: ['infrastructure', 'auth'] },
);

export const cartRoutes = fp(
  async (app) => registerCartRoutes(app, { cart: app.cart, referencePhotos: app.referencePhotos, guards: app.guards, guestCarts: app.guestCarts }),
  {
    name: 'cart-routes',
    dependencies: ['cart', 'auth'],
  },
);
