// The shop's settings, and the policies the storefront shows.
import type { ShopPolicies } from '@phoolwari/contracts';
import fp from 'fastify-plugin';
import { registerShopSettingsRoutes } from './routes';
import { readShopPolicies } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    shopPolicies: () => Promise<ShopPolicies>;
  }
}

export const shopSettingsPlugin = fp(
  async (app) => {
    const { config } = app;
    app.decorate('shopPolicies', () =>
      readShopPolicies(app.db, { paymentProvider: config.payments.provider, cancellationWindowMinutes: config.cancellationWindowMinutes }),
    );
  },
  { name: 'shop-settings', dependencies: ['core'] },
);

export const shopSettingsRoutes = fp(
  async (app) =>
    registerShopSettingsRoutes(app, {
      db: app.db,
      guards: app.guards,
      policies: app.shopPolicies,
      clock: app.clock,
      // The renderer keeps the settings and policies with the catalogue's answers (storefront/reader.ts).
      onChange: () => app.responseCache.clear(),
    }),
  {
    name: 'shop-settings-routes',
    dependencies: ['shop-settings', 'infrastructure', 'auth'],
  },
);
