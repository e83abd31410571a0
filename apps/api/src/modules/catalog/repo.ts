// Queries on categories and products. Money stays in paise here; the service converts.
import { and, asc, count, desc, eq, getTableColumns, gt, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { categories, productOptions, products, searchWords } from '../../db/schema';
import { withPage } from '../../db/pagination';
import { matchesWholeWord, searchTerms, spellingsOf } from './search-terms';
import { freeSlug } from './slugs';

/** An id, as against an address word (which is never 24 hexadecimal characters). */
const ID = /^[0-9a-f]{24}$/;

export type CategoryRow = typeof categories.$inferSelect;
/** A product as the shop reads it (the search document stays in the database). */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>;
export type ProductWithCategory = ProductRow & { categorySlug: string; categoryName: string; categoryNameHi: string };
/** What staff write of a product; its address word is made once, when it is added. */
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'slug' | 'createdAt' | 'updatedAt' | 'searchVector'>;
export type OptionRow = typeof productOptions.$inferSelect;
export type OptionValues = Omit<typeof productOptions.$inferInsert, 'id' | 'productId' | 'sortOrder'> & { id?: string };
export type CategoryValues = Omit<typeof categories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

// Everything but the search document, which only the database reads.
const { searchVector: _searchVector, ...productTableColumns } = getTableColumns(products);
const productColumns = { ...productTableColumns, categorySlug: categories.slug, categoryName: categories.name, categoryNameHi: categories.nameHi };

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

/** Below this trigram similarity a word the catalogue does not know is not taken for a misspelling ('rosse' ~ 'rose' is 0.57). */
const MISSPELLING_SIMILARITY = 0.45;

/**
 * Each word's names plus, for a word no product name or tag has, the known words it is most likely
 * a misspelling of ('bouqet' → 'bouquet'), found through the trigram index on search_words.
 */
async function withCorrections(db: DbOrTx, terms: string[][]): Promise<string[][]> {
  return Promise.all(
    terms.map(async (names) => {
      const typed = names[0]!;
      // Another name of a flower is known on purpose; a short word is too short to guess from; a
      // number is meant as typed.
      if (names.length > 1 || typed.length < 4 || /^\p{N}+$/u.test(typed)) return names;
      const similar = await db
        .select({ word: searchWords.word, similarity: sql<number>`similarity(${searchWords.word}, ${typed})` })
        .from(searchWords)
        .where(sql`${searchWords.word} % ${typed}`)
        .orderBy(sql`2 desc`, asc(searchWords.word))
        .limit(3);
      if (similar.some((s) => s.word === typed)) return names;
      return [typed, ...similar.filter((s) => s.similarity >= MISSPELLING_SIMILARITY).map((s) => s.word)];
    }),
  );
}

/**
 * A tsquery text: every word must match, through any of its names, each as a prefix (so 'jasmin'
 * and a half-typed 'bouq' find their products) unless it is a known Devanagari name (search-terms.ts);
 * a name of several words is a phrase. Words hold only letters, vowel signs and digits
 * (search-terms.ts), so nothing in them is tsquery syntax. The 'english' configuration leaves
 * Devanagari as typed, as the 'simple' one indexed the Hindi (migration 0016).
 */
function toTsQuery(terms: string[][]): string {
  const lexeme = (n: string) => (n.includes(' ') ? `(${n.split(' ').join(' <-> ')})` : matchesWholeWord(n) ? n : `${n}:*`);
  return terms.map((names) => `(${names.map(lexeme).join(' | ')})`).join(' & ');
}

export async function listProducts(db: DbOrTx, { query, includeInactive = false }: ListProductsOptions) {
  const conditions: SQL[] = [];
  if (!includeInactive) conditions.push(eq(categories.isActive, true));
  if (query.category) {
    // A category by its address word, or by its id as older links name it.
    conditions.push(ID.test(query.category) ? eq(products.categoryId, query.category) : eq(categories.slug, query.category));
  }
  if (query.minPrice !== undefined) conditions.push(gte(products.pricePaise, Math.round(query.minPrice * 100)));
  if (query.maxPrice !== undefined) conditions.push(lte(products.pricePaise, Math.round(query.maxPrice * 100)));
  const terms = query.search ? searchTerms(query.search) : [];
  // A search with no letters or digits in it ('%%', '_') finds nothing rather than everything.
  if (query.search && terms.length === 0) return { rows: [], total: 0 };
  const tsQuery = terms.length > 0 ? sql`to_tsquery('english', ${toTsQuery(await withCorrections(db, terms))})` : null;
  if (tsQuery) conditions.push(sql`${products.searchVector} @@ ${tsQuery}`);
  // Name matches weigh most, then tags, then the description (ts_rank's default weights for A, B, C).
  // A name with the words as typed (in any of their spellings) counts once more: 'mogra' finds every
  // jasmine, and the Mogra Gajra comes before a Madurai malli string that has more of jasmine's other
  // names in its text; 'गेंदा' ranks as 'genda' does. Only names (weight A) count here, so a
  // description's mention stays below a name in either language.
  const asTyped = tsQuery && sql`to_tsquery('english', ${toTsQuery(terms.map((names) => spellingsOf(names[0]!)))})`;
  const score = tsQuery ? sql`(ts_rank(${products.searchVector}, ${tsQuery}) + ts_rank('{0, 0, 0, 1}', ${products.searchVector}, ${asTyped}))` : null;
  const where = conditions.length ? and(...conditions) : undefined;
  // Searching, the default order is by relevance; a sort the customer chose still wins.
  const order = score && query.sort === 'popularity' ? [sql`${score} desc`, ...SORT_ORDER.popularity] : SORT_ORDER[query.sort];

  // One pass: the page and, beside each row, how many rows matched in all.
  const rows = await withPage(
    db
      .select({ ...productColumns, total: sql<number>`cast(count(*) over () as integer)` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...order, asc(products.id))
      .$dynamic(),
    query,
  );
  if (rows.length === 0 && query.page > 1) {
    // Past the last page there is no row to carry the total: count on its own.
    const [counted] = await db.select({ total: count() }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(where);
    return { rows: [], total: counted?.total ?? 0 };
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/**
 * What a cart needs of a product on sale (its category active): its names, price and stock. Not
 * the whole row, whose descriptions and lists are long: every add to a cart asks this.
 */
export async function findProductForCart(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; name: string; nameHi: string; pricePaise: number; stock: number; personalisationMax: number } | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      nameHi: products.nameHi,
      pricePaise: products.pricePaise,
      stock: products.stock,
      personalisationMax: products.personalisationMax,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(categories.isActive, true)))
    .limit(1);
  return row;
}

/** One product by its id or its address word (the storefront's old and new addresses). */
export async function findProduct(db: DbOrTx, key: string, { includeInactive = false } = {}): Promise<ProductWithCategory | undefined> {
  const named = ID.test(key) ? eq(products.id, key) : eq(products.slug, key);
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(includeInactive ? named : and(named, eq(categories.isActive, true)))
    .limit(1);
  return row;
}

/**
 * The add-ons a customer can buy now (in stock, their category active), cheapest first so a card
 * comes before a cake.
 */
export function listAddOns(db: DbOrTx, limit: number): Promise<ProductWithCategory[]> {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isAddon, true), gt(products.stock, 0), eq(categories.isActive, true)))
    .orderBy(asc(products.pricePaise), asc(products.id))
    .limit(limit);
}

