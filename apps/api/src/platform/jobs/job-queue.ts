// Background work on a queue kept in the shop's database (pg-boss): mail delivery, unpaid orders'
// expiry and every later job. A job is claimed by one instance at a time (FOR UPDATE SKIP LOCKED),
// retried with backoff when it fails, and given to another instance when the one holding it dies
// (its claim expires). Jobs can be queued inside the caller's transaction, so work promised by a
// committed change is never lost and work of a rolled-back one never runs. Workers take jobs in
// batches and, while batches come back full, ask again at once instead of after the poll
// interval: a festival evening's burst of confirmations drains at the mail server's pace.
import PgBoss from 'pg-boss';
import pLimit from 'p-limit';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** What a failed job was about, for the admin (no secrets, no personal data beyond an address). */
  describe(data: Data): string;
  /** Runs the job; throwing fails this attempt (retried until the last). */
  run(data: Data, attempt: { number: number; last: boolean }): Promise<void>;
  /** Attempts after the first. */
  retries: number;
  /** Seconds before the first retry; doubled for each next one. */
  retryDelaySeconds: number;
  /** A claim older than this is given up (its instance is taken to be dead) and the job retried. */
  timeoutSeconds: number;
  /**
   * Queued by the queue itself on this cron schedule (once per tick across every instance), read in
   * UTC: `dailyAtShopTime` (platform/clock) writes a time of the shop's day.
   */
  cron?: string;
  /** Jobs claimed at once by one worker (default 10) and how many of them run at the same time (default 5). */
  batchSize?: number;
  /**
   * Nobody waits on it: it runs on its cron schedule or later than it was queued (a refund's next
   * ask of the gateway). Its idle worker then asks every backgroundPollSeconds instead of every
   * pollSeconds (a job with a cron is one without saying so).
   */
  background?: boolean;
  concurrency?: number;
}

export interface QueueCounts {
  name: string;
  /** Waiting to run, retries included. */
  waiting: number;
  active: number;
  failed: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  about: string;
  error: string;
  attempts: number;
  failedAt: Date;
}

export interface JobQueue {
  /** Makes a kind of job known (before `start`); each capability defines its own. */
  define<Data extends object>(job: JobDefinition<Data>): JobDefinition<Data>;
  /** Queues a job; inside `tx` it exists only if that transaction commits. */
  send<Data extends object>(job: JobDefinition<Data>, data: Data, opts?: { tx?: DbOrTx; startAfter?: Date }): Promise<void>;
  /** Asks this instance's worker of `job` to look for work now rather than at its next poll (after a commit that queued some). */
  wake(job: JobDefinition<never>): void;
  /** Creates the queue's tables and queues; with workers, runs the defined jobs and schedules. */
  start(): Promise<void>;
  stop(): Promise<void>;
  counts(): Promise<QueueCounts[]>;
  failed(limit: number): Promise<FailedJob[]>;
  /** Puts a failed job back in line, to run at once with its retries anew; false when there is no such failed job. */
  retry(queue: string, id: string): Promise<boolean>;
}

