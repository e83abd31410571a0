// The background queue on the shop's own database: three instances share it, each job runs once,
// failures retry with backoff and then wait for the admin, a dead instance's claim is taken over,
// and a job queued in a transaction exists only if the transaction commits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PgBoss from 'pg-boss';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createJobQueue, type JobDefinition, type JobQueue } from './job-queue';
import { until } from '../../test/until';

let database: TestDatabase;
const started: JobQueue[] = [];
const quiet = { error: () => undefined, warn: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const queue of started) await queue.stop();
  await database.dispose();
});

/** An instance of the shop's queue; `jobs` made per instance, as each process defines its own. */
async function instance(jobs: JobDefinition<never>[], opts: { workers?: boolean } = {}) {
  const queue = createJobQueue({ database, workers: opts.workers ?? true, pollSeconds: 0.5, maintenanceSeconds: 1, log: quiet });
  for (const job of jobs) queue.define(job);
  await queue.start();
  started.push(queue);
  return queue;
}

const defaults = { retries: 0, retryDelaySeconds: 1, timeoutSeconds: 30 };

describe('job queue', { timeout: 60_000 }, () => {
  it('runs each job once when three instances take work from one queue', async () => {
    const runs: { instance: number; n: number }[] = [];
    const queues = await Promise.all(
      [1, 2, 3].map((i) =>
        instance([{ ...defaults, name: 'test-once', describe: () => 'once', run: async ({ n }: { n: number }) => void runs.push({ instance: i, n }) }]),
      ),
    );
    const job = { ...defaults, name: 'test-once', describe: () => 'once', run: async () => undefined } as JobDefinition<{ n: number }>;
    for (let n = 0; n < 30; n++) await queues[n % 3]!.send(job, { n });
    await until(() => runs.length >= 30, '30 runs', 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a second run would show by now
    expect(runs.map((r) => r.n).sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
    const counts = await queues[0]!.counts();
    expect(counts.find((q) => q.name === 'test-once')).toEqual({ name: 'test-once', waiting: 0, active: 0, failed: 0 });
  });

  it('leaves a background job to its slower poll unless woken, while a job someone waits on is taken at the next poll', async () => {
    const ran: string[] = [];
    const prompt: JobDefinition<object> = { ...defaults, name: 'test-prompt', describe: () => 'prompt', run: async () => void ran.push('prompt') };
    const later: JobDefinition<object> = {
      ...defaults,
      name: 'test-background',
      describe: () => 'later',
      run: async () => void ran.push('background'),
      background: true,
    };
    const queue = await instance([prompt, later]);
    // Each worker asks once as it starts, without the start waiting for that ask: a job queued
    // before it is answered is taken by it. Two seconds leave those first asks long done even on
    // a loaded machine; what is queued after them waits for the worker's next ask.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await queue.send(later, {});
    await queue.send(prompt, {});
    await until(() => ran.includes('prompt'), 'the prompt job at its 0.5 s poll', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // three of the prompt job's polls
    expect(ran).toEqual(['prompt']);
    queue.wake(later as JobDefinition<never>);
    await until(() => ran.includes('background'), 'the woken background job', 10_000);
  });

  it('retries a failing job with growing waits, then shows it as failed until the admin retries it', async () => {
    const attempts: { at: number; number: number; last: boolean }[] = [];
    let mendedAfter = Infinity;
    const flaky: JobDefinition<{ to: string }> = {
      name: 'test-flaky',
      describe: ({ to }) => `Mail to ${to}`,
      run: async (_data, attempt) => {
        attempts.push({ at: Date.now(), ...attempt });
        if (attempts.length <= mendedAfter) throw new Error('SMTP server refused the connection');
      },
      retries: 2,
      retryDelaySeconds: 1,
      timeoutSeconds: 30,
    };
    const queue = await instance([flaky]);
    await queue.send(flaky, { to: 'asha@example.in' });
    await until(async () => (await queue.failed(10)).length === 1, 'the job to fail for good');
    expect(attempts.map((a) => [a.number, a.last])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // Backoff: at least the delay, then at least twice it.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(2000);

    const [failed] = await queue.failed(10);
    expect(failed).toMatchObject({ queue: 'test-flaky', about: 'Mail to asha@example.in', error: 'SMTP server refused the connection', attempts: 3 });
    expect((await queue.counts()).find((q) => q.name === 'test-flaky')).toMatchObject({ failed: 1, waiting: 0 });

    mendedAfter = attempts.length;
    expect(await queue.retry('test-flaky', failed!.id)).toBe(true);
    await until(() => attempts.length === 4, 'the retried run');
    // A new start, with its retries anew, not the last of the old attempts (whose backoff would hold it for minutes).
    expect(attempts[3]).toMatchObject({ number: 1, last: false });
    await until(async () => (await queue.failed(10)).length === 0, 'the retried job to complete');
    // Nothing failed to retry now.
    expect(await queue.retry('test-flaky', failed!.id)).toBe(false);
    expect(await queue.retry('no-such-queue', failed!.id)).toBe(false);
  });

  it('gives the job of an instance that died while holding it to another instance after its timeout', async () => {
    const done: string[] = [];
    const job: JobDefinition<{ order: string }> = {
      name: 'test-claimed',
      describe: () => 'claimed',
      run: async ({ order }) => void done.push(order),
      retries: 3,
      retryDelaySeconds: 1,
      timeoutSeconds: 2,
    };
    // Queue the job with no instance working, then claim it the way a worker does and never finish:
    // what an instance killed mid-job leaves behind.
    const sender = await instance([job], { workers: false });
    await sender.send(job, { order: 'PW-1' });
    const dying = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) }, supervise: false, schedule: false });
    await dying.start();
    const [claimed] = await dying.fetch('test-claimed');
    expect(claimed?.data).toEqual({ order: 'PW-1' });
    await dying.stop({ graceful: false, close: false });
    expect((await sender.counts()).find((q) => q.name === 'test-claimed')).toMatchObject({ active: 1 });

    // A live instance finds the expired claim and runs the job.
    await instance([job]);
    await until(() => done.length === 1, 'another instance to run the abandoned job', 15_000);
    expect(done).toEqual(['PW-1']);
  });

  it('queues a job inside a transaction only when the transaction commits', async () => {
    const ran: string[] = [];
    const job: JobDefinition<{ id: string }> = { ...defaults, name: 'test-in-tx', describe: () => 'tx', run: async ({ id }) => void ran.push(id) };
    const queue = await instance([job]);
    await database.db
      .transaction(async (tx) => {
        await queue.send(job, { id: 'rolled back' }, { tx });
        tx.rollback();
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await queue.send(job, { id: 'committed' }, { tx });
    });
    await until(() => ran.length >= 1, 'the committed job');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(ran).toEqual(['committed']);
  });
});
