// The public face of the riders module: what the app and other modules may use (its internals stay its own).
export { createRiders } from './service';
export { registerRiderRoutes } from './routes';
export { ridersRoutes } from './plugin';
