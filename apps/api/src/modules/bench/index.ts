// The public face of the bench module: what the app and other modules may use (its internals stay its own).
export { createBench } from './service';
export { registerBenchRoutes } from './routes';
export { benchRoutes } from './plugin';
