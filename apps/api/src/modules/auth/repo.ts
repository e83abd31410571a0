// Queries on users, sessions and password-reset links.
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Language, Role } from '@phoolwari/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { passwordResets, phoneSignInCodes, sessions, signInHandovers, users } from '../../db/schema';

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
  values: { email: string; name: string; phone: string; passwordHash: string; role?: Role; language?: Language },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), ...values })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<Pick<UserRow, 'name' | 'phone' | 'language' | 'role' | 'passwordHash'>>) {
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

/**
 * The user of a live session: not revoked, not expired, account not disabled. Every signed-in
 * request asks this, so it is a prepared statement (drizzle's own way), made once per database:
 * the query is not built again for each request, and PostgreSQL parses and plans it once per
 * connection.
 */
function prepareSessionUser(db: Db) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('active_session_user');
}
const sessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();

export async function findActiveSessionUser(db: Db, sessionId: string, userId: string): Promise<UserRow | undefined> {
  let query = sessionUserQueries.get(db);
  if (!query) sessionUserQueries.set(db, (query = prepareSessionUser(db)));
  const [row] = await query.execute({ sessionId, userId, now: new Date().toISOString() });
  return row?.user;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of the account, or every one but `keepSessionId` (the device making the change). */
export async function revokeUserSessions(db: DbOrTx, userId: string, at: Date, keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

export async function insertPasswordReset(db: DbOrTx, values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values({ id: newId(), ...values });
}

/** Makes the account's unused reset links stop working (they expire now; `usedAt` stays for real uses). */
export async function expireUnusedResets(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ expiresAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)));
}

/**
 * Uses a reset link: marks it used if it is unused and unexpired, in one statement, so two
 * requests racing with the same link cannot both succeed. Returns the account's id, or undefined.
 */
export async function claimPasswordReset(db: DbOrTx, tokenHash: string, at: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/**
 * Queues every change that could leave the shop without an active owner (a new role, disabling)
 * behind any other until its transaction ends: two owners demoting or disabling each other at once
 * are checked one after the other, each against what the other committed.
 */
export async function lockOwnership(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('phoolwari:owners'))`);
}

/** Active owners other than `exceptId`; read after lockOwnership, in the same transaction. */
export async function countOtherActiveOwners(db: DbOrTx, exceptId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'owner'), isNull(users.disabledAt), ne(users.id, exceptId)));
  return rows.length;
}

/** The account that has proven this mobile number (E.164) with a one-time code. */
export function findUserByVerifiedPhone(db: DbOrTx, phone: string) {
  return db.query.users.findFirst({ where: eq(users.verifiedPhone, phone) });
}

/** A customer account known only by its proven mobile number; undefined when another request made it first. */
export async function insertPhoneUser(db: DbOrTx, values: { verifiedPhone: string; phone: string; name: string; language: Language }) {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), email: null, passwordHash: null, ...values })
    .onConflictDoNothing({ target: users.verifiedPhone })
    .returning();
  return row;
}

/** Makes every unused code of the number stop working (a new one was asked for). */
export async function retireSignInCodes(db: DbOrTx, phone: string, at: Date): Promise<void> {
  await db
    .update(phoneSignInCodes)
    .set({ usedAt: at })
    .where(and(eq(phoneSignInCodes.phone, phone), isNull(phoneSignInCodes.usedAt)));
}

export async function insertSignInCode(db: DbOrTx, values: { phone: string; codeHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(phoneSignInCodes).values({ id: newId(), ...values });
}

/** The number's newest unused code, locked until the transaction ends (two guesses at once are counted one after the other). */
export async function lockLatestSignInCode(db: DbOrTx, phone: string) {
  const [row] = await db
    .select()
    .from(phoneSignInCodes)
    .where(and(eq(phoneSignInCodes.phone, phone), isNull(phoneSignInCodes.usedAt)))
    .orderBy(desc(phoneSignInCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function countWrongSignInCode(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(phoneSignInCodes)
    .set({ wrongTries: sql`${phoneSignInCodes.wrongTries} + 1` })
    .where(eq(phoneSignInCodes.id, id))
    .returning({ wrongTries: phoneSignInCodes.wrongTries });
  return row?.wrongTries ?? 0;
}

export async function useSignInCode(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(phoneSignInCodes).set({ usedAt: at }).where(eq(phoneSignInCodes.id, id));
}

/** The account a Google identity (its OpenID Connect subject) signs in to. */
export function findUserByGoogleSubject(db: DbOrTx, subject: string) {
  return db.query.users.findFirst({ where: eq(users.googleSubject, subject) });
}

/** Ties a Google identity to an account that has none yet; undefined if it got one meanwhile. */
export async function linkGoogleSubject(db: DbOrTx, id: string, subject: string) {
  const [row] = await db
    .update(users)
    .set({ googleSubject: subject, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.googleSubject)))
    .returning();
  return row;
}

/** A customer account made by signing in with Google; undefined when the e-mail or identity is taken (another request made it first). */
export async function insertGoogleUser(db: DbOrTx, values: { email: string; name: string; googleSubject: string }) {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), passwordHash: null, ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function insertSignInHandover(db: DbOrTx, values: { userId: string; codeHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(signInHandovers).values({ id: newId(), ...values });
}

/** Uses a handover code: unused and unexpired, marked used in the same statement (two racing requests cannot both win). */
export async function claimSignInHandover(db: DbOrTx, codeHash: string, at: Date): Promise<string | undefined> {
  const [row] = await db
    .update(signInHandovers)
    .set({ usedAt: at })
    .where(and(eq(signInHandovers.codeHash, codeHash), isNull(signInHandovers.usedAt), gt(signInHandovers.expiresAt, at)))
    .returning({ userId: signInHandovers.userId });
  return row?.userId;
}
