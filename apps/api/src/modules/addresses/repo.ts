// Queries on a customer's saved addresses. Every query names the owner, so another customer's
// address is simply not found.
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { addresses, users } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<AddressRow, 'label' | 'name' | 'street' | 'city' | 'state' | 'pincode' | 'country' | 'phone' | 'relation'>;

/** The default first, then the newest. */
export function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

export async function findAddress(db: DbOrTx, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

export async function countAddresses(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/**
 * Locks the customer's row for the transaction: two requests changing one customer's addresses
 * (the count limit, the single default) queue instead of both reading the same state.
 */
export async function lockOwner(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertAddress(db: DbOrTx, userId: string, values: AddressValues & { isDefault: boolean }): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ id: newId(), userId, ...values })
    .returning();
  if (!row) throw new Error('Inserting an address returned nothing');
  return row;
}

export async function updateAddress(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<AddressValues & { isDefault: boolean }>,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function clearDefault(db: DbOrTx, userId: string, exceptId?: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), exceptId ? ne(addresses.id, exceptId) : undefined));
}

export async function deleteAddress(db: DbOrTx, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** The oldest remaining address, which inherits the default when the default is deleted. */
export async function oldestAddress(db: DbOrTx, userId: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id)).limit(1);
  return row;
}
