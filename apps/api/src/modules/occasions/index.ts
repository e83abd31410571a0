// The public face of the occasions module: what the app and other modules may use (its internals stay its own).
export { occasionsPlugin, occasionsRoutes } from './plugin';
