// Queries on a customer's cart: its lines joined with live product data, and its applied promo.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, carts, categories, products } from '../../db/schema';

export interface CartLineRow {
  productId: string;
  quantity: number;
  referencePhoto: string | null;
  name: string;
  /** The product's address word, for the link to its page. */
  slug: string;
  /** The product's Hindi name, '' when it has none (the page falls back to English). */
  nameHi: string;
  images: string[];
  pricePaise: number;
  stock: number;
  /** What the invoice will say of it (copied onto the order at checkout). */
  hsnCode: string;
  gstRate: number;
  /** Offered beside bouquets; the order's line keeps it so the job sheet prints it apart. */
  isAddon: boolean;
}

/** Lines whose product is still sold (its category active); prices and stock as they are now. */
export function listCartLines(db: DbOrTx, userId: string): Promise<CartLineRow[]> {
  return db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      referencePhoto: cartItems.referencePhoto,
      name: products.name,
      slug: products.slug,
      nameHi: products.nameHi,
      images: products.images,
      pricePaise: products.pricePaise,
      stock: products.stock,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      isAddon: products.isAddon,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(cartItems.userId, userId), eq(categories.isActive, true)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

export async function findCartQuantity(db: DbOrTx, userId: string, productId: string): Promise<number> {
  const row = await db.query.cartItems.findFirst({ where: and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)) });
  return row?.quantity ?? 0;
}

/** Writes a line's quantity and, unless `referencePhoto` is undefined, its reference photo (null removes it). */
export async function setCartLine(db: DbOrTx, userId: string, productId: string, quantity: number, referencePhoto?: string | null): Promise<void> {
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity, referencePhoto: referencePhoto ?? null })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity, ...(referencePhoto !== undefined ? { referencePhoto } : {}) } });
}

/**
 * Adds `quantity` to the line (a new line starts with it) and answers the line's quantity now; a
 * given `referencePhoto` replaces the line's.
 */
export async function addToCartLine(db: DbOrTx, userId: string, productId: string, quantity: number, referencePhoto?: string): Promise<number> {
  const [row] = await db
    .insert(cartItems)
    .values({ userId, productId, quantity, referencePhoto: referencePhoto ?? null })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + ${quantity}`, ...(referencePhoto !== undefined ? { referencePhoto } : {}) },
    })
    .returning({ quantity: cartItems.quantity });
  return row!.quantity;
}

export async function removeCartLine(db: DbOrTx, userId: string, productId: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
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
