// GET /api/health: each dependency's state for load balancers and the admin Settings tab. 503 only
// when the database is down: that instance cannot serve; a down bucket affects every instance
// alike, so taking them all out of rotation would not help (the body says 'degraded').
// And for the admin, the background queue: how much waits, what failed, and a retry for it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthAnswerSchema, JobRetryParamsSchema, JobsAnswerSchema, NoContentSchema } from '@phoolwari/contracts';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { notFound } from '../../platform/errors';
import type { Guards } from '../auth';
import type { HealthService } from './service';

/** The failed jobs listed: the newest first; older ones stay in the queue's tables. */
const FAILED_SHOWN = 50;

export function registerHealthRoutes(
  app: FastifyInstance,
  { health, jobs, workers, guards }: { health: HealthService; jobs: JobQueue; workers: boolean; guards: Guards },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', { schema: { response: { 200: HealthAnswerSchema, 503: HealthAnswerSchema } } }, async (_request, reply) => {
    const report = await health.report();
    return reply
      .status(report.db === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });

  const admin = { onRequest: guards.requirePermission('jobs.manage') };
  r.get('/api/admin/jobs', { ...admin, schema: { response: { 200: JobsAnswerSchema } } }, async (_request, reply) => {
    const [queues, failed] = await Promise.all([jobs.counts(), jobs.failed(FAILED_SHOWN)]);
    reply.header('cache-control', 'no-store');
    return { workers, queues, failed: failed.map(({ id, failedAt, ...job }) => ({ _id: id, ...job, failedAt: failedAt.toISOString() })) };
  });
  r.post(
    '/api/admin/jobs/:queue/:jobId/retry',
    { ...admin, schema: { params: JobRetryParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      if (!(await jobs.retry(request.params.queue, request.params.jobId))) throw notFound('No failed job with that id: it may have been retried already');
      return reply.status(204).send(null);
    },
  );
}
