// Queries on users and sessions.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(db: DbOrTx, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

export function findUserById(db: DbOrTx, id: string) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** Inserts a user; returns undefined when the e-mail is taken (the unique index decides, so races are safe). */
export async function insertUser(
  db: DbOrTx,
  values: { email: string; name: string; phone: string; passwordHash: string; role?: 'customer' | 'admin' },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), ...values })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<Pick<UserRow, 'name' | 'phone' | 'role' | 'passwordHash'>>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function insertSession(db: DbOrTx, userId: string, expiresAt: Date): Promise<string> {
  const id = newId();
  await db.insert(sessions).values({ id, userId, expiresAt });
  return id;
}

/** The user of a live session: not revoked, not expired, account not disabled. */
export async function findActiveSessionUser(db: DbOrTx, sessionId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row?.user;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
