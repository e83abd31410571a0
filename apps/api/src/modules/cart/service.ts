// A customer's cart: adding within stock, changing quantities, the promo box, and pricing the cart
// with the one totals function. Prices always come from the database, never from the client.
import { MAX_LINE_QUANTITY, MAX_ORDER_RUPEES, type Cart, type Language, type ShopSettings } from '@phoolwari/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { firstTimeOf, type RequestKey } from '../../platform/idempotency';
import type { Clock } from '../../platform/clock';
import { formatRupees, toRupees } from '../../platform/money';
import { findProductForCart, availabilityOf } from '../catalog';
import { assertPromoUsable, findPromoByCode, promoDiscountPaise, type PromoRow } from '../promos';
import { readShopSettings } from '../shop-settings';
import type { ReferencePhotoService } from './reference-photos';
import * as repo from './repo';
import { computeTotals, totalsToRupees, type TotalsPaise } from './totals';
import { wording, Wording } from '../../platform/i18n/translator';
import * as messages from './messages';

export interface PricedCart {
  lines: repo.CartLineRow[];
  promo: PromoRow | null;
  /** Why the cart's promo code does not apply now, in the reader's language. */
  promoError: Wording | null;
  totals: TotalsPaise;
  settings: ShopSettings;
}

/**
 * Prices the cart as it is now. `extraFeePaise` is what the chosen zone and slot add to the base
 * delivery fee (0 before the customer has chosen them). `settings`: the shop's settings when the
 * caller has just read them (in the same transaction), so they are not read twice.
 */
