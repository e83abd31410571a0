// E-mail: every message is written to the outbox first (so nothing is lost and admins can read it),
// then delivered over SMTP when SMTP_URL is set. Delivery runs apart from the request that queued
// it, with retries and backoff: a mail server outage never fails an order change.
import { and, asc, desc, eq, inArray, lte, or, isNull } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  relatedOrderId?: string;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

const MAX_ATTEMPTS = 6;
/** 1, 2, 4, 8, 16 minutes between attempts. */
const backoffMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

export interface Mailer {
  readonly configured: boolean;
  /** Queues a message (inside the caller's transaction when given one). */
  queue(message: MailMessage, tx?: DbOrTx): Promise<string>;
  /** Sends what is due; returns how many were sent. */
  deliverDue(now?: Date): Promise<number>;
  list(opts: { limit: number; status?: OutboxRow['status'] }): Promise<OutboxRow[]>;
  /** Whether the SMTP server answers (false when none is configured). */
  check(): Promise<boolean>;
  close(): void;
}

export function createMailer({ db, smtpUrl, from, log }: { db: Db; smtpUrl: string | undefined; from: string; log?: { warn(obj: object, msg: string): void } }): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  let delivering: Promise<number> | null = null;

  async function deliverDue(now = new Date()): Promise<number> {
    if (!transport) return 0;
    const due = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now))))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(20);
    let sent = 0;
    for (const row of due) {
      try {
        await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null }).where(eq(mailOutbox.id, row.id));
        sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        log?.warn({ to: row.to, attempts, err: message }, 'sending mail failed; will retry');
        await db
          .update(mailOutbox)
          .set({ attempts, lastError: message.slice(0, 500), status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)) })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    return sent;
  }

  /** One delivery run at a time, so overlapping runs never send a row twice. */
  function deliverOnce(now?: Date): Promise<number> {
    delivering ??= deliverDue(now).finally(() => {
      delivering = null;
    });
    return delivering;
  }

  return {
    configured: transport !== null,
    async queue(message, tx) {
      const id = newId();
      await (tx ?? db).insert(mailOutbox).values({
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        relatedOrderId: message.relatedOrderId ?? null,
        status: transport ? 'pending' : 'stored',
      });
      // Deliver soon after the caller's work, without making it wait or fail.
      if (transport && !tx) setImmediate(() => void deliverOnce().catch(() => undefined));
      return id;
    },
    deliverDue: deliverOnce,
    list({ limit, status }) {
      return db
        .select()
        .from(mailOutbox)
        .where(status ? eq(mailOutbox.status, status) : inArray(mailOutbox.status, ['stored', 'pending', 'sent', 'failed']))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
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
