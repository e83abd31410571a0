// The server-side cart: its lines, the one set of totals cart, checkout and payment share, and
// the calls that change it. Money is rupees here; the database keeps paise.
import { z } from 'zod';
import { IdSchema } from './common';
import { MAX_PERSONALISATION } from './catalog';
import { PromoHindiSchema } from './promos';
import { MAX_LINE_QUANTITY } from './storefront-values';

/** The one set of figures the cart, checkout and the payment all use, computed by the server. */
export const TotalsSchema = z.object({
  subtotal: z.number(),
  deliveryFee: z.number(),
  shopDiscount: z.number(),
  promoDiscount: z.number(),
  discount: z.number(),
  /** What paying cash on delivery adds; present only on such orders. */
  codFee: z.number().optional(),
  total: z.number(),
});
export type Totals = z.infer<typeof TotalsSchema>;

export const CartItemSchema = z.object({
  product: z.object({
    _id: IdSchema,
    /** Its address word, for the link to its page. */
    slug: z.string(),
    name: z.string(),
    /** Its Hindi name, when it has one. */
    hi: z.object({ name: z.string() }).optional(),
    images: z.array(z.string()),
    availability: z.string(),
    stock: z.number().int(),
  }),
  /** The size chosen (its label as the shop names it now), null for a product without sizes. */
  option: z.object({ _id: IdSchema, label: z.string(), hi: z.object({ label: z.string() }).optional() }).nullable(),
  /** The customer's personal text for this line (a message on the cake), '' for none. */
  personalisation: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  lineTotal: z.number(),
  /** The customer's reference photo for this line (a URL from POST /api/cart/reference-photo), or null. */
  referencePhoto: z.string().nullable(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  totalItems: z.number().int(),
  totalAmount: z.number(),
  totals: TotalsSchema,
  /** The applied code; `hi` only when the shop wrote its description in Hindi (Hindi pages show the English otherwise). */
  promo: z.object({ code: z.string(), description: z.string(), hi: PromoHindiSchema.optional() }).nullable(),
  /** Why an applied code no longer applies (e.g. the cart fell below its minimum); the code stays until removed. */
  promoError: z.string().nullable(),
});
export type Cart = z.infer<typeof CartSchema>;
export const CartAnswerSchema = z.object({ cart: CartSchema });

/**
 * A reference photo sent with a cart line: only a URL that POST /api/cart/reference-photo issued to
 * the same customer is accepted (the server checks; anything else is 400).
 */
export const ReferencePhotoUrlSchema = z.string().min(1, 'Upload the reference photo first').max(500);

const LINE_QUANTITY_MESSAGE = `At most ${MAX_LINE_QUANTITY} of one product per order; for more, please contact us`;

/**
 * What names a cart line besides its product: the size (required for a product with sizes) and the
 * personal text (only where the product asks for one). The same product in two sizes is two lines.
 */
const LineKeySchema = z.object({
  productId: IdSchema,
  optionId: IdSchema.optional(),
  personalisation: z
    .string()
    .trim()
    .max(MAX_PERSONALISATION, `Must be at most ${MAX_PERSONALISATION} characters`)
    .default('')
    .transform((s) => s.normalize('NFC')),
});

export const CartAddBodySchema = LineKeySchema.extend({
  quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(MAX_LINE_QUANTITY, LINE_QUANTITY_MESSAGE).default(1),
  /** Sets the line's reference photo; left out, the line keeps the one it has. */
  referencePhoto: ReferencePhotoUrlSchema.optional(),
});
export const CartUpdateBodySchema = LineKeySchema.extend({
  quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(MAX_LINE_QUANTITY, LINE_QUANTITY_MESSAGE),
  /** A new reference photo, null to remove it; left out, the line keeps the one it has. */
  referencePhoto: ReferencePhotoUrlSchema.nullable().optional(),
});
/** POST /api/cart/reference-photo (multipart, one `file`, signed-in customer): the stored photo's URL. */
export const ReferencePhotoAnswerSchema = z.object({ referencePhoto: z.string() });
export type ReferencePhotoAnswer = z.infer<typeof ReferencePhotoAnswerSchema>;
export const CartRemoveBodySchema = LineKeySchema;
export type CartLineKey = z.output<typeof LineKeySchema>;
export const PromoApplyBodySchema = z.object({ code: z.string().trim().min(1, 'Enter a promo code').max(24) });

/**
 * The most one online order may come to. Larger orders (a whole wedding's decoration) are agreed
 * with the florist in person; the limit also keeps every money figure far inside the database's
 * integer columns.
 */
export const MAX_ORDER_RUPEES = 10_00_000;
