// Refunds through the payment gateway, polled until the gateway settles them.
import fp from 'fastify-plugin';
import { createRefundService, type RefundService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    refunds: RefundService;
  }
}

export const refundsPlugin = fp(
  async (app) => {
    const { config } = app;
    app.decorate(
      'refunds',
      createRefundService({
        db: app.db,
        gateway: app.gateway,
        clock: app.clock,
        transitions: app.orderTransitions,
        jobs: app.jobs,
        mailer: app.mailer,
        publicUrl: config.publicUrl,
        pollSeconds: config.refundPollSeconds,
        log: app.log,
      }),
    );
  },
  { name: 'refunds', dependencies: ['infrastructure', 'orders'] },
);
