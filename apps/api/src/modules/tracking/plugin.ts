// Tracking links. The live-update server reads their tokens and this module pushes through it, so
// it reaches the server (registered after it) only when it publishes.
import fp from 'fastify-plugin';
import { registerTrackingRoutes } from './routes';
import { createTrackingService, type TrackingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    tracking: TrackingService;
  }
}

export const trackingPlugin = fp(
  async (app) => {
    app.decorate(
      'tracking',
      createTrackingService({
        db: app.db,
        publicUrl: app.config.publicUrl,
        publish: (orderId, view) => app.realtime.publishTrackingUpdate(orderId, view),
        onRevoked: (orderId) => app.realtime.endTracking(orderId),
      }),
    );
  },
  { name: 'tracking', dependencies: ['core'] },
);

export const trackingRoutes = fp(async (app) => registerTrackingRoutes(app, { tracking: app.tracking, guards: app.guards, redis: app.redis }), {
  name: 'tracking-routes',
  dependencies: ['tracking', 'auth', 'realtime'],
});
