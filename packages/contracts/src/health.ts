// GET /api/health: each component's state, for the Settings tab and load balancers.
import { z } from 'zod';

// ---- Health: GET /api/health (public; 503 when the database is down) ----

/** `not_configured`: the feature is off or uses its embedded default that has nothing to check. */
export const ComponentStatusSchema = z.enum(['up', 'down', 'not_configured']);
export type ComponentStatus = z.infer<typeof ComponentStatusSchema>;

export const HealthAnswerSchema = z.object({
  /** 'ok' when every configured component is up, else 'degraded'. */
  status: z.enum(['ok', 'degraded']),
  db: ComponentStatusSchema,
  redis: ComponentStatusSchema,
  imageGenerator: ComponentStatusSchema,
  payments: ComponentStatusSchema,
  mail: ComponentStatusSchema,
  storage: ComponentStatusSchema,
  /** What is behind each component; names and public addresses only, never keys or passwords. */
  details: z.object({
    database: z.enum(['pglite', 'postgres']),
    paymentProvider: z.enum(['razorpay', 'simulated']),
    storageDriver: z.enum(['disk', 's3']),
    /** Where stored images are served from: '/uploads' on disk, the bucket's public base URL on S3. */
    storagePublicBaseUrl: z.string(),
  }),
});
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;

// ---- Background jobs (admin): GET /api/admin/jobs, POST /api/admin/jobs/:queue/:jobId/retry ----

export const JobQueueCountsSchema = z.object({
  name: z.string(),
  /** Waiting to run, retries included. */
  waiting: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
});

export const FailedJobSchema = z.object({
  _id: z.string(),
  queue: z.string(),
  /** What the job was about, e.g. 'Mail: Order PW-… is confirmed'. */
  about: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const JobsAnswerSchema = z.object({
  /** Whether this instance runs workers (a web-only instance still shows the shared queue). */
  workers: z.boolean(),
  queues: z.array(JobQueueCountsSchema),
  failed: z.array(FailedJobSchema),
});
export type JobsAnswer = z.infer<typeof JobsAnswerSchema>;

export const JobRetryParamsSchema = z.object({
  queue: z.string().regex(/^[a-z][a-z0-9-]{0,60}$/, 'Unknown queue'),
  jobId: z.uuid('Unknown job'),
});
