// The contact form and the staff inbox behind it. A message is stored, the sender gets a short
// acknowledgement, and staff reply from the panel: the reply is kept with the message and mailed
// to the sender through the outbox.
import type { Redis } from 'ioredis';
import {
  CONTACT_SUBJECT_LABELS,
  type ContactBodySchema,
  type ContactInboxAnswer,
  type ContactInboxQuerySchema,
  type ContactMessage,
} from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { letter } from '../../platform/i18n/letter';
import { LOCALES } from '../../platform/i18n/locale';
import { translator } from '../../platform/i18n/translator';
import type { Mailer } from '../../platform/mail/mailer';
import { consumeAttempt, createLimiter } from '../../platform/rate-limit';
import type { UserRow } from '../auth';
import { topicOf } from './messages';
import * as messages from './messages';
import * as repo from './repo';
import { pageInfo } from '../../db/pagination';

export const CONTACT_RECEIVED = 'Thank you for writing to us. We have received your message and will reply within a day.';
const NOT_FOUND = 'Message not found';

export function toContactMessageDto(row: repo.ContactMessageWithReplies): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    handledAt: row.handledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    replies: row.replies.map((r) => ({ _id: r.id, authorName: r.authorName, body: r.body, createdAt: r.createdAt.toISOString() })),
  };
}

/** A sender-typed value fit for a mail header: no line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The original message quoted under a reply, as mail clients do. */
function quoted(message: repo.ContactMessageRow): string {
  const when = message.createdAt.toLocaleString(LOCALES[message.language], { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
  return [translator(messages, message.language)('youWrote', { when }), ...message.message.split(/\r?\n/).map((line) => `> ${line}`)].join('\n');
}

export interface ContactServiceDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  /** Where a copy of each new message goes, if anywhere. */
  notifyEmail: string | undefined;
  limits: { perIp: number; windowSeconds: number };
  redis?: Redis | null;
  log: { warn(obj: object, msg: string): void };
}

export function createContactService({ db, mailer, clock, notifyEmail, limits, redis, log }: ContactServiceDeps) {
  const messagesPerIp = createLimiter({ keyPrefix: 'contact-ip', points: limits.perIp, durationSeconds: limits.windowSeconds }, redis);

  async function load(id: string): Promise<ContactMessage> {
    const found = await repo.findMessage(db, id);
    if (!found) throw notFound(NOT_FOUND);
    return toContactMessageDto(found);
  }

  return {
    async submit(body: z.output<typeof ContactBodySchema>, ip: string): Promise<{ message: string }> {
      await consumeAttempt(messagesPerIp, ip);
      const row = await repo.insertMessage(db, body);
      const label = CONTACT_SUBJECT_LABELS[row.subject];
      const t = translator(messages, row.language);
      // The message is stored whatever happens to the mail: staff read it in the panel.
      try {
        // The acknowledgement does not repeat the message: anyone can type any address into the
        // form, and echoing their text would make the shop a relay for it.
        await mailer.queue({
          to: row.email,
          subject: t('receivedSubject'),
          text: letter(row.language, 'anyone', [t('receivedText', { topic: topicOf(row.subject, row.language) })]),
        });
        if (notifyEmail) {
          await mailer.queue({
            to: notifyEmail,
            subject: `New contact message: ${label} from ${oneLine(row.name)}`,
            text: `${row.name} <${row.email}>${row.phone ? `, phone ${row.phone}` : ''} wrote:\n\n${row.message}\n\nReply from the admin panel's inbox.`,
          });
        }
      } catch (error) {
        log.warn({ err: String(error) }, 'queueing the contact e-mails failed');
      }
      return { message: CONTACT_RECEIVED };
    },

    async inbox(query: z.output<typeof ContactInboxQuerySchema>): Promise<ContactInboxAnswer> {
      const [{ messages, total }, newCount] = await Promise.all([
        repo.listMessages(db, { ...(query.status === 'all' ? {} : { status: query.status }), page: query.page, limit: query.limit }),
        repo.countByStatus(db, 'new'),
      ]);
      return { messages: messages.map(toContactMessageDto), ...pageInfo(query, total), newCount };
    },

    async setStatus(admin: UserRow, id: string, status: 'new' | 'handled'): Promise<ContactMessage> {
      if (!(await repo.setStatus(db, id, status, { userId: admin.id, at: clock() }))) throw notFound(NOT_FOUND);
      return load(id);
    },

    /** Keeps the reply with the message, marks it handled, and mails it to the sender. */
    async reply(admin: UserRow, id: string, body: string): Promise<ContactMessage> {
      const message = await db.transaction(async (tx) => {
        const found = await repo.findMessage(tx, id);
        if (!found) throw notFound(NOT_FOUND);
        await repo.insertReply(tx, { messageId: id, authorId: admin.id, authorName: admin.name, body });
        await repo.setStatus(tx, id, 'handled', { userId: admin.id, at: clock() });
        return found;
      });
      // Queued after the commit, like the order mails, so it goes out at once when SMTP is set.
      // Staff's words go as written; the frame around them is in the sender's language.
      await mailer.queue({
        to: message.email,
        subject: translator(messages, message.language)('replySubject', { topic: topicOf(message.subject, message.language) }),
        text: `${letter(message.language, { hello: message.name }, [body], admin.name)}\n\n${quoted(message)}`,
      });
      return load(id);
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
