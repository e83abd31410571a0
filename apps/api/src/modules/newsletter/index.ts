// The public face of the newsletter module: what the app and other modules may use (its internals stay its own).
export { createNewsletterService } from './service';
export { registerNewsletterRoutes } from './routes';
export { newsletterRoutes } from './plugin';
