// Customers' own designs, drawn by the design image source and offered in the gallery.
import fp from 'fastify-plugin';
import { registerCustomDesignRoutes } from './routes';
import { createCustomDesignService, type CustomDesignService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    designs: CustomDesignService;
  }
}

export const customDesignsPlugin = fp(
  async (app) => {
    const { config } = app;
    app.decorate(
      'designs',
      createCustomDesignService({
        db: app.db,
        storage: app.storage,
        images: app.designImages,
        catalog: app.catalog,
        clock: app.clock,
        redis: app.redis,
        limits: config.customDesigns,
        exceptions: app.orderExceptions,
      }),
    );
  },
  { name: 'custom-designs', dependencies: ['infrastructure', 'catalog', 'order-exceptions'] },
);

export const customDesignsRoutes = fp(async (app) => registerCustomDesignRoutes(app, { designs: app.designs, guards: app.guards }), {
  name: 'custom-designs-routes',
  dependencies: ['custom-designs', 'auth'],
});
