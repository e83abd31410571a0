// GET /api/health: each dependency's state for load balancers and the admin Settings tab. 503 only
// when the database is down: that instance cannot serve; a down bucket affects every instance
// alike, so taking them all out of rotation would not help (the body says 'degraded').
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthAnswerSchema } from '@phoolwari/contracts';
import type { HealthService } from './service';

export function registerHealthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', { schema: { response: { 200: HealthAnswerSchema, 503: HealthAnswerSchema } } }, async (_request, reply) => {
    const report = await health.report();
    return reply
      .status(report.db === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
