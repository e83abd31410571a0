// The public face of the health module: what the app and other modules may use (its internals stay its own).
export { createHealthService } from './service';
export { registerHealthRoutes } from './routes';
export { healthRoutes } from './plugin';
