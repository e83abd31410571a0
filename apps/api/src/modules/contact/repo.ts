// Queries on contact messages and the replies staff sent to them.
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { contactMessages, contactReplies } from '../../db/schema';
import { withPage } from '../../db/pagination';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;
export type ContactMessageWithReplies = ContactMessageRow & { replies: ContactReplyRow[] };
type Status = ContactMessageRow['status'];

export async function insertMessage(
  db: DbOrTx,
  values: Pick<ContactMessageRow, 'name' | 'email' | 'phone' | 'subject' | 'message' | 'language'>,
): Promise<ContactMessageRow> {
  const [row] = await db
    .insert(contactMessages)
    .values({ id: newId(), ...values })
    .returning();
  if (!row) throw new Error('Inserting a contact message returned nothing');
  return row;
}

async function withReplies(db: DbOrTx, rows: ContactMessageRow[]): Promise<ContactMessageWithReplies[]> {
  if (rows.length === 0) return [];
  const replies = await db
    .select()
    .from(contactReplies)
    .where(
      inArray(
        contactReplies.messageId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return rows.map((r) => ({ ...r, replies: replies.filter((reply) => reply.messageId === r.id) }));
}

/** A page of messages, newest first, with their replies oldest first. */
export async function listMessages(db: DbOrTx, opts: { status?: Status; page: number; limit: number }) {
  const where: SQL | undefined = opts.status ? eq(contactMessages.status, opts.status) : undefined;
  const [rows, [total]] = await Promise.all([
    withPage(db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).$dynamic(), opts),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { messages: await withReplies(db, rows), total: total?.n ?? 0 };
}

export async function countByStatus(db: DbOrTx, status: Status): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, status));
  return row?.n ?? 0;
}

export async function findMessage(db: DbOrTx, id: string): Promise<ContactMessageWithReplies | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ? (await withReplies(db, [row]))[0] : undefined;
}

/** 'handled' records who and when; back to 'new' clears both. */
export async function setStatus(db: DbOrTx, id: string, status: Status, by: { userId: string; at: Date }): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set(status === 'handled' ? { status, handledAt: by.at, handledById: by.userId } : { status, handledAt: null, handledById: null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export async function insertReply(db: DbOrTx, values: Pick<ContactReplyRow, 'messageId' | 'authorId' | 'authorName' | 'body'>): Promise<void> {
  await db.insert(contactReplies).values({ id: newId(), ...values });
}
