// The freshness promise: reports of delivered flowers, the desk's answers, and the ask for a review.
import fp from 'fastify-plugin';
import { registerFreshnessClaimRoutes } from './routes';
import { createFreshnessClaims, type FreshnessClaims } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    freshnessClaims: FreshnessClaims;
  }
}

export const freshnessClaimsPlugin = fp(
  async (app) => {
    app.decorate(
      'freshnessClaims',
      createFreshnessClaims({
        db: app.db,
        clock: app.clock,
        storage: app.storage,
        transitions: app.orderTransitions,
        refunds: app.refunds,
        mailer: app.mailer,
        phone: app.phone,
        jobs: app.jobs,
        publicUrl: app.config.publicUrl,
      }),
    );
  },
  { name: 'freshness-claims', dependencies: ['infrastructure', 'orders', 'refunds', 'phone'] },
);

export const freshnessClaimsRoutes = fp(async (app) => registerFreshnessClaimRoutes(app, { claims: app.freshnessClaims, guards: app.guards }), {
  name: 'freshness-claims-routes',
  dependencies: ['freshness-claims', 'auth'],
});
