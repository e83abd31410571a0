// A customer's cart: adding within stock, changing quantities, the promo box, and pricing the cart
// with the one totals function. Prices always come from the database, never from the client.
import { MAX_LINE_QUANTITY, MAX_ORDER_RUPEES, type Cart, type ShopSettings } from '@phoolwari/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { Clock } from '../../platform/clock';
import { formatRupees, toRupees } from '../../platform/money';
import { findProduct } from '../catalog/repo';
import { availabilityOf } from '../catalog/service';
import { assertPromoUsable, findPromoByCode, promoDiscountPaise, type PromoRow } from '../promos/service';
import { readShopSettings } from '../shop-settings/service';
import type { ReferencePhotoService } from './reference-photos';
import * as repo from './repo';
import { computeTotals, totalsToRupees, type TotalsPaise } from './totals';

export interface PricedCart {
  lines: repo.CartLineRow[];
  promo: PromoRow | null;
  promoError: string | null;
  totals: TotalsPaise;
  settings: ShopSettings;
}

/**
 * Prices the cart as it is now. `extraFeePaise` is what the chosen zone and slot add to the base
 * delivery fee (0 before the customer has chosen them).
 */
export async function priceCart(db: DbOrTx, userId: string, opts: { now: Date; extraFeePaise?: number; codFeePaise?: number }): Promise<PricedCart> {
  const [lines, promoId, settings] = await Promise.all([repo.listCartLines(db, userId), repo.findCartPromoId(db, userId), readShopSettings(db)]);
  const subtotalPaise = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  let promo: PromoRow | null = null;
  let promoError: string | null = null;
  let promoPaise = 0;
  if (promoId) {
    promo = (await db.query.promoCodes.findFirst({ where: (p, { eq }) => eq(p.id, promoId) })) ?? null;
    if (promo) {
      try {
        await assertPromoUsable(db, promo, { userId, subtotalPaise, now: opts.now });
        promoPaise = promoDiscountPaise(promo, subtotalPaise);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        promoError = error.message;
      }
    }
  }
  const totals = computeTotals({
    subtotalPaise,
    deliveryFeePaise: Math.round(settings.deliveryFee * 100) + (opts.extraFeePaise ?? 0),
    shopDiscountPaise: Math.round(settings.shopDiscount * 100),
    promoDiscountPaise: promoPaise,
    codFeePaise: opts.codFeePaise ?? 0,
  });
  return { lines, promo, promoError, totals, settings };
}

export function toCartDto(priced: PricedCart): Cart {
  return {
    items: priced.lines.map((l) => ({
      product: { _id: l.productId, name: l.name, ...(l.nameHi ? { hi: { name: l.nameHi } } : {}), images: l.images, availability: availabilityOf(l.stock), stock: l.stock },
      quantity: l.quantity,
      price: toRupees(l.pricePaise),
      lineTotal: toRupees(l.pricePaise * l.quantity),
      referencePhoto: l.referencePhoto,
    })),
    totalItems: priced.lines.reduce((n, l) => n + l.quantity, 0),
    totalAmount: toRupees(priced.totals.subtotal),
    totals: totalsToRupees(priced.totals),
    promo: priced.promo ? { code: priced.promo.code, description: priced.promo.description } : null,
    promoError: priced.promoError,
  };
}

const MAX_ORDER_PAISE = MAX_ORDER_RUPEES * 100;
const orderTooLarge = () =>
  new AppError(400, `An online order can come to at most ${formatRupees(MAX_ORDER_PAISE)}. For a larger order, please call the shop.`, 'ORDER_TOO_LARGE');

/** Refuses a cart whose goods would come to more than one online order may. */
export function assertOrderSize(subtotalPaise: number): void {
  if (subtotalPaise > MAX_ORDER_PAISE) throw orderTooLarge();
}

/** A line past MAX_LINE_QUANTITY (adding to a line can pass it even when each add is small). */
export function assertLineQuantity(name: string, quantity: number): void {
  if (quantity > MAX_LINE_QUANTITY) {
    throw new AppError(400, `At most ${MAX_LINE_QUANTITY} of ${name} per order; for more, please contact us`, 'LINE_QUANTITY_LIMIT', [{ path: 'quantity', message: `At most ${MAX_LINE_QUANTITY}` }]);
  }
}

function stockMessage(name: string, stock: number): AppError {
  return stock <= 0 ? conflict(`Sorry, ${name} is out of stock`, 'OUT_OF_STOCK') : conflict(`Only ${stock} of ${name} left`, 'INSUFFICIENT_STOCK');
}

export function createCartService({ db, clock, referencePhotos }: { db: Db; clock: Clock; referencePhotos: ReferencePhotoService }) {
  const read = async (userId: string) => toCartDto(await priceCart(db, userId, { now: clock() }));

  async function sellableProduct(productId: string) {
    const product = await findProduct(db, productId);
    if (!product) throw notFound('Product not found');
    return product;
  }

  return {
    read,

    /** Adds `quantity` to the line; a given reference photo (one of the customer's uploads) replaces the line's. */
    async add(userId: string, productId: string, quantity: number, referencePhoto?: string): Promise<Cart> {
      if (referencePhoto !== undefined) referencePhotos.assertOwn(userId, referencePhoto);
      const product = await sellableProduct(productId);
      const held = await repo.findCartQuantity(db, userId, productId);
      const wanted = held + quantity;
      assertLineQuantity(product.name, wanted);
      if (wanted > product.stock) throw stockMessage(product.name, product.stock);
      assertOrderSize((await priceCart(db, userId, { now: clock() })).totals.subtotal + product.pricePaise * quantity);
      await repo.setCartLine(db, userId, productId, wanted, referencePhoto);
      return read(userId);
    },

    /** Sets the line's quantity; `referencePhoto` replaces its photo, null removes it, undefined keeps it. */
    async update(userId: string, productId: string, quantity: number, referencePhoto?: string | null): Promise<Cart> {
      if (referencePhoto) referencePhotos.assertOwn(userId, referencePhoto);
      const held = await repo.findCartQuantity(db, userId, productId);
      if (held === 0) throw notFound('This product is not in your cart');
      const product = await sellableProduct(productId);
      if (quantity > product.stock) throw stockMessage(product.name, product.stock);
      assertOrderSize((await priceCart(db, userId, { now: clock() })).totals.subtotal + product.pricePaise * (quantity - held));
      await repo.setCartLine(db, userId, productId, quantity, referencePhoto);
      return read(userId);
    },

    async remove(userId: string, productId: string): Promise<Cart> {
      await repo.removeCartLine(db, userId, productId);
      return read(userId);
    },

    async clear(userId: string): Promise<Cart> {
      await repo.clearCart(db, userId);
      return read(userId);
    },

    async applyPromo(userId: string, code: string): Promise<Cart> {
      const promo = await findPromoByCode(db, code);
      if (!promo) throw badRequest('This promo code is not valid', [{ path: 'code', message: 'This promo code is not valid' }]);
      const priced = await priceCart(db, userId, { now: clock() });
      if (priced.lines.length === 0) throw badRequest('Add something to your cart first');
      await assertPromoUsable(db, promo, { userId, subtotalPaise: priced.totals.subtotal, now: clock() });
      await repo.setCartPromo(db, userId, promo.id);
      return read(userId);
    },

    async removePromo(userId: string): Promise<Cart> {
      await repo.setCartPromo(db, userId, null);
      return read(userId);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
