// The public face of the reviews module: what the app and other modules may use (its internals stay its own).
export { createReviewService, type ReviewService } from './service';
export { refreshProductRatings } from './repo';
export { registerReviewRoutes } from './routes';
export { reviewsPlugin, reviewsRoutes } from './plugin';
