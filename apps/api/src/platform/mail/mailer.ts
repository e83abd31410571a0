// E-mail: every message is written to the outbox first (so nothing is lost and admins can read it),
// then delivered over SMTP when SMTP_URL is set, by a job on the background queue queued in the
// same transaction: a mail server outage never fails an order change, each message is sent by one
// instance, and a failed one is retried with backoff and then shown to the admin.
import { desc, eq, inArray } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { mailOutbox } from '../../db/schema';
import type { JobDefinition, JobQueue } from '../jobs/job-queue';
import { claimToSend } from '../outbox-claim';
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
  /** After a commit that queued mail: this instance's worker sends it now, not at its next poll. */
  wake(): void;
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
  jobs: Pick<JobQueue, 'define' | 'send' | 'wake'>;
  smtpUrl: string | undefined;
  from: string;
  /** The server's secret, from which the key sealing links in queued mail is derived. */
  secret: string;
}

/** `{{name}}` in a mail's or phone message's text, replaced by `fill(name)` (unknown names are left alone). */
export function fillSecrets(text: string, fill: (name: string) => string | undefined): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => fill(name) ?? whole);
}

// One box per secret (a process has one): deriving its key is HKDF, which every delivered mail paid again.
const outboxBoxes = new Map<string, SecretBox>();
function outboxBox(secret: string): SecretBox {
  let box = outboxBoxes.get(secret);
  if (!box) outboxBoxes.set(secret, (box = createSecretBox(secret, 'phoolwari mail outbox secrets')));
  return box;
}

/** A queued mail's text and html as the recipient reads them: its sealed links opened and filled in. */
export function recipientsCopy(row: Pick<OutboxRow, 'text' | 'html' | 'secrets'>, secret: string): { text: string; html: string | null } {
  const secrets = row.secrets ? (JSON.parse(outboxBox(secret).open(row.secrets)) as Record<string, string>) : {};
  const filled = (text: string) => fillSecrets(text, (name) => secrets[name]);
  return { text: filled(row.text), html: row.html && filled(row.html) };
}

/** How long the queue lets one delivery job run before it hands the job on. */
const DELIVERY_TIMEOUT_SECONDS = 180;
/**
 * How long a delivery's claim keeps others from sending its mail: longer than one send can take
 * with the transport's timeouts below (20 s + 20 s + 60 s), shorter than the job's timeout, so the
 * queue's retry of a job whose instance died always finds the claim over.
 */
const CLAIM_LEASE_SECONDS = 120;

/** SMTP connections kept open per instance: a mail is handed to one already greeted, not a new one. */
const POOL_CONNECTIONS = 4;

/**
 * The configured SMTP URL with the shop's transport settings added as its query (nodemailer reads
 * its options from there): a pool of open connections, and timeouts so that a stalled mail server
 * never holds a job past its claim (then a second instance would send it too). Settings already in
 * the URL win.
 */
function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { pool: 'true', maxConnections: String(POOL_CONNECTIONS), connectionTimeout: '20000', greetingTimeout: '20000', socketTimeout: '60000' };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

export function createMailer({ db, jobs, smtpUrl, from, secret }: MailerOptions): Mailer {
  const box = outboxBox(secret);
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(transportUrl(smtpUrl)) : null;

  async function deliver(outboxId: string, attempt = { number: 1, last: true }): Promise<void> {
    if (!transport) return;
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId)).limit(1);
    // Sent already (a retry after a crash between sending and finishing the job), or never to send.
    // A failed one is sent again only when the admin retries its job.
    if (!row || row.status === 'sent' || row.status === 'stored') return;
    // Of two deliveries of one mail (a job handed on from a dead instance, an admin's retry), the
    // one that claims it sends; a failed mail is claimed only by the admin's retry of its job.
    if (!(await claimToSend(db, mailOutbox, row.id, { from: ['pending', 'failed'], leaseSeconds: CLAIM_LEASE_SECONDS }))) return;
    const copy = recipientsCopy(row, secret);
    try {
      await transport.sendMail({ from, to: row.to, subject: row.subject, text: copy.text, ...(copy.html ? { html: copy.html } : {}) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ lastError: message.slice(0, 500), status: attempt.last ? 'failed' : 'pending', claimedAt: null })
        .where(eq(mailOutbox.id, row.id));
      throw error;
    }
    // Sent: the sealed links are needed no more.
    await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null, secrets: null, claimedAt: null }).where(eq(mailOutbox.id, row.id));
  }

  const delivery = jobs.define<{ outboxId: string; subject: string }>({
    name: 'mail-deliver',
    // A burst of confirmations is taken 25 at a time, sent over the pool's few open connections.
    batchSize: 25,
    concurrency: POOL_CONNECTIONS * 2,
    describe: ({ subject }) => `Mail: ${subject}`,
    run: ({ outboxId }, attempt) => deliver(outboxId, attempt),
    // 1, 2, 4, 8, 16 minutes apart: about half an hour of a mail server's outage is ridden out.
    retries: 5,
    retryDelaySeconds: 60,
    timeoutSeconds: DELIVERY_TIMEOUT_SECONDS,
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
    wake: () => {
      if (transport) jobs.wake(delivery as JobDefinition<never>);
    },
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
      return Promise.race([transport.verify().then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000).unref())]).catch(
        () => false,
      );
    },
    close() {
      transport?.close();
    },
  };
}
