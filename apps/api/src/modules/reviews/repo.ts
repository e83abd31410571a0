// Queries on reviews, and the one place a product's rating and reviews count are computed.
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { orderItems, orders, products, reviews } from '../../db/schema';
import { withPage } from '../../db/pagination';

export type ReviewRow = typeof reviews.$inferSelect;
export type AdminReviewRow = ReviewRow & { productName: string };
export type Visibility = 'all' | 'visible' | 'hidden';

const visibilityCondition = (visibility: Visibility): SQL | undefined =>
  visibility === 'visible' ? isNull(reviews.hiddenAt) : visibility === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined;

/**
 * Sets each product's rating (average of its visible reviews, one decimal; 0 without any) and
 * reviews count from the reviews table. Run in the transaction that changed the reviews.
 */
export async function refreshProductRatings(db: DbOrTx, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  const visible = sql`${reviews.productId} = ${products.id} and ${reviews.hiddenAt} is null`;
  await db
    .update(products)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 1) from ${reviews} where ${visible}), 0)::real`,
      reviewsCount: sql`(select count(*) from ${reviews} where ${visible})::int`,
    })
    .where(inArray(products.id, productIds));
}

/** A page of a product's visible reviews, newest first, and how many there are. */
export async function listVisibleReviews(db: DbOrTx, productId: string, page: number, limit: number) {
  const where = and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));
  const [rows, [total]] = await Promise.all([
    withPage(db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).$dynamic(), { page, limit }),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findUserReview(db: DbOrTx, productId: string, userId: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  return row;
}

/** The customer's most recent delivered order containing the product, if any. */
export async function findDeliveredOrderWith(db: DbOrTx, userId: string, productId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.id;
}

/** Inserts a customer's review; undefined when they already reviewed the product (the unique index decides, so races are safe). */
export async function insertReview(
  db: DbOrTx,
  values: Pick<ReviewRow, 'productId' | 'userId' | 'orderId' | 'authorName' | 'rating' | 'comment'>,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .insert(reviews)
    .values({ id: newId(), ...values })
    .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
    .returning();
  return row;
}

export async function listAdminReviews(db: DbOrTx, opts: { visibility: Visibility; page: number; limit: number }) {
  const where = visibilityCondition(opts.visibility);
  const [rows, [total]] = await Promise.all([
    withPage(
      db
        .select({ review: reviews, productName: products.name })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .$dynamic(),
      opts,
    ),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows: rows.map((r): AdminReviewRow => ({ ...r.review, productName: r.productName })), total: total?.n ?? 0 };
}

export async function findAdminReview(db: DbOrTx, id: string): Promise<AdminReviewRow | undefined> {
  const [row] = await db
    .select({ review: reviews, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id));
  return row ? { ...row.review, productName: row.productName } : undefined;
}

export async function setHidden(db: DbOrTx, id: string, hidden: { at: Date; byUserId: string } | null): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(reviews)
    .set(hidden ? { hiddenAt: hidden.at, hiddenById: hidden.byUserId } : { hiddenAt: null, hiddenById: null })
    .where(eq(reviews.id, id))
    .returning();
  return row;
}
