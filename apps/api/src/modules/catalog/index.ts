// The public face of the catalog module: what the app and other modules may use (its internals stay its own).
export { availabilityOf, createCatalogService, hindi, type CatalogService } from './service';
export { findCategory, findProduct, findProductForCart, listOptions, returnStock, takeStock } from './repo';
export { registerCatalogRoutes } from './routes';
export { slugify } from './slugs';
export { catalogPlugin, catalogRoutes } from './plugin';
