// Live updates over websockets: who may watch what is the auth, orders and tracking modules' word.
import { can } from '@phoolwari/contracts';
import fp from 'fastify-plugin';
import { findOrderOwner } from '../modules/orders';
import { createRealtime, type Realtime } from '../platform/realtime';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export default fp(
  async (app) => {
    const { config, db, auth, tracking } = app;
    const realtime = createRealtime({
      server: app.server,
      authenticate: async (token) => {
        const session = await auth.authenticate(token);
        return session ? { id: session.user.id, role: session.user.role, sessionId: session.sessionId } : null;
      },
      canWatchOrder: async (user, orderId) => can(user.role, 'orders.read') || (await findOrderOwner(db, orderId)) === user.id,
      resolveTrackingToken: (token) => tracking.orderIdOf(token),
      allowedOrigins: config.corsOrigins,
      redisUrl: config.redisUrl,
      log: app.log,
    });
    app.sessionEndings.listen(realtime.endSessions);
    app.decorate('realtime', realtime);
    // Once the requests in flight have finished (and sent their live updates), before the HTTP server
    // closes: open websockets would otherwise keep it waiting; browsers reconnect to another instance.
    app.addHook('preClose', async () => {
      realtime.close();
    });
  },
  { name: 'realtime', dependencies: ['infrastructure', 'auth', 'tracking'] },
);
