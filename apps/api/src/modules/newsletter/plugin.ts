// Newsletter sign-ups, confirmed by mail.
import fp from 'fastify-plugin';
import { registerNewsletterRoutes } from './routes';
import { createNewsletterService } from './service';

export const newsletterRoutes = fp(
  async (app) => {
    const { config } = app;
    registerNewsletterRoutes(app, {
      newsletter: createNewsletterService({
        db: app.db,
        mailer: app.mailer,
        publicUrl: config.publicUrl,
        clock: app.clock,
        limits: config.newsletterLimits,
        redis: app.redis,
      }),
      guards: app.guards,
    });
  },
  { name: 'newsletter-routes', dependencies: ['infrastructure', 'auth'] },
);