export async function insertProduct(db: DbOrTx, values: ProductValues): Promise<string> {
  const id = newId();
  const slug = await freeSlug(
    values.name,
    async (word) => (await db.select({ id: products.id }).from(products).where(eq(products.slug, word)).limit(1)).length > 0,
  );
  await db.insert(products).values({ id, slug, ...values });
  return id;
}

/**
 * Saves an edit. The stock is compared with what the edit was made from, in the same statement:
 * unchanged, it is left as it is now; changed, it is written only while still `stockWas`.
 * Answers 'missing' for no such product and 'stock-changed' when stock moved in between.
 */
export async function updateProduct(db: DbOrTx, id: string, values: ProductValues, stockWas: number): Promise<'updated' | 'missing' | 'stock-changed'> {
  const { stock, ...rest } = values;
  const changesStock = stock !== stockWas;
  const rows = await db
    .update(products)
    .set({ ...rest, ...(changesStock ? { stock } : {}), updatedAt: new Date() })
    .where(changesStock ? and(eq(products.id, id), eq(products.stock, stockWas)) : eq(products.id, id))
    .returning({ id: products.id });
  if (rows.length > 0) return 'updated';
  const exists = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return exists.length > 0 ? 'stock-changed' : 'missing';
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
 * With `optionId`, the size's stock is taken too (the product's is the sum of its sizes'); the
 * caller's transaction rolls both back when either is short.
 */
export async function takeStock(tx: DbOrTx, productId: string, quantity: number, optionId?: string | null): Promise<boolean> {
  const taken = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id });
  if (taken.length === 0) return false;
  if (!optionId) return true;
  const size = await tx
    .update(productOptions)
    .set({ stock: sql`${productOptions.stock} - ${quantity}` })
    .where(and(eq(productOptions.id, optionId), eq(productOptions.productId, productId), gte(productOptions.stock, quantity)))
    .returning({ id: productOptions.id });
  return size.length > 0;
}

