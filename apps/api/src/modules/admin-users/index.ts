// The public face of the admin-users module: what the app and other modules may use (its internals stay its own).
export { createAdminUserService, type AdminUserService } from './service';
export { isPersonAccount } from './repo';
export { registerAdminUserRoutes } from './routes';
export { adminUsersPlugin, adminUsersRoutes } from './plugin';
