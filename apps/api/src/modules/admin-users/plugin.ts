// The owner's management of staff accounts.
import fp from 'fastify-plugin';
import { registerAdminUserRoutes } from './routes';
import { createAdminUserService, type AdminUserService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    adminUsers: AdminUserService;
  }
}

export const adminUsersPlugin = fp(
  async (app) => {
    app.decorate('adminUsers', createAdminUserService({ db: app.db, clock: app.clock, onSessionsEnded: app.sessionEndings.notify }));
  },
  { name: 'admin-users', dependencies: ['infrastructure'] },
);

export const adminUsersRoutes = fp(async (app) => registerAdminUserRoutes(app, { adminUsers: app.adminUsers, guards: app.guards }), {
  name: 'admin-users-routes',
  dependencies: ['admin-users', 'auth'],
});
