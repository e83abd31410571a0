// Mail through a local SMTP sink (smtp-server) when SMTP_URL points at it; retries when the server
// is down, without ever failing the change that sent it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createMailer } from './mailer';

interface Received {
  to: string[];
  raw: string;
}

let database: TestDatabase;
let sink: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  port = (sink.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => sink.close(() => resolve()));
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
    const mailer = createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Phoolwari <orders@phoolwari.test>' });
    const id = await mailer.queue({ to: 'meera@example.in', subject: 'Order PW1 is on its way', text: 'Tracking number: BLR-42' });
    await mailer.deliverDue();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    const mail = received.find((m) => m.to.includes('meera@example.in'));
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
