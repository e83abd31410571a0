// The public face of the staff module: what the app and other modules may use (its internals stay its own).
export { createStaffService } from './service';
export { registerStaffRoutes } from './routes';
export { staffRoutes } from './plugin';
