// Reviews change products' ratings, which the cached catalogue answers carry.
import fp from 'fastify-plugin';
import { registerReviewRoutes } from './routes';
import { createReviewService, type ReviewService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewService;
  }
}

export const reviewsPlugin = fp(
  async (app) => {
    app.decorate('reviews', createReviewService({ db: app.db, clock: app.clock, onCatalogChange: () => void app.responseCache.clear() }));
  },
  { name: 'reviews', dependencies: ['infrastructure'] },
);

export const reviewsRoutes = fp(async (app) => registerReviewRoutes(app, { reviews: app.reviews, guards: app.guards }), {
  name: 'reviews-routes',
  dependencies: ['reviews', 'auth'],
});
