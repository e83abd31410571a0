// What search engines may list: the active products of active categories, active categories and
// the designs in the public gallery, each with when it last changed.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, customOrders, products } from '../../db/schema';
import { inGallery } from '../custom-designs';

export interface ListedPage {
  /** What the page's address names: a product's or a category's address word, a design's id. */
  id: string;
  updatedAt: Date;
}

export async function listPublicPages(db: DbOrTx): Promise<{ products: ListedPage[]; categories: ListedPage[]; designs: ListedPage[] }> {
  const [productRows, categoryRows, designRows] = await Promise.all([
    db
      .select({ id: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(categories.isActive, true))
      .orderBy(asc(products.slug)),
    db
      .select({ id: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select({ id: customOrders.id, updatedAt: customOrders.updatedAt }).from(customOrders).where(inGallery()).orderBy(asc(customOrders.id)),
  ]);
  return { products: productRows, categories: categoryRows, designs: designRows };
}
