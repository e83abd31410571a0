// The catalogue; its changes empty the cache of serialised catalogue answers.
import fp from 'fastify-plugin';
import { registerCatalogRoutes } from './routes';
import { createCatalogService, type CatalogService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export const catalogPlugin = fp(
  async (app) => {
    app.decorate('catalog', createCatalogService(app.db, { onChange: () => app.responseCache.clear(), imageBase: app.storage.publicBaseUrl }));
  },
  { name: 'catalog', dependencies: ['infrastructure'] },
);

export const catalogRoutes = fp(async (app) => registerCatalogRoutes(app, { catalog: app.catalog, guards: app.guards, cache: app.responseCache }), {
  name: 'catalog-routes',
  dependencies: ['catalog', 'auth'],
});
