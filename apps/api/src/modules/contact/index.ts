// The public face of the contact module: what the app and other modules may use (its internals stay its own).
export { createContactService } from './service';
export { registerContactRoutes } from './routes';
export { contactRoutes } from './plugin';
