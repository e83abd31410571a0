// Sitemap, robots and the images shared links show.
import fp from 'fastify-plugin';
import { registerSeoRoutes } from './routes';
import { createSeoService } from './service';
import { createShareImages } from './share-images';

export const seoRoutes = fp(
  async (app) => {
    const { config } = app;
    registerSeoRoutes(app, {
      seo: createSeoService({ db: app.db, publicUrl: config.publicUrl }),
      shareImages: createShareImages({ uploadsDir: config.uploadsDir, imageBase: app.storage.publicBaseUrl }),
      catalog: app.catalog,
      designs: app.designs,
    });
  },
  { name: 'seo-routes', dependencies: ['core', 'catalog', 'custom-designs'] },
);
