// Messages to customers' phones (SMS or WhatsApp). Like mail, every message is written to the phone
// outbox first: kept there ('stored') when no provider is configured, the default; otherwise queued
// ('pending') and sent by a job on the background queue queued in the same transaction, retried
// with backoff, ending 'sent' or 'failed'. A message naming `{{trackLink}}` gets the order's
// tracking link filled in only when it is sent, so the outbox (which staff read) never holds the
// link, and a link revoked meanwhile is never sent. Other links (a staff invitation's) are sealed
// in the row as mail's are, opened only to send, and cleared once sent.
import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { phoneOutbox } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { claimToSend } from '../outbox-claim';
import { fillSecrets, HIDDEN_LINK } from '../mail/mailer';
import { createSecretBox } from '../mail/secret-box';

export type PhoneChannelName = 'sms' | 'whatsapp';

/** A provider's HTTP API: sends one message or throws (see PhoneSendError for refusals that stay refused). */
export interface PhoneSender {
  readonly channel: PhoneChannelName;
  send(message: { to: string; text: string }): Promise<{ providerMessageId: string }>;
}

export interface PhoneMessage {
  /** A 10-digit Indian mobile number, or one in E.164 (+91…). */
  to: string;
  text: string;
  relatedOrderId?: string;
  /** Links the text names as `{{name}}`: sealed in the outbox, filled in only when sent. */
  secrets?: Record<string, string>;
}

export type PhoneOutboxRow = typeof phoneOutbox.$inferSelect;

export interface PhoneChannel {
  readonly configured: boolean;
  queue(message: PhoneMessage, tx?: DbOrTx): Promise<string>;
  /** Sends one queued message (the job's work). */
  deliver(outboxId: string, attempt?: { number: number; last: boolean }): Promise<void>;
  /** The outbox as staff read it: links shown as a placeholder. */
  list(opts: { limit: number }): Promise<PhoneOutboxRow[]>;
}

/** India's numbers as providers want them: +91 and the ten digits. */
export function toE164(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (/^[6-9]\d{9}$/.test(digits)) return `+91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return `+${digits}`;
  return digits;
}

interface PhoneChannelOptions {
  db: Db;
  jobs: Pick<JobQueue, 'define' | 'send'>;
  /** Null: messages are only kept in the outbox. */
  sender: PhoneSender | null;
  /** The channel messages are written for when no provider is configured. */
  channel: PhoneChannelName;
  /** The current tracking link of an order, or null when it has none (then the message is not sent). */
  trackingLinkOf(orderId: string): Promise<string | null>;
  /** The server's secret, from which the key sealing links in queued messages is derived. */
  secret: string;
}

/** How long the queue lets one delivery job run before it hands the job on. */
const DELIVERY_TIMEOUT_SECONDS = 60;
/** A delivery's claim: longer than a provider request may take (15 s), shorter than the job's timeout (see mail's). */
const CLAIM_LEASE_SECONDS = 45;

/** Where a message's text puts the order's tracking link. */
export const TRACK_LINK = '{{trackLink}}';

export function createPhoneChannel({ db, jobs, sender, channel, trackingLinkOf, secret }: PhoneChannelOptions): PhoneChannel {
  const box = createSecretBox(secret, 'phoolwari phone outbox secrets');
  async function deliver(outboxId: string, attempt = { number: 1, last: true }): Promise<void> {
    if (!sender) return;
    const [row] = await db.select().from(phoneOutbox).where(eq(phoneOutbox.id, outboxId));
    // Sent already (a rerun after a crash between sending and finishing the job), or never to send.
    if (!row || row.status !== 'pending') return;
    // Of two deliveries of one message (a job handed on from a dead instance), the one that claims it sends.
    if (!(await claimToSend(db, phoneOutbox, row.id, { from: ['pending'], leaseSeconds: CLAIM_LEASE_SECONDS }))) return;
    const fail = async (message: string, last: boolean) => {
      await db
        .update(phoneOutbox)
        .set({ lastError: message.slice(0, 500), status: last ? 'failed' : 'pending', claimedAt: null })
        .where(eq(phoneOutbox.id, row.id));
    };
    let text = row.text;
    if (text.includes(TRACK_LINK)) {
      const link = row.relatedOrderId ? await trackingLinkOf(row.relatedOrderId) : null;
      if (!link) return fail('The order has no tracking link to send', true);
      text = text.replaceAll(TRACK_LINK, link);
    }
    if (row.secrets) {
      const secrets = JSON.parse(box.open(row.secrets)) as Record<string, string>;
      text = fillSecrets(text, (name) => secrets[name]);
    }
    try {
      const { providerMessageId } = await sender.send({ to: row.to, text });
      await db
        .update(phoneOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null, providerMessageId, secrets: null, claimedAt: null })
        .where(eq(phoneOutbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = (error as { permanent?: unknown }).permanent === true;
      await fail(message, attempt.last || permanent);
      // A refusal that retrying cannot change ends here, without using up the queue's retries.
      if (!permanent) throw error;
    }
  }

  const delivery = jobs.define<{ outboxId: string }>({
    name: 'phone-deliver',
    describe: () => 'Message to a customer’s phone',
    run: ({ outboxId }, attempt) => deliver(outboxId, attempt),
    // 1, 2, 4, 8 minutes apart, as mail: a provider's short outage is ridden out.
    retries: 4,
    retryDelaySeconds: 60,
    timeoutSeconds: DELIVERY_TIMEOUT_SECONDS,
  });

  async function queue(message: PhoneMessage, tx: DbOrTx): Promise<string> {
    const id = newId();
    await tx.insert(phoneOutbox).values({
      id,
      to: toE164(message.to),
      channel: sender?.channel ?? channel,
      text: message.text,
      status: sender ? 'pending' : 'stored',
      relatedOrderId: message.relatedOrderId ?? null,
      secrets: message.secrets ? box.seal(JSON.stringify(message.secrets)) : null,
    });
    if (sender) await jobs.send(delivery, { outboxId: id }, { tx });
    return id;
  }

  return {
    configured: sender !== null,
    queue: (message, tx) => (tx ? queue(message, tx) : db.transaction((own) => queue(message, own))),
    deliver,
    async list({ limit }) {
      const rows = await db.select().from(phoneOutbox).orderBy(desc(phoneOutbox.createdAt), desc(phoneOutbox.id)).limit(limit);
      return rows.map((row) => ({ ...row, text: fillSecrets(row.text, () => HIDDEN_LINK), secrets: null }));
    },
  };
}
