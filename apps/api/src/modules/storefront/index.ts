// The public face of the storefront module: what the app and other modules may use (its internals stay its own).
export { createStorefrontReader } from './reader';
export { storefrontPlugin } from './plugin';
