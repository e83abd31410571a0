// Queries on a customer's cart: its lines joined with live product data, and its applied promo.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, carts, categories, productOptions, products } from '../../db/schema';

/** A cart line's name: its product, its size ('' for none) and its personal text ('' for none). */
export interface LineKey {
  productId: string;
  optionId: string;
  personalisation: string;
}

const lineIs = (userId: string, key: LineKey) =>
  and(
    eq(cartItems.userId, userId),
    eq(cartItems.productId, key.productId),
    eq(cartItems.optionId, key.optionId),
    eq(cartItems.personalisation, key.personalisation),
  );
const LINE_TARGET = [cartItems.userId, cartItems.productId, cartItems.optionId, cartItems.personalisation];

export interface CartLineRow {
  productId: string;
  /** The size chosen, '' for a product without sizes; its label now, '' likewise. */
  optionId: string;
  optionLabel: string;
  optionLabelHi: string;
  personalisation: string;
  quantity: number;
  referencePhoto: string | null;
  name: string;
  /** The product's address word, for the link to its page. */
  slug: string;
  /** The product's Hindi name, '' when it has none (the page falls back to English). */
  nameHi: string;
  images: string[];
  /** The size's price and stock when a size is chosen, else the product's. */
  pricePaise: number;
  stock: number;
  /** What the invoice will say of it (copied onto the order at checkout). */
  hsnCode: string;
  gstRate: number;
  /** Offered beside bouquets; the order's line keeps it so the job sheet prints it apart. */
  isAddon: boolean;
}

/**
 * Lines whose product is still sold (its category active) and whose size still exists; prices and
 * stock as they are now, the size's where one was chosen.
 */
export function listCartLines(db: DbOrTx, userId: string): Promise<CartLineRow[]> {
  return db
    .select({
      productId: cartItems.productId,
      optionId: cartItems.optionId,
      optionLabel: sql<string>`coalesce(${productOptions.label}, '')`,
      optionLabelHi: sql<string>`coalesce(${productOptions.labelHi}, '')`,
      personalisation: cartItems.personalisation,
      quantity: cartItems.quantity,
      referencePhoto: cartItems.referencePhoto,
      name: products.name,
      slug: products.slug,
      nameHi: products.nameHi,
      images: products.images,
      pricePaise: sql<number>`coalesce(${productOptions.pricePaise}, ${products.pricePaise})`,
      stock: sql<number>`coalesce(${productOptions.stock}, ${products.stock})`,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      isAddon: products.isAddon,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productOptions, and(eq(productOptions.id, cartItems.optionId), eq(productOptions.productId, cartItems.productId)))
    .where(and(eq(cartItems.userId, userId), eq(categories.isActive, true), sql`(${cartItems.optionId} = '' OR ${productOptions.id} IS NOT NULL)`))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId), asc(cartItems.optionId), asc(cartItems.personalisation));
}

export async function findCartQuantity(db: DbOrTx, userId: string, key: LineKey): Promise<number> {
  const [row] = await db.select({ quantity: cartItems.quantity }).from(cartItems).where(lineIs(userId, key)).limit(1);
  return row?.quantity ?? 0;
}

/** How many of one size (or of a product without sizes) the cart holds over all its lines (texts differ). */
export async function countInCart(db: DbOrTx, userId: string, productId: string, optionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`cast(coalesce(sum(${cartItems.quantity}), 0) as integer)` })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.optionId, optionId)));
  return row?.n ?? 0;
}

/** Writes a line's quantity and, unless `referencePhoto` is undefined, its reference photo (null removes it). */
export async function setCartLine(db: DbOrTx, userId: string, key: LineKey, quantity: number, referencePhoto?: string | null): Promise<void> {
  await db
    .insert(cartItems)
    .values({ userId, ...key, quantity, referencePhoto: referencePhoto ?? null })
    .onConflictDoUpdate({ target: LINE_TARGET, set: { quantity, ...(referencePhoto !== undefined ? { referencePhoto } : {}) } });
}

/**
 * Adds `quantity` to the line (a new line starts with it) and answers the line's quantity now; a
 * given `referencePhoto` replaces the line's.
 */
export async function addToCartLine(db: DbOrTx, userId: string, key: LineKey, quantity: number, referencePhoto?: string): Promise<number> {
  const [row] = await db
    .insert(cartItems)
    .values({ userId, ...key, quantity, referencePhoto: referencePhoto ?? null })
    .onConflictDoUpdate({
      target: LINE_TARGET,
      set: { quantity: sql`${cartItems.quantity} + ${quantity}`, ...(referencePhoto !== undefined ? { referencePhoto } : {}) },
    })
    .returning({ quantity: cartItems.quantity });
  return row!.quantity;
}

/** Raises the line to at least `quantity` (never lowers it): asked twice, the second changes nothing. Answers the line's quantity. */
export async function raiseCartLine(db: DbOrTx, userId: string, key: LineKey, quantity: number): Promise<number> {
  const [row] = await db
    .insert(cartItems)
    .values({ userId, ...key, quantity, referencePhoto: null })
    .onConflictDoUpdate({ target: LINE_TARGET, set: { quantity: sql`greatest(${cartItems.quantity}, ${quantity})` } })
    .returning({ quantity: cartItems.quantity });
  return row!.quantity;
}

export async function removeCartLine(db: DbOrTx, userId: string, key: LineKey): Promise<void> {
  await db.delete(cartItems).where(lineIs(userId, key));
}

export async function clearCart(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  await db.delete(carts).where(eq(carts.userId, userId));
}

export async function findCartPromoId(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ promoCodeId: carts.promoCodeId }).from(carts).where(eq(carts.userId, userId)).limit(1);
  return row?.promoCodeId ?? null;
}

export async function setCartPromo(db: DbOrTx, userId: string, promoCodeId: string | null): Promise<void> {
  await db
    .insert(carts)
    .values({ userId, promoCodeId })
    .onConflictDoUpdate({ target: carts.userId, set: { promoCodeId, updatedAt: new Date() } });
}
