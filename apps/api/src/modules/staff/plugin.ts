// Staff invitations and their accounts.
import fp from 'fastify-plugin';
import { registerStaffRoutes } from './routes';
import { createStaffService } from './service';

export const staffRoutes = fp(
  async (app) => {
    const { config } = app;
    registerStaffRoutes(app, {
      staff: createStaffService({
        db: app.db,
        clock: app.clock,
        mailer: app.mailer,
        phone: app.phone,
        publicUrl: config.publicUrl,
        auth: app.auth,
        adminUsers: app.adminUsers,
        limits: config.authLimits,
        redis: app.redis,
        onSessionsEnded: app.sessionEndings.notify,
      }),
      guards: app.guards,
    });
  },
  { name: 'staff-routes', dependencies: ['infrastructure', 'phone', 'auth', 'admin-users'] },
);
