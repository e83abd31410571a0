// Mail through a local SMTP sink (smtp-server) when SMTP_URL points at it; retries when the server
// is down, without ever failing the change that sent it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { startSmtpSink, type SmtpSink } from '../../test/mail';
import { createMailer } from './mailer';

let database: TestDatabase;
let sink: SmtpSink;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await database.dispose();
});

describe('mailer', () => {
  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'Phoolwari <orders@phoolwari.test>' });
    const id = await mailer.queue({ to: 'asha@example.in', subject: 'Order confirmed', text: 'Thank you' });
    expect(await mailer.deliverDue()).toBe(0);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'stored', to: 'asha@example.in', subject: 'Order confirmed' });
    expect(mailer.configured).toBe(false);
  });

  it('delivers through SMTP to the sink', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: sink.url, from: 'Phoolwari <orders@phoolwari.test>' });
    const id = await mailer.queue({ to: 'meera@example.in', subject: 'Order PW1 is on its way', text: 'Tracking number: BLR-42' });
    await mailer.deliverDue();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    const mail = sink.received.find((m) => m.to.includes('meera@example.in'));
    expect(mail?.raw).toContain('Subject: Order PW1 is on its way');
    expect(mail?.raw).toContain('Tracking number: BLR-42');
    mailer.close();
  });

  it('retries later when the SMTP server is down, and never throws to the caller', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: 'smtp://127.0.0.1:9', from: 'Phoolwari <orders@phoolwari.test>', log: { warn: () => undefined } });
    const id = await mailer.queue({ to: 'ravi@example.in', subject: 'Delivered', text: 'Enjoy' });
    const now = new Date();
    expect(await mailer.deliverDue(now)).toBe(0);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt!.getTime()).toBeGreaterThan(now.getTime());
    // Not due again until the backoff has passed.
    expect(await mailer.deliverDue(now)).toBe(0);
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!.attempts).toBe(1);
    mailer.close();
  });
});
