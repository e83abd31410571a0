// Staff accounts and their invitations.
import { and, asc, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { staffInvites, users } from '../../db/schema';

export type InviteRow = typeof staffInvites.$inferSelect;

export function listStaffMembers(db: DbOrTx) {
  return db.select().from(users).where(ne(users.role, 'customer')).orderBy(asc(users.name));
}

/** Invitations still open: not accepted, not withdrawn, not expired. */
export function listOpenInvites(db: DbOrTx, now: Date) {
  return db
    .select({ invite: staffInvites, invitedBy: users.name })
    .from(staffInvites)
    .leftJoin(users, eq(users.id, staffInvites.invitedById))
    .where(and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, now)))
    .orderBy(desc(staffInvites.createdAt));
}

export async function insertInvite(db: DbOrTx, values: Omit<typeof staffInvites.$inferInsert, 'id'>): Promise<InviteRow> {
  const [row] = await db
    .insert(staffInvites)
    .values({ id: newId(), ...values })
    .returning();
  if (!row) throw new Error('invite not stored');
  return row;
}

/** Withdraws every open invitation to an address or phone number (a new one replaces them). */
export async function revokeInvitesTo(db: DbOrTx, to: { email: string; phone: string }, now: Date): Promise<void> {
  const whom = [...(to.email ? [eq(staffInvites.email, to.email)] : []), ...(to.phone ? [eq(staffInvites.phone, to.phone)] : [])];
  if (whom.length === 0) return;
  await db
    .update(staffInvites)
    .set({ revokedAt: now })
    .where(and(or(...whom), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)));
}

export async function revokeInvite(db: DbOrTx, id: string, now: Date): Promise<InviteRow | undefined> {
  const [row] = await db
    .update(staffInvites)
    .set({ revokedAt: now })
    .where(and(eq(staffInvites.id, id), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)))
    .returning();
  return row;
}

/** The open invitation behind a link's token; `lock` holds it until the transaction ends. */
export async function findOpenInvite(db: DbOrTx, tokenHash: string, now: Date, { lock = false } = {}): Promise<InviteRow | undefined> {
  const query = db
    .select()
    .from(staffInvites)
    .where(and(eq(staffInvites.tokenHash, tokenHash), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, now)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markAccepted(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(staffInvites).set({ acceptedAt: now }).where(eq(staffInvites.id, id));
}
