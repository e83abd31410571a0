// GET /api/health: is the process up and does the database answer. Used by load balancers and the
// admin Settings tab.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

export function registerHealthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/api/health', async (_request, reply) => {
    const db = await database.ping().catch(() => false);
    return reply.status(db ? 200 : 503).send({ status: db ? 'ok' : 'degraded', db: db ? database.kind : 'down' });
  });
}
