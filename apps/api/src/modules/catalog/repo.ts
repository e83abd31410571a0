// Queries on categories and products. Money stays in paise here; the service converts.
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { containsPattern } from '../../db/like';
import { categories, products } from '../../db/schema';
import { withPage } from '../../db/pagination';

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductWithCategory = ProductRow & { categoryName: string };
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CategoryValues = Omit<typeof categories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const productColumns = { ...getTableColumns(products), categoryName: categories.name };

const SORT_ORDER: Record<ProductListQuery['sort'], SQL[]> = {
  popularity: [desc(products.featured), desc(products.reviewsCount), desc(products.rating)],
  'price-low': [asc(products.pricePaise)],
  'price-high': [desc(products.pricePaise)],
  rating: [desc(products.rating), desc(products.reviewsCount)],
  newest: [desc(products.createdAt)],
};

export interface ListProductsOptions {
  query: ProductListQuery;
  /** Storefront lists hide products of inactive categories; the admin list shows everything. */
  includeInactive?: boolean;
}

export async function listProducts(db: DbOrTx, { query, includeInactive = false }: ListProductsOptions) {
  const conditions: SQL[] = [];
  if (!includeInactive) conditions.push(eq(categories.isActive, true));
  if (query.category) conditions.push(eq(products.categoryId, query.category));
  if (query.minPrice !== undefined) conditions.push(gte(products.pricePaise, Math.round(query.minPrice * 100)));
  if (query.maxPrice !== undefined) conditions.push(lte(products.pricePaise, Math.round(query.maxPrice * 100)));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(ilike(products.name, pattern), ilike(products.description, pattern), sql`array_to_string(${products.tags}, ' ') ilike ${pattern}`) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;

  const [rows, totals] = await Promise.all([
    withPage(
      db
        .select(productColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(...SORT_ORDER[query.sort], asc(products.id))
        .$dynamic(),
      query,
    ),
    db.select({ total: count() }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findProduct(db: DbOrTx, id: string, { includeInactive = false } = {}): Promise<ProductWithCategory | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(includeInactive ? eq(products.id, id) : and(eq(products.id, id), eq(categories.isActive, true)))
    .limit(1);
  return row;
}

export async function insertProduct(db: DbOrTx, values: ProductValues): Promise<string> {
  const id = newId();
  await db.insert(products).values({ id, ...values });
  return id;
}

export async function updateProduct(db: DbOrTx, id: string, values: ProductValues): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function deleteProduct(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

export async function listCategories(db: DbOrTx, { includeInactive = false } = {}) {
  return db
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(includeInactive ? undefined : eq(categories.isActive, true))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export function findCategory(db: DbOrTx, id: string) {
  return db.query.categories.findFirst({ where: eq(categories.id, id) });
}

export function findCategoryBySlug(db: DbOrTx, slug: string) {
  return db.query.categories.findFirst({ where: eq(categories.slug, slug) });
}

export async function insertCategory(db: DbOrTx, values: CategoryValues): Promise<CategoryRow | undefined> {
  const [row] = await db
    .insert(categories)
    .values({ id: newId(), ...values })
    .onConflictDoNothing({ target: categories.slug })
    .returning();
  return row;
}

export async function updateCategory(db: DbOrTx, id: string, values: Partial<CategoryValues>): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return row;
}

export async function countProductsInCategory(db: DbOrTx, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, categoryId));
  return row?.n ?? 0;
}

export async function deleteCategory(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}

/**
 * Takes `quantity` of a product's stock if that much is left; false otherwise. The conditional
 * decrement under the row lock it takes means stock never goes below zero and never sells twice.
 */
export async function takeStock(tx: DbOrTx, productId: string, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return taken.length > 0;
}

/** Puts stock back (an order cancelled or expired). */
export async function returnStock(tx: DbOrTx, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}
