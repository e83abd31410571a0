// A customer's cart: adding within stock, changing quantities, the promo box, and pricing the cart
// with the one totals function. Prices always come from the database, never from the client.
import { MAX_LINE_QUANTITY, MAX_ORDER_RUPEES, type Cart, type CartLineKey, type Language, type ShopSettings } from '@phoolwari/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { firstTimeOf, type RequestKey } from '../../platform/idempotency';
import type { Clock } from '../../platform/clock';
import { formatRupees, toRupees } from '../../platform/money';
import { findProductForCart, availabilityOf, listOptions } from '../catalog';
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
      option: l.optionId ? { _id: l.optionId, label: l.optionLabel, ...(l.optionLabelHi ? { hi: { label: l.optionLabelHi } } : {}) } : null,
      personalisation: l.personalisation,
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

/**
 * A product's name as the shop names it in each language, with its size where one is chosen
 * ("Red roses bouquet — 12 stems"), as every line description says it.
 */
export const productName = (product: { name: string; nameHi: string; optionLabel?: string; optionLabelHi?: string }): Wording =>
  product.optionLabel
    ? Wording.name(`${product.name} — ${product.optionLabel}`, `${product.nameHi || product.name} — ${product.optionLabelHi || product.optionLabel}`)
    : Wording.name(product.name, product.nameHi);

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

  /**
   * What a line may be: the product on sale, the size it names (required where the product has
   * sizes, refused where it has none) and a personal text within what the product allows. The
   * stock and price answered are the size's when there is one.
   */
  async function sellableLine(key: CartLineKey, tx: DbOrTx = db) {
    const product = await findProductForCart(tx, key.productId);
    if (!product) throw notFound(wording(messages, 'productNotFound'));
    const name = productName(product);
    const sizes = await listOptions(tx, [product.id]);
    const size = sizes.find((o) => o.id === key.optionId);
    if (sizes.length > 0 && !key.optionId) {
      throw badRequest(wording(messages, 'chooseSize', { product: name }), [{ path: 'optionId', message: wording(messages, 'chooseSizeField') }]);
    }
    if (key.optionId && !size) {
      const refusal = sizes.length > 0 ? 'noSuchSize' : 'noSizes';
      throw badRequest(wording(messages, refusal, { product: name }), [{ path: 'optionId', message: wording(messages, refusal, { product: name }) }]);
    }
    if (key.personalisation && product.personalisationMax === 0) {
      const message = wording(messages, 'noPersonalisation', { product: name });
      throw badRequest(message, [{ path: 'personalisation', message }]);
    }
    if (key.personalisation.length > product.personalisationMax && key.personalisation) {
      const max = product.personalisationMax;
      throw badRequest(wording(messages, 'personalisationTooLong', { product: name, max }), [
        { path: 'personalisation', message: wording(messages, 'personalisationTooLongField', { max }) },
      ]);
    }
    const line = size ? { ...product, optionLabel: size.label, optionLabelHi: size.labelHi, pricePaise: size.pricePaise, stock: size.stock } : product;
    return { ...line, key: { productId: product.id, optionId: size?.id ?? '', personalisation: key.personalisation } };
  }

  /** Writes a line with `write` (answering its new quantity), then checks it as a sale: a refusal rolls the write back. */
  async function putLine(
    userId: string,
    lineKey: CartLineKey,
    language: Language,
    write: (tx: Tx, key: { productId: string; optionId: string; personalisation: string }) => Promise<number>,
    requestKey?: RequestKey,
  ): Promise<Cart> {
    const priced = await db.transaction(async (tx) => {
      if (requestKey && !(await firstTimeOf(tx, userId, requestKey))) return null;
      const line = await sellableLine(lineKey, tx);
      // Written first, then checked: a refusal rolls the write back, and the cart priced after
      // it is both what the order-size check needs and the answer (no second read of the cart).
      const wanted = await write(tx, line.key);
      assertLineQuantity(line, wanted);
      // The stock covers every line of this size (two messages on two cakes of one size).
      const held = await repo.countInCart(tx, userId, line.key.productId, line.key.optionId);
      if (held > line.stock) throw stockRefusal(line, line.stock - (held - wanted));
      const cart = await priceCart(tx, userId, { now: clock() });
      assertOrderSize(cart.totals.subtotal);
      return cart;
    });
    // A repeated request added nothing: the cart as it is.
    return priced ? toCartDto(priced, language) : read(userId, language);
  }

  return {
    read,

    /**
     * Adds `quantity` to the line; a given reference photo (one of the customer's uploads) replaces
     * the line's. With `requestKey`, the same request sent again adds nothing more (idempotency.ts).
     */
    async add(
      userId: string,
      lineKey: CartLineKey,
      quantity: number,
      referencePhoto: string | undefined,
      language: Language,
      requestKey?: RequestKey,
    ): Promise<Cart> {
      if (referencePhoto !== undefined) referencePhotos.assertOwn(userId, referencePhoto);
      return putLine(userId, lineKey, language, (tx, key) => repo.addToCartLine(tx, userId, key, quantity, referencePhoto), requestKey);
    },

    /**
     * Makes the line hold at least `quantity`, adding only what is missing: a link that puts an
     * earlier order back in the cart (an occasion's repeat) followed twice does not double it.
     */
    async addAtLeast(userId: string, lineKey: CartLineKey, quantity: number, language: Language): Promise<Cart> {
      return putLine(userId, lineKey, language, (tx, key) => repo.raiseCartLine(tx, userId, key, quantity));
    },

    /** Sets the line's quantity; `referencePhoto` replaces its photo, null removes it, undefined keeps it. */
    async update(userId: string, lineKey: CartLineKey, quantity: number, referencePhoto: string | null | undefined, language: Language): Promise<Cart> {
      if (referencePhoto) referencePhotos.assertOwn(userId, referencePhoto);
      const key = { ...lineKey, optionId: lineKey.optionId ?? '' };
      const held = await repo.findCartQuantity(db, userId, key);
      if (held === 0) throw notFound(wording(messages, 'notInCart'));
      const line = await sellableLine(lineKey);
      const others = (await repo.countInCart(db, userId, key.productId, key.optionId)) - held;
      if (quantity + others > line.stock) throw stockRefusal(line, Math.max(0, line.stock - others));
      assertOrderSize((await priceCart(db, userId, { now: clock() })).totals.subtotal + line.pricePaise * (quantity - held));
      await repo.setCartLine(db, userId, key, quantity, referencePhoto);
      return read(userId, language);
    },

    async remove(userId: string, lineKey: CartLineKey, language: Language): Promise<Cart> {
      await repo.removeCartLine(db, userId, { ...lineKey, optionId: lineKey.optionId ?? '' });
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
