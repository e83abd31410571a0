// The public face of the custom-designs module: what the app and other modules may use (its internals stay its own).
export { createCustomDesignService, type CustomDesignService } from './service';
export { inGallery } from './repo';
export { registerCustomDesignRoutes } from './routes';
export { customDesignsPlugin, customDesignsRoutes } from './plugin';
