// Mail in tests: a local SMTP sink (smtp-server) that keeps what it receives, and a reader of the
// outbox for when no SMTP server is configured.
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import { recipientsCopy } from '../platform/mail/mailer';
import { TEST_JWT_SECRET } from './test-secret';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** When it arrived (Date.now()), for the benchmarks' mail delays. */
  at: number;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** The first mail to `address`, waiting for it up to `timeoutMs`. */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * On a free port, or on `port` (to bring up a mail server the shop was told about earlier). With
 * `saveTo`, each mail is also written there as JSON ({ to, raw }), for another process to read.
 */
export async function startSmtpSink(port = 0, opts: { saveTo?: string } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Closing, it tells the clients still connected (a shop's pool of kept SMTP connections) that it
    // is going away, as a mail server shutting down does, instead of waiting 30 s for them to leave.
    closeTimeout: 200,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, at: Date.now() };
        received.push(mail);
        if (opts.saveTo) writeFileSync(path.join(opts.saveTo, `${Date.now()}-${received.length}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    async waitFor(address, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} reached the SMTP sink within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Outbox rows to `address`, newest first, their text as the recipient reads it: the sealed links
 * opened with the test apps' secret (what the mailer does when it sends).
 */
export async function mailsTo(db: DbOrTx, address: string) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return rows.map((row) => ({ ...row, ...recipientsCopy(row, TEST_JWT_SECRET) }));
}

/** The value of `token` in the first link to `path` in a mail's text, e.g. linkToken(text, '/reset-password'). */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/.]/g, '\\$&')}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail:\n${text}`);
  return decodeURIComponent(match[1]);
}

/** The body of a received single-part text mail, undoing quoted-printable when it was used. */
export function bodyOf(mail: ReceivedMail): string {
  const split = mail.raw.search(/\r?\n\r?\n/);
  const headers = mail.raw.slice(0, split);
  const body = mail.raw.slice(split).trim();
  // Mostly non-Latin text (a Hindi mail) is sent in base64.
  if (/^content-transfer-encoding:\s*base64/im.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) return body;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
