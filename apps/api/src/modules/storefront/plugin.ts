// What the server renderer of the storefront reads.
import type { StorefrontReader } from '@phoolwari/contracts';
import fp from 'fastify-plugin';
import { createStorefrontReader } from './reader';

declare module 'fastify' {
  interface FastifyInstance {
    storefront: StorefrontReader;
  }
}

export const storefrontPlugin = fp(
  async (app) => {
    app.decorate(
      'storefront',
      createStorefrontReader({
        db: app.db,
        catalog: app.catalog,
        reviews: app.reviews,
        designs: app.designs,
        policies: app.shopPolicies,
        cache: app.responseCache,
      }),
    );
  },
  { name: 'storefront', dependencies: ['infrastructure', 'catalog', 'reviews', 'custom-designs', 'shop-settings'] },
);