export interface JobQueueOptions {
  database: Database;
  /** Off in tests that drive the services themselves, and in one-off commands. */
  workers: boolean;
  /** How often an idle worker of a job someone waits on asks for work. */
  pollSeconds?: number;
  /**
   * How often the idle worker of a background job (above) asks. Every ask is a query: with thirteen
   * kinds of job each asking every 2 s, an idle shop ran six a second, and on the embedded database
   * each one holds the one thread that also answers customers (an idle shop's thread was busy 25 ms
   * a second, 14 ms with background jobs asking every 30 s). A schedule's job is then at most this
   * late, which none of them minds.
   */
  backgroundPollSeconds?: number;
  /** How often expired claims are looked for. */
  maintenanceSeconds?: number;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** pg-boss's own schema in the shop's database. */
const SCHEMA = 'pgboss';

export function createJobQueue({ database, workers, pollSeconds = 2, backgroundPollSeconds = 30, maintenanceSeconds = 60, log }: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: SCHEMA,
    // Only instances that run workers look after the queue (expired claims, archiving, cron).
    supervise: workers,
    schedule: workers,
    maintenanceIntervalSeconds: maintenanceSeconds,
    cronMonitorIntervalSeconds: 30,
    // Finished jobs are kept a week for the admin to look back at, then removed.
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const byName = new Map<string, JobDefinition>();
  const workerIds = new Map<string, string>();

  /** Instances booting together race to create a queue (even deadlock on it): the losers find it made. */
  async function createOnce(name: string, options: Omit<PgBoss.Queue, 'name'>) {
    for (let attempt = 1; !(await boss.getQueue(name)); attempt++) {
      try {
        await boss.createQueue(name, { name, ...options });
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  return {
    define(job) {
      if (byName.has(job.name)) throw new Error(`The job ${job.name} is defined twice`);
      byName.set(job.name, job as unknown as JobDefinition);
      return job;
    },

    async send(job, data, opts = {}) {
      const connection = opts.tx ? { db: transactionDb(opts.tx) } : {};
      await boss.send(job.name, data, { ...connection, ...(opts.startAfter ? { startAfter: opts.startAfter } : {}) });
    },

    wake(job) {
      const workerId = workerIds.get(job.name);
      if (workerId) boss.notifyWorker(workerId);
    },

    async start() {
      await boss.start();
      for (const job of byName.values()) {
        const options = { retryLimit: job.retries, retryDelay: job.retryDelaySeconds, retryBackoff: true, expireInSeconds: job.timeoutSeconds };
        await createOnce(job.name, options);
        // Later boots bring an existing queue's retry settings up to date.
        await boss.updateQueue(job.name, { name: job.name, ...options });
      }
      if (!workers) return;
      for (const job of byName.values()) {
        const batchSize = job.batchSize ?? 10;
        const running = pLimit(job.concurrency ?? 5);
        const runOne = async (claimed: PgBoss.JobWithMetadata<unknown>) => {
          const attempt = { number: claimed.retryCount + 1, last: claimed.retryCount >= claimed.retryLimit };
          try {
            await job.run(claimed.data as never, attempt);
          } catch (error) {
            log.warn(
              { err: error, queue: job.name, attempt: attempt.number },
              attempt.last ? 'background job failed for good' : 'background job failed; it will be retried',
            );
            // Failed alone: the rest of its batch is completed when the handler returns (pg-boss
            // completes only the jobs still active), and this one retried with backoff.
            // Unrecorded when the instance is stopping and its database already closed (a job that
            // outran the stop's wait): pg-boss runs it again once its claim expires, so this must
            // not end the process with an unhandled rejection.
            await boss
              .fail(job.name, claimed.id, error instanceof Error ? error : { message: String(error) })
              .catch((failed: unknown) =>
                log.warn({ err: failed, queue: job.name }, 'background job failure not recorded; it runs again when its claim expires'),
              );
          }
        };
        const pollingIntervalSeconds = job.background || job.cron ? Math.max(pollSeconds, backgroundPollSeconds) : pollSeconds;
        const workerId: string = await boss.work(job.name, { pollingIntervalSeconds, batchSize, includeMetadata: true }, async (claimed) => {
          await Promise.all(claimed.map((one) => running(() => runOne(one))));
          // A full batch: more are likely waiting, so the worker asks again now, not after its interval.
          if (claimed.length >= batchSize) boss.notifyWorker(workerId);
        });
        workerIds.set(job.name, workerId);
        if (job.cron) await boss.schedule(job.name, job.cron);
      }
    },

    async stop() {
      // Lets running jobs finish (bounded), then stops polling; the database is closed by its owner.
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
    },

    async counts() {
      const { rows } = await database.executeSql(
        `SELECT name, state, count(*)::int AS n FROM ${SCHEMA}.job WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
      );
      const counted = new Map([...byName.keys()].map((name) => [name, { name, waiting: 0, active: 0, failed: 0 }]));
      for (const row of rows as { name: string; state: string; n: number }[]) {
        const queue = counted.get(row.name);
        if (!queue) continue;
        if (row.state === 'active') queue.active += row.n;
        else if (row.state === 'failed') queue.failed += row.n;
        else queue.waiting += row.n;
      }
      return [...counted.values()];
    },

    async failed(limit) {
      const { rows } = await database.executeSql(
        `SELECT id, name, data, output, retry_count, completed_on FROM ${SCHEMA}.job WHERE state = 'failed' ORDER BY completed_on DESC LIMIT $1`,
        [limit],
      );
      return (rows as { id: string; name: string; data: unknown; output: unknown; retry_count: number; completed_on: Date | string }[]).map((row) => ({
        id: row.id,
        queue: row.name,
        about: byName.get(row.name)?.describe(row.data as never) ?? row.name,
        error: errorMessage(row.output),
        attempts: row.retry_count + 1,
        failedAt: new Date(row.completed_on),
      }));
    },

    async retry(queue, id) {
      const job = byName.has(queue) ? await boss.getJobById(queue, id) : null;
      if (job?.state !== 'failed') return false;
      // Sent again as a new job rather than by pg-boss's retry(), which waits out the backoff the
      // failed attempts had reached (minutes, for a mail tried six times): staff who press Retry,
      // say after fixing the mail server, mean now. Its work (a mail, a message) is claimed when
      // done, so the job's running twice would not send twice.
      await boss.send(queue, job.data as object);
      await boss.deleteJob(queue, id);
      const workerId = workerIds.get(queue);
      if (workerId) boss.notifyWorker(workerId);
      return true;
    },
  };
}

/** What the job threw, as pg-boss keeps it (a serialized error, or a timeout's message). */
function errorMessage(output: unknown): string {
  const value = typeof output === 'object' && output !== null && 'value' in output ? output.value : output;
  const message = typeof value === 'object' && value !== null && 'message' in value ? value.message : value;
  return typeof message === 'string' && message ? message.slice(0, 300) : 'Failed without a message';
}

/** pg-boss's SQL run inside a drizzle transaction (either driver): `$n` placeholders become parameters. */
function transactionDb(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const result = await tx.execute(withParameters(text, values));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

function withParameters(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(asParameter(values[Number(part) - 1])))));
}

/** node-postgres would turn these itself; drizzle's parameters pass values through untouched. */
function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) return JSON.stringify(value);
  return value;
}
