// The public face of the shop-settings module: what the app and other modules may use (its internals stay its own).
export { freshnessPromise, readShopPolicies, readShopSettings } from './service';
export { registerShopSettingsRoutes } from './routes';
export { shopSettingsPlugin, shopSettingsRoutes } from './plugin';