/** Puts stock back (an order cancelled or expired), to its size too while the size still exists. */
export async function returnStock(tx: DbOrTx, productId: string, quantity: number, optionId?: string | null): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
  if (optionId) {
    await tx
      .update(productOptions)
      .set({ stock: sql`${productOptions.stock} + ${quantity}` })
      .where(and(eq(productOptions.id, optionId), eq(productOptions.productId, productId)));
  }
}

/** The sizes of these products, in each product's order. */
export async function listOptions(db: DbOrTx, productIds: string[]): Promise<OptionRow[]> {
  if (productIds.length === 0) return [];
  return db.select().from(productOptions).where(inArray(productOptions.productId, productIds)).orderBy(asc(productOptions.sortOrder), asc(productOptions.id));
}

/**
 * Replaces a product's sizes with `options` (in that order): a size with an id of this product is
 * edited in place (carts and orders keep naming it), the others are added, and the product's sizes
 * not in the list are removed. The product's own price and stock become the cheapest size's and
 * their sum; with no sizes they are left as written.
 */
export async function saveOptions(db: DbOrTx, productId: string, options: OptionValues[]): Promise<void> {
  const kept = options.flatMap((o) => (o.id ? [o.id] : []));
  await db.delete(productOptions).where(and(eq(productOptions.productId, productId), ...(kept.length ? [notInArray(productOptions.id, kept)] : [])));
  for (const [sortOrder, { id, ...values }] of options.entries()) {
    const edited = id
      ? await db
          .update(productOptions)
          .set({ ...values, sortOrder })
          .where(and(eq(productOptions.id, id), eq(productOptions.productId, productId)))
          .returning({ id: productOptions.id })
      : [];
    if (edited.length === 0) await db.insert(productOptions).values({ id: newId(), productId, sortOrder, ...values });
  }
  await syncFromOptions(db, productId);
}

/**
 * Sets a product with sizes to the cheapest size's price and the sum of their stock (one without
 * is left alone), and has its search document made again with its sizes' labels (the trigger runs
 * on a write of its name: "1 kg cake" finds the cake).
 */
export async function syncFromOptions(db: DbOrTx, productId: string): Promise<void> {
  await db.execute(sql`UPDATE ${products} SET name = name WHERE ${products.id} = ${productId}`);
  await db.execute(sql`
    UPDATE ${products} SET price_paise = o.price, stock = o.stock
    FROM (SELECT min(price_paise) AS price, sum(stock)::integer AS stock FROM ${productOptions} WHERE product_id = ${productId}) o
    WHERE ${products.id} = ${productId} AND o.price IS NOT NULL`);
}