export async function priceCart(
  db: DbOrTx,
  userId: string,
  opts: { now: Date; extraFeePaise?: number; codFeePaise?: number; settings?: ShopSettings },
): Promise<PricedCart> {
  const [lines, promoId, settings] = await Promise.all([
    repo.listCartLines(db, userId),
    repo.findCartPromoId(db, userId),
    opts.settings ?? readShopSettings(db),
  ]);
  const subtotalPaise = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  let promo: PromoRow | null = null;
  let promoError: Wording | null = null;
  let promoPaise = 0;
  if (promoId) {
    promo = (await db.query.promoCodes.findFirst({ where: (p, { eq }) => eq(p.id, promoId) })) ?? null;
    if (promo) {
      try {
        await assertPromoUsable(db, promo, { userId, subtotalPaise, now: opts.now });
        promoPaise = promoDiscountPaise(promo, subtotalPaise);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        promoError = error.wording ?? new Wording(() => error.message);
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

/** The cart as a customer reads it in `language`. */
export function toCartDto(priced: PricedCart, language: Language): Cart {
  return {
    items: priced.lines.map((l) => ({
      product: {
        _id: l.productId,
        slug: l.slug,
        name: l.name,
        ...(l.nameHi ? { hi: { name: l.nameHi } } : {}),
        images: l.images,
        availability: availabilityOf(l.stock),
        stock: l.stock,
      },
      quantity: l.quantity,
      price: toRupees(l.pricePaise),
      lineTotal: toRupees(l.pricePaise * l.quantity),
      referencePhoto: l.referencePhoto,
    })),
    totalItems: priced.lines.reduce((n, l) => n + l.quantity, 0),
    totalAmount: toRupees(priced.totals.subtotal),
    totals: totalsToRupees(priced.totals),
    promo: priced.promo
      ? {
          code: priced.promo.code,
          description: priced.promo.description,
          ...(priced.promo.descriptionHi ? { hi: { description: priced.promo.descriptionHi } } : {}),
        }
      : null,
    promoError: priced.promoError?.in(language) ?? null,
  };
}

const MAX_ORDER_PAISE = MAX_ORDER_RUPEES * 100;
const orderTooLarge = () => new AppError(400, wording(messages, 'orderTooLarge', { max: formatRupees(MAX_ORDER_PAISE) }), 'ORDER_TOO_LARGE');

/** Refuses a cart whose goods would come to more than one online order may. */
export function assertOrderSize(subtotalPaise: number): void {
  if (subtotalPaise > MAX_ORDER_PAISE) throw orderTooLarge();
}

/** A line past MAX_LINE_QUANTITY (adding to a line can pass it even when each add is small). */
export function assertLineQuantity(product: { name: string; nameHi: string }, quantity: number): void {
  if (quantity > MAX_LINE_QUANTITY) {
    const max = MAX_LINE_QUANTITY;
    throw new AppError(400, wording(messages, 'lineLimit', { max, product: productName(product) }), 'LINE_QUANTITY_LIMIT', [
      { path: 'quantity', message: wording(messages, 'lineLimitField', { max }) },
    ]);
  }
}

/** A product's name as the shop names it in each language. */
export const productName = (product: { name: string; nameHi: string }): Wording => Wording.name(product.name, product.nameHi);

/**
 * The refusal for asking more of `product` than is in stock: none left (OUT_OF_STOCK), or only
 * `stock` (`fewCode`: the cart says INSUFFICIENT_STOCK, checkout OUT_OF_STOCK for both).
 */
export function stockRefusal(
  product: { name: string; nameHi: string },
  stock: number,
  fewCode: 'INSUFFICIENT_STOCK' | 'OUT_OF_STOCK' = 'INSUFFICIENT_STOCK',
): AppError {
  return stock <= 0
    ? conflict(wording(messages, 'outOfStock', { product: productName(product) }), 'OUT_OF_STOCK')
    : conflict(wording(messages, 'onlyLeft', { product: productName(product), count: stock }), fewCode);
}

export function createCartService({ db, clock, referencePhotos }: { db: Db; clock: Clock; referencePhotos: ReferencePhotoService }) {
  const read = async (userId: string, language: Language) => toCartDto(await priceCart(db, userId, { now: clock() }), language);

  async function sellableProduct(productId: string, tx: DbOrTx = db) {
    const product = await findProductForCart(tx, productId);
    if (!product) throw notFound(wording(messages, 'productNotFound'));
    return product;
  }

  return {
    read,

    /**
     * Adds `quantity` to the line; a given reference photo (one of the customer's uploads) replaces
     * the line's. With `requestKey`, the same request sent again adds nothing more (idempotency.ts).
     */
    async add(
      userId: string,
      productId: string,
      quantity: number,
      referencePhoto: string | undefined,
      language: Language,
      requestKey?: RequestKey,
    ): Promise<Cart> {
      if (referencePhoto !== undefined) referencePhotos.assertOwn(userId, referencePhoto);
      const priced = await db.transaction(async (tx) => {
        if (requestKey && !(await firstTimeOf(tx, userId, requestKey))) return null;
        const product = await sellableProduct(productId, tx);
        // Added first, then checked: a refusal rolls the addition back, and the cart priced after
        // it is both what the order-size check needs and the answer (no second read of the cart).
        const wanted = await repo.addToCartLine(tx, userId, productId, quantity, referencePhoto);
        assertLineQuantity(product, wanted);
        if (wanted > product.stock) throw stockRefusal(product, product.stock);
        const cart = await priceCart(tx, userId, { now: clock() });
        assertOrderSize(cart.totals.subtotal);
        return cart;
      });
      // A repeated request added nothing: the cart as it is.
      return priced ? toCartDto(priced, language) : read(userId, language);
    },

    /** Sets the line's quantity; `referencePhoto` replaces its photo, null removes it, undefined keeps it. */
    async update(userId: string, productId: string, quantity: number, referencePhoto: string | null | undefined, language: Language): Promise<Cart> {
      if (referencePhoto) referencePhotos.assertOwn(userId, referencePhoto);
      const held = await repo.findCartQuantity(db, userId, productId);
      if (held === 0) throw notFound(wording(messages, 'notInCart'));
      const product = await sellableProduct(productId);
      if (quantity > product.stock) throw stockRefusal(product, product.stock);
      assertOrderSize((await priceCart(db, userId, { now: clock() })).totals.subtotal + product.pricePaise * (quantity - held));
      await repo.setCartLine(db, userId, productId, quantity, referencePhoto);
      return read(userId, language);
    },

    async remove(userId: string, productId: string, language: Language): Promise<Cart> {
      await repo.removeCartLine(db, userId, productId);
      return read(userId, language);
    },

    async clear(userId: string, language: Language): Promise<Cart> {
      await repo.clearCart(db, userId);
      return read(userId, language);
    },

    async applyPromo(userId: string, code: string, language: Language): Promise<Cart> {
      const promo = await findPromoByCode(db, code);
      if (!promo) throw badRequest(wording(messages, 'promoNotValid'), [{ path: 'code', message: wording(messages, 'promoNotValid') }]);
      const priced = await priceCart(db, userId, { now: clock() });
      if (priced.lines.length === 0) throw badRequest(wording(messages, 'emptyCartPromo'));
      await assertPromoUsable(db, promo, { userId, subtotalPaise: priced.totals.subtotal, now: clock() });
      await repo.setCartPromo(db, userId, promo.id);
      return read(userId, language);
    },

    async removePromo(userId: string, language: Language): Promise<Cart> {
      await repo.setCartPromo(db, userId, null);
      return read(userId, language);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
