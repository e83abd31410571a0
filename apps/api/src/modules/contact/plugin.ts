// The contact form: messages kept and mailed to the shop.
import fp from 'fastify-plugin';
import { registerContactRoutes } from './routes';
import { createContactService } from './service';

export const contactRoutes = fp(
  async (app) => {
    const { config } = app;
    registerContactRoutes(app, {
      contact: createContactService({
        db: app.db,
        mailer: app.mailer,
        clock: app.clock,
        notifyEmail: config.contactNotifyEmail,
        limits: config.contactLimits,
        redis: app.redis,
        log: app.log,
      }),
      guards: app.guards,
    });
  },
  { name: 'contact-routes', dependencies: ['infrastructure', 'auth'] },
);
