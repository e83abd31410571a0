// The public face of the tracking module: what the app and other modules may use (its internals stay its own).
export { createTrackingService } from './service';
export { registerTrackingRoutes } from './routes';
export { trackingPlugin, trackingRoutes } from './plugin';
