// A visitor's cart before they sign in. The first "Add to Cart" without an account makes a guest
// stand-in (a users row with is_guest, which never signs in) and names it in a cookie signed with
// the server's secret, so the cart lives on the server under the same rules and prices as an
// account's. Signing in (a code, a password or a new account) merges it into the account's cart,
// each line (product, size and text) capped by its stock and the line limit as adding would be,
// and forgets the cookie.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_LINE_QUANTITY } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { cartItems, carts, orders, productOptions, products, users } from '../../db/schema';

export const GUEST_CART_COOKIE = 'phoolwari_cart';
/** A guest's cart is kept for a month after its last visit. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface GuestCarts {
  /** The guest stand-in the request's cookie names, if its signature holds and the stand-in is still a guest. */
  guestOf(request: FastifyRequest): Promise<string | null>;
  /** The request's guest, made (and its cookie set on the reply) when it has none. */
  guestFor(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** Moves the request's guest cart into `userId`'s and forgets the cookie; nothing without one. */
  mergeInto(userId: string, request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createGuestCarts({ db, secret, secureCookie }: { db: Db; secret: string; secureCookie: boolean }): GuestCarts {
  const key = createHmac('sha256', secret).update('phoolwari guest cart cookie').digest();
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  const attributes = `Path=/api; HttpOnly; SameSite=Lax${secureCookie ? '; Secure' : ''}`;

  function idFromCookie(request: FastifyRequest): string | null {
    const value = new RegExp(`(?:^|;\\s*)${GUEST_CART_COOKIE}=([0-9a-f]{24})\\.([\\w-]{43})(?:;|$)`).exec(request.headers.cookie ?? '');
    if (!value) return null;
    const [, id, signature] = value;
    const expected = Buffer.from(sign(id!));
    const given = Buffer.from(signature!);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id! : null;
  }

  async function guestOf(request: FastifyRequest): Promise<string | null> {
    const id = idFromCookie(request);
    if (!id) return null;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.isGuest, true)))
      .limit(1);
    return row?.id ?? null;
  }

  const setCookie = (reply: FastifyReply, id: string) =>
    void reply.header('set-cookie', `${GUEST_CART_COOKIE}=${id}.${sign(id)}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; ${attributes}`);

  return {
    guestOf,

    async guestFor(request, reply) {
      const known = await guestOf(request);
      if (known) return known;
      const id = newId();
      await db.insert(users).values({ id, name: '', isGuest: true });
      setCookie(reply, id);
      return id;
    },

    async mergeInto(userId, request, reply) {
      const guestId = await guestOf(request);
      if (idFromCookie(request)) void reply.header('set-cookie', `${GUEST_CART_COOKIE}=; Max-Age=0; ${attributes}`);
      if (!guestId || guestId === userId) return;
      await db.transaction(async (tx) => {
        // Each line adds to the account's, capped by the stock and the line limit, as an add would be;
        // a line with nothing left in stock stays out.
        await tx.execute(sql`
          INSERT INTO ${cartItems} (user_id, product_id, option_id, personalisation, quantity, reference_photo)
          SELECT ${userId}, g.product_id, g.option_id, g.personalisation,
            LEAST(g.quantity + COALESCE(a.quantity, 0), COALESCE(o.stock, p.stock), ${MAX_LINE_QUANTITY}), g.reference_photo
          FROM ${cartItems} g
          JOIN ${products} p ON p.id = g.product_id
          LEFT JOIN ${productOptions} o ON o.id = g.option_id AND o.product_id = g.product_id
          LEFT JOIN ${cartItems} a ON a.user_id = ${userId} AND a.product_id = g.product_id
            AND a.option_id = g.option_id AND a.personalisation = g.personalisation
          WHERE g.user_id = ${guestId} AND COALESCE(o.stock, p.stock) > 0 AND (g.option_id = '' OR o.id IS NOT NULL)
          ON CONFLICT (user_id, product_id, option_id, personalisation) DO UPDATE SET quantity = EXCLUDED.quantity`);
        // The guest's promo code carries over when the account has none of its own.
        const [guestCart] = await tx.select({ promoCodeId: carts.promoCodeId }).from(carts).where(eq(carts.userId, guestId));
        if (guestCart?.promoCodeId) {
          await tx
            .insert(carts)
            .values({ userId, promoCodeId: guestCart.promoCodeId })
            .onConflictDoUpdate({ target: carts.userId, set: { promoCodeId: sql`COALESCE(${carts.promoCodeId}, EXCLUDED.promo_code_id)` } });
        }
        await tx.delete(cartItems).where(eq(cartItems.userId, guestId));
        await tx.delete(carts).where(eq(carts.userId, guestId));
        // A stand-in that placed no order has nothing left to keep.
        const [ordered] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, guestId)).limit(1);
        if (!ordered) await tx.delete(users).where(and(eq(users.id, guestId), eq(users.isGuest, true)));
      });
    },
  };
}
