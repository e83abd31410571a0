// Wedding and event enquiries: kept, acknowledged by mail and phone, read and called back by staff.
import fp from 'fastify-plugin';
import { registerEventEnquiryRoutes } from './routes';
import { createEventEnquiryService, type EventEnquiryService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    eventEnquiries: EventEnquiryService;
  }
}

export const eventEnquiriesPlugin = fp(
  async (app) => {
    app.decorate(
      'eventEnquiries',
      createEventEnquiryService({
        db: app.db,
        mailer: app.mailer,
        phone: app.phone,
        storage: app.storage,
        designs: app.designs,
        clock: app.clock,
        limits: app.config.eventEnquiryLimits,
        redis: app.redis,
      }),
    );
  },
  { name: 'event-enquiries', dependencies: ['infrastructure', 'phone', 'custom-designs'] },
);

export const eventEnquiriesRoutes = fp(async (app) => registerEventEnquiryRoutes(app, { events: app.eventEnquiries, guards: app.guards }), {
  name: 'event-enquiries-routes',
  dependencies: ['event-enquiries', 'auth'],
});
