// Queries on custom designs. A design is read with its owner's name and e-mail, its approved
// category's name (and its Hindi) and its approver's name in one query; money stays in paise here.
import { and, count, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CustomOrderStatus } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { categories, customOrders, users } from '../../db/schema';
import { withPage } from '../../db/pagination';

export type CustomOrderRow = typeof customOrders.$inferSelect;
export type NewCustomOrder = Omit<typeof customOrders.$inferInsert, 'id' | 'updatedAt'>;
export type CustomOrderChanges = Partial<Omit<NewCustomOrder, 'userId' | 'customOrderId' | 'createdAt'>>;

const approver = alias(users, 'approver');
const viewColumns = {
  ...getTableColumns(customOrders),
  ownerName: users.name,
  ownerEmail: users.email,
  categoryName: categories.name,
  categoryNameHi: categories.nameHi,
  approverName: approver.name,
};

function selectViews(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(customOrders)
    .innerJoin(users, eq(users.id, customOrders.userId))
    .leftJoin(categories, eq(categories.id, customOrders.approvedCategoryId))
    .leftJoin(approver, eq(approver.id, customOrders.approvedById));
}
export type CustomOrderView = Awaited<ReturnType<typeof selectViews>>[number];

/** What the public gallery shows: approved or converted designs whose customer agreed to be shown. */
export const GALLERY_STATUSES = ['approved', 'converted_to_product'] as const satisfies readonly CustomOrderStatus[];
export const isInGallery = (row: { status: CustomOrderStatus; galleryConsent: boolean }) =>
  row.galleryConsent && (GALLERY_STATUSES as readonly CustomOrderStatus[]).includes(row.status);
/** The same rule as a condition, for every query that lists the gallery (the page, the sitemap). */
export const inGallery = (): SQL => and(inArray(customOrders.status, GALLERY_STATUSES), eq(customOrders.galleryConsent, true)) as SQL;

export async function findView(db: DbOrTx, id: string): Promise<CustomOrderView | undefined> {
  const [row] = await selectViews(db).where(eq(customOrders.id, id)).limit(1);
  return row;
}

export function listForOwner(db: DbOrTx, userId: string): Promise<CustomOrderView[]> {
  return selectViews(db).where(eq(customOrders.userId, userId)).orderBy(desc(customOrders.createdAt), desc(customOrders.id));
}

export function listByStatus(db: DbOrTx, status: CustomOrderStatus, limit: number): Promise<CustomOrderView[]> {
  return selectViews(db).where(eq(customOrders.status, status)).orderBy(desc(customOrders.createdAt), desc(customOrders.id)).limit(limit);
}

/** The gallery's designs, most recently approved first. */
export async function listGallery(db: DbOrTx, { page, limit }: { page: number; limit: number }) {
  const where = inGallery();
  const [rows, totals] = await Promise.all([
    withPage(selectViews(db).where(where).orderBy(desc(customOrders.approvedAt), desc(customOrders.id)).$dynamic(), { page, limit }),
    db.select({ total: count() }).from(customOrders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Inserts a design; undefined when its customOrderId is taken (the caller draws another). */
export async function insertCustomOrder(db: DbOrTx, values: NewCustomOrder): Promise<string | undefined> {
  const [row] = await db
    .insert(customOrders)
    .values({ id: newId(), ...values })
    .onConflictDoNothing({ target: customOrders.customOrderId })
    .returning({ id: customOrders.id });
  return row?.id;
}

/** The row, locked until the transaction ends: two admins' moves on one design queue up. */
export async function lockCustomOrder(tx: DbOrTx, id: string): Promise<CustomOrderRow | undefined> {
  const [row] = await tx.select().from(customOrders).where(eq(customOrders.id, id)).for('update').limit(1);
  return row;
}

export async function updateCustomOrder(tx: DbOrTx, id: string, changes: CustomOrderChanges): Promise<void> {
  await tx
    .update(customOrders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customOrders.id, id));
}

export async function deleteCustomOrder(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(customOrders).where(and(eq(customOrders.id, id), eq(customOrders.status, 'draft')));
}
