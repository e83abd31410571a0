// E-mail: every message is written to the outbox first (so nothing is lost and admins can read it),
// then delivered over SMTP when SMTP_URL is set, by a job on the background queue queued in the
// same transaction: a mail server outage never fails an order change, each message is sent by one
// instance, and a failed one is retried with backoff and then shown to the admin.
import { desc, eq, inArray } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { mailOutbox } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { createSecretBox, type SecretBox } from './secret-box';

export interface MailMessage {
  to: string;
  subject: string;
  /** May hold `{{name}}` for each of `secrets`: filled in only when the mail is sent. */
  text: string;
  html?: string;
  relatedOrderId?: string;
  /**
   * Links that open an account or change a subscription (password reset, newsletter confirm and
   * unsubscribe). The outbox keeps them sealed, shows staff a placeholder, and forgets them once
   * the mail is sent: staff reading the outbox cannot take over a customer's account.
   */
  secrets?: Record<string, string>;
}

/** What staff read in the outbox where a secret link goes. */
export const HIDDEN_LINK = '[private link: only the recipient gets it]';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface Mailer {
  readonly configured: boolean;
  /** Queues a message (inside the caller's transaction when given one). */
  queue(message: MailMessage, tx?: DbOrTx): Promise<string>;
  /** Sends one queued message (the delivery job's work); throws when the SMTP server refuses it. */
  deliver(outboxId: string, attempt?: { number: number; last: boolean }): Promise<void>;
  /** The outbox as staff read it: secret links replaced by a placeholder. */
  list(opts: { limit: number; status?: OutboxRow['status'] }): Promise<OutboxRow[]>;
  /** Whether the SMTP server answers (false when none is configured). */
  check(): Promise<boolean>;
  close(): void;
}

interface MailerOptions {
  db: Db;
  jobs: Pick<JobQueue, 'define' | 'send'>;
  smtpUrl: string | undefined;
  from: string;
  /** The server's secret, from which the key sealing links in queued mail is derived. */
  secret: string;
}

/** `{{name}}` in a mail's text, replaced by `fill(name)` (unknown names are left alone). */
function fillSecrets(text: string, fill: (name: string) => string | undefined): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => fill(name) ?? whole);
}

const outboxBox = (secret: string): SecretBox => createSecretBox(secret, 'phoolwari mail outbox secrets');

/** A queued mail's text and html as the recipient reads them: its sealed links opened and filled in. */
export function recipientsCopy(row: Pick<OutboxRow, 'text' | 'html' | 'secrets'>, secret: string): { text: string; html: string | null } {
  const secrets = row.secrets ? (JSON.parse(outboxBox(secret).open(row.secrets)) as Record<string, string>) : {};
  const filled = (text: string) => fillSecrets(text, (name) => secrets[name]);
  return { text: filled(row.text), html: row.html && filled(row.html) };
}

export function createMailer({ db, jobs, smtpUrl, from, secret }: MailerOptions): Mailer {
  const box = outboxBox(secret);
  // A stalled mail server must not hold a job past its claim (then a second instance would send it too).
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl, { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 }) : null;

  async function deliver(outboxId: string, attempt = { number: 1, last: true }): Promise<void> {
    if (!transport) return;
    const row = await db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, outboxId) });
    // Sent already (a retry after a crash between sending and finishing the job), or never to send.
    if (!row || row.status === 'sent' || row.status === 'stored') return;
    const copy = recipientsCopy(row, secret);
    try {
      await transport.sendMail({ from, to: row.to, subject: row.subject, text: copy.text, ...(copy.html ? { html: copy.html } : {}) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ attempts: row.attempts + 1, lastError: message.slice(0, 500), status: attempt.last ? 'failed' : 'pending' })
        .where(eq(mailOutbox.id, row.id));
      throw error;
    }
    // Sent: the sealed links are needed no more.
    await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null, secrets: null }).where(eq(mailOutbox.id, row.id));
  }

  const delivery = jobs.define<{ outboxId: string; subject: string }>({
    name: 'mail-deliver',
    describe: ({ subject }) => `Mail: ${subject}`,
    run: ({ outboxId }, attempt) => deliver(outboxId, attempt),
    // 1, 2, 4, 8, 16 minutes apart: about half an hour of a mail server's outage is ridden out.
    retries: 5,
    retryDelaySeconds: 60,
    timeoutSeconds: 180,
  });

  async function queue(message: MailMessage, tx: DbOrTx): Promise<string> {
    const id = newId();
    await tx.insert(mailOutbox).values({
      id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      relatedOrderId: message.relatedOrderId ?? null,
      secrets: message.secrets ? box.seal(JSON.stringify(message.secrets)) : null,
      status: transport ? 'pending' : 'stored',
    });
    if (transport) await jobs.send(delivery, { outboxId: id, subject: message.subject }, { tx });
    return id;
  }

  return {
    configured: transport !== null,
    queue: (message, tx) => (tx ? queue(message, tx) : db.transaction((own) => queue(message, own))),
    deliver,
    async list({ limit, status }) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(status ? eq(mailOutbox.status, status) : inArray(mailOutbox.status, ['stored', 'pending', 'sent', 'failed']))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
      const hidden = (text: string) => fillSecrets(text, () => HIDDEN_LINK);
      return rows.map((row) => ({ ...row, text: hidden(row.text), html: row.html && hidden(row.html), secrets: null }));
    },
    async check() {
      if (!transport) return false;
      return Promise.race([transport.verify().then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000).unref())]).catch(() => false);
    },
    close() {
      transport?.close();
    },
  };
}
