// Mail through a local SMTP sink (smtp-server) when SMTP_URL points at it, delivered by the
// background queue: kept when no server is configured, retried when the server is down (never
// failing the change that sent it), and after the last attempt shown to the admin, whose retry
// sends it once the server is back. A burst is sent in batches, each mail once, however many
// deliveries of it race.
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { bodyOf, startSmtpSink, type SmtpSink } from '../../test/mail';
import { freePort } from '../../test/private-redis';
import { until } from '../../test/until';

const opened: (TestApp | SmtpSink)[] = [];
afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close();
});

async function shop(env: Record<string, string>) {
  const t = await createTestApp({ JOB_WORKERS: 'true', ...env });
  opened.push(t);
  return t;
}

async function outboxRow(t: TestApp, id: string) {
  return (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
}

describe('mailer', { timeout: 60_000 }, () => {
  it('keeps mail in the outbox when no SMTP server is configured, with nothing queued to send', async () => {
    const t = await shop({});
    const mailer = t.app.shop.mailer;
    const id = await mailer.queue({ to: 'asha@example.in', subject: 'Order confirmed', text: 'Thank you' });
    expect(await outboxRow(t, id)).toMatchObject({ status: 'stored', to: 'asha@example.in', subject: 'Order confirmed' });
    expect(mailer.configured).toBe(false);
    expect((await t.app.shop.jobs.counts()).find((q) => q.name === 'mail-deliver')).toMatchObject({ waiting: 0, active: 0 });
  });

  it('delivers through SMTP to the sink, once, from the background queue', async () => {
    const sink = await startSmtpSink();
    opened.push(sink);
    const t = await shop({ SMTP_URL: sink.url });
    const link = 'https://shop.example/track?token=secret-one';
    const id = await t.app.shop.mailer.queue({
      to: 'meera@example.in',
      subject: 'Order PW1 is on its way',
      text: 'Tracking number: BLR-42. Follow it at {{trackLink}}',
      secrets: { trackLink: link },
    });
    // Until it is sent the link is sealed in the row.
    expect(JSON.stringify(await outboxRow(t, id))).not.toContain('secret-one');
    const mail = await sink.waitFor('meera@example.in', 10_000);
    expect(mail.raw).toContain('Subject: Order PW1 is on its way');
    expect(bodyOf(mail)).toContain(`Tracking number: BLR-42. Follow it at ${link}`);
    await until(async () => (await outboxRow(t, id)).status === 'sent', 'the outbox to say sent');
    // Sent: the sealed link is forgotten.
    expect(await outboxRow(t, id)).toMatchObject({ status: 'sent', attempts: 1, secrets: null });
    // Delivering it again (a job rerun after a crash) sends nothing more.
    await t.app.shop.mailer.deliver(id);
    expect(sink.received.filter((m) => m.to.includes('meera@example.in'))).toHaveLength(1);
  });

  it('sends a burst of mails each exactly once, in batches, and once when two deliveries of one race', async () => {
    const sink = await startSmtpSink();
    opened.push(sink);
    const t = await shop({ SMTP_URL: sink.url });
    const mailer = t.app.shop.mailer;
    const burst = 120;
    // Queued in one transaction, as a rush of confirmations lands: more than one batch's worth.
    const ids = await t.database.db.transaction(async (tx) => {
      const queued: string[] = [];
      for (let n = 0; n < burst; n++) queued.push(await mailer.queue({ to: `guest${n}@example.in`, subject: `Order PW${n} confirmed`, text: 'Thank you' }, tx));
      return queued;
    });
    await until(() => sink.received.length >= burst, 'the burst to reach the sink', 30_000);
    await until(
      async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'))).length >= burst,
      'every mail marked sent',
      10_000,
    );
    const recipients = sink.received.flatMap((m) => m.to).sort();
    expect(recipients).toEqual([...Array(burst).keys()].map((n) => `guest${n}@example.in`).sort());

    // A claim that outlived its instance: two deliveries of one queued mail at the same moment.
    const raced = await t.database.db.transaction((tx) => mailer.queue({ to: 'twice@example.in', subject: 'Raced', text: 'Once only' }, tx));
    await Promise.all([mailer.deliver(raced), mailer.deliver(raced), mailer.deliver(raced)]);
    await until(async () => (await outboxRow(t, raced)).status === 'sent', 'the raced mail to be sent');
    await new Promise((resolve) => setTimeout(resolve, 500)); // the queue's own delivery of it, too
    expect(sink.received.filter((m) => m.to.includes('twice@example.in'))).toHaveLength(1);
    expect(await outboxRow(t, raced)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(ids).toHaveLength(burst);
  });

  it('leaves a mail another delivery is sending to it, and sends one whose delivery died mid-send', async () => {
    const sink = await startSmtpSink();
    opened.push(sink);
    const t = await shop({ SMTP_URL: sink.url });
    const mailer = t.app.shop.mailer;
    // Claimed by a delivery on another instance as it is queued: the queue's own delivery, and any
    // other, must not send it while that claim is fresh.
    const id = await t.database.db.transaction(async (tx) => {
      const queued = await mailer.queue({ to: 'inflight@example.in', subject: 'In flight', text: 'Once only' }, tx);
      await tx.update(mailOutbox).set({ claimedAt: new Date(), attempts: 1 }).where(eq(mailOutbox.id, queued));
      return queued;
    });
    await until(async () => {
      const rows = await t.database.db.execute(sql`SELECT 1 FROM pgboss.job WHERE name = 'mail-deliver' AND state = 'completed'`);
      return (rows as unknown as { rows: unknown[] }).rows.length > 0;
    }, "the queue's delivery to run");
    await mailer.deliver(id);
    expect(sink.received.filter((m) => m.to.includes('inflight@example.in'))).toHaveLength(0);
    expect(await outboxRow(t, id)).toMatchObject({ status: 'pending', attempts: 1 });

    // That delivery's instance died mid-send: once its claim is older than the lease, the queue's
    // retry of the job sends the mail.
    await t.database.db
      .update(mailOutbox)
      .set({ claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(mailOutbox.id, id));
    await mailer.deliver(id);
    await sink.waitFor('inflight@example.in', 10_000);
    expect(await outboxRow(t, id)).toMatchObject({ status: 'sent', attempts: 2, claimedAt: null });
  });

  it('keeps a mail pending while the server is down, marks it failed after the last attempt, and the admin retry sends it', async () => {
    const port = await freePort();
    const t = await shop({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const mailer = t.app.shop.mailer;

    // The queue's first attempt, not its last, leaves the mail pending for the next try.
    const early = await t.database.db.transaction(async (tx) => mailer.queue({ to: 'ravi@example.in', subject: 'Delivered', text: 'Enjoy' }, tx));
    mailer.wake();
    await until(async () => (await outboxRow(t, early)).lastError !== null, 'the first attempt to fail');
    expect(await outboxRow(t, early)).toMatchObject({ status: 'pending', attempts: 1, claimedAt: null, lastError: expect.any(String) });

    // The queue's five retries (an hour and more), shortened to none here: the next failure is the
    // last. The queue schedules the next try (minutes away) just after the attempt ends: shortening
    // it before then would be overwritten.
    await until(async () => {
      const retrying = await t.database.db.execute(sql`SELECT 1 FROM pgboss.job WHERE name = 'mail-deliver' AND state = 'retry'`);
      return (retrying as unknown as { rows: unknown[] }).rows.length > 0;
    }, 'the queue to schedule the next try');
    await t.database.db.execute(sql`UPDATE pgboss.job SET retry_limit = 0, start_after = now() WHERE name = 'mail-deliver'`);
    await until(async () => (await outboxRow(t, early)).status === 'failed', 'the mail to fail for good');

    const admin = await loginAdmin(t);
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: bearer(admin) })).json();
    expect(jobs.workers).toBe(true);
    expect(jobs.queues).toEqual(
      expect.arrayContaining([{ name: 'mail-deliver', waiting: 0, active: 0, failed: 1 }, expect.objectContaining({ name: 'orders-expire-unpaid' })]),
    );
    expect(jobs.failed).toEqual([
      expect.objectContaining({ queue: 'mail-deliver', about: 'Mail: Delivered', error: expect.stringMatching(/ECONNREFUSED|connect/) }),
    ]);

    // Staff only; a bad id is a 400, an unknown one a 404.
    const { token } = await registerCustomer(t.app);
    const jobId = jobs.failed[0]._id as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: bearer(token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/jobs/mail-deliver/${jobId}/retry`, headers: bearer(token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/jobs/mail-deliver/not-a-job/retry', headers: bearer(admin) })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/jobs/mail-deliver/00000000-0000-4000-8000-000000000000/retry', headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);

    // The mail server is back; the retry sends it.
    const sink = await startSmtpSink(port);
    opened.push(sink);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/jobs/mail-deliver/${jobId}/retry`, headers: bearer(admin) })).statusCode).toBe(204);
    await sink.waitFor('ravi@example.in', 10_000);
    await until(async () => (await outboxRow(t, early)).status === 'sent', 'the retried mail to be sent');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: bearer(admin) })).json().failed).toEqual([]);
  });
});
