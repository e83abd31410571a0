// The public face of the seo module: what the app and other modules may use (its internals stay its own).
export { createSeoService } from './service';
export { registerSeoRoutes } from './routes';
export { createShareImages } from './share-images';
export { seoRoutes } from './plugin';
