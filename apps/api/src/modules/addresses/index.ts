// The public face of the addresses module: what the app and other modules may use (its internals stay its own).
export { createAddressService } from './service';
export { registerAddressRoutes } from './routes';
export { addressesRoutes } from './plugin';
