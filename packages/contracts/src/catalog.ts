// The catalogue: categories and products, their list query and admin writes.
import { z } from 'zod';

import { IdSchema, queryInt, RupeesSchema, SlugSchema } from './common';
import { GstRateSchema, HsnCodeSchema } from './gst';

/**
 * The Hindi of a product or category: only the fields staff have written (none empty); the
 * storefront shows the English for the rest (`localized` in storefront-values.ts).
 */
export const CategoryHindiSchema = z.object({ name: z.string().optional(), description: z.string().optional() });
export const ProductHindiSchema = CategoryHindiSchema.extend({ features: z.array(z.string()).optional(), tags: z.array(z.string()).optional() });
export type ProductHindi = z.infer<typeof ProductHindiSchema>;

/**
 * A catalogue picture as staff may set it: one of the shop's own uploads (`/uploads/<key>`) or an
 * absolute http(s) address; the server accepts an address only under its bucket's public base URL
 * (an arbitrary one would be fetched by the shop to draw share previews). Nothing else.
 */
export const StoredImageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (url) => /^\/uploads\/[\w-]+(\/[\w-]+)*\.[a-z0-9]+$/i.test(url) || /^https?:\/\/[^/\\?#@\s]+\/[^\\\s]*$/.test(url),
    "Image must be one of the shop's uploaded pictures",
  );

export const CategorySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  hi: CategoryHindiSchema.optional(),
  image: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  productCount: z.number().int().optional(),
});
export type Category = z.infer<typeof CategorySchema>;

export const textList = (max: number) =>
  z
    .array(z.string().trim().max(80))
    .max(max)
    .default([])
    // Blank and duplicate entries are dropped, as the admin form does.
    .transform((list) => [...new Set(list.filter((s) => s.length > 0))]);

/** Hindi as typed, trimmed and in NFC (a nukta letter has two spellings; search compares NFC). */
export const hindiText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .default('')
    .transform((s) => s.normalize('NFC'));
const hindiList = (max: number) => textList(max).transform((list) => [...new Set(list.map((s) => s.normalize('NFC')))]);

/**
 * Hindi written beside the English, every field optional, with the English field's limits. Sent,
 * it replaces the Hindi kept (a field left out or empty clears it); left out, the Hindi stays.
 */
/** The Hindi of a product's (or an approved design's) name, description, tags and features, with the English fields' limits. */
export const ProductHindiWriteSchema = z.object({ name: hindiText(120), description: hindiText(4000), tags: hindiList(20), features: hindiList(20) });
export type ProductHindiWrite = z.input<typeof ProductHindiWriteSchema>;

export const CategoryHindiWriteSchema = z.object({ name: hindiText(80), description: hindiText(1000) });
export type CategoryHindiWrite = z.input<typeof CategoryHindiWriteSchema>;

export const CategoryWriteSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  description: z.string().trim().min(1, 'Description is required').max(1000),
  hi: CategoryHindiWriteSchema.optional(),
  image: z.union([z.literal(''), StoredImageUrlSchema]).default(''),
  isActive: z.boolean().default(true),
  sortOrder: z.coerce.number().int('Sort order must be a whole number').min(0).max(10_000).default(0),
});
export type CategoryWrite = z.input<typeof CategoryWriteSchema>;

export const CategoryStatusBodySchema = z.object({ isActive: z.boolean() });

/** What the storefront shows for stock: computed by the server from the stock count. */
export const AvailabilitySchema = z.enum(['In Stock', 'Limited Stock', 'Out of Stock']);
export type Availability = z.infer<typeof AvailabilitySchema>;

/** At or below this many left, a product shows 'Limited Stock'. */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * A product's size (6 / 12 / 24 stems, ½ kg cake, a garland's length): its own price (rupees), stock
 * and SKU. `hi` when staff wrote its Hindi label.
 */
export const ProductOptionSchema = z.object({
  _id: IdSchema,
  label: z.string(),
  hi: z.object({ label: z.string() }).optional(),
  price: z.number(),
  stock: z.number().int(),
  sku: z.string(),
  availability: AvailabilitySchema,
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/** The most a personal text (a message on the cake) may be, whatever the product allows. */
export const MAX_PERSONALISATION = 120;

export const ProductSchema = z.object({
  _id: IdSchema,
  /** The product's address word (/product/red-rose-bouquet-12-stems), made from its first name and kept when it is renamed. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  hi: ProductHindiSchema.optional(),
  price: z.number(),
  originalPrice: z.number(),
  category: z.object({ _id: IdSchema, slug: z.string(), name: z.string(), hi: CategoryHindiSchema.pick({ name: true }).optional() }),
  images: z.array(z.string()),
  stock: z.number().int(),
  tags: z.array(z.string()),
  features: z.array(z.string()),
  deliveryTime: z.string(),
  featured: z.boolean(),
  isNew: z.boolean(),
  rating: z.number(),
  reviews: z.number().int(),
  availability: AvailabilitySchema,
  /** Offered beside bouquets on the product page and in the cart (a greeting card, chocolates, a vase). */
  isAddon: z.boolean(),
  hsnCode: z.string(),
  gstRate: GstRateSchema,
  createdAt: z.string(),
  /**
   * Its sizes, in the shop's order; empty for a product sold as one. With options, `price` is the
   * cheapest option's and `stock` their sum.
   */
  options: z.array(ProductOptionSchema),
  /** The longest personal text a customer may add (a message on the cake); 0: none is asked. */
  personalisationMax: z.number().int(),
});
export type Product = z.infer<typeof ProductSchema>;

export const SORTS = ['popularity', 'price-low', 'price-high', 'rating', 'newest'] as const;
export const SortSchema = z.enum(SORTS);
export type Sort = z.infer<typeof SortSchema>;

export const ProductListQuerySchema = z
  .object({
    search: z.string().trim().max(100, 'Search is too long').optional(),
    /** A category by its address word (?category=roses) or, as older links have it, its id. */
    category: z.union([IdSchema, SlugSchema]).optional(),
    minPrice: z.coerce.number().nonnegative().max(10_000_000).optional(),
    maxPrice: z.coerce.number().nonnegative().max(10_000_000).optional(),
    sort: SortSchema.default('popularity'),
    page: queryInt(1, 10_000).default(1),
    limit: queryInt(1, 100).default(12),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListAnswerSchema = z.object({
  products: z.array(ProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type ProductListAnswer = z.infer<typeof ProductListAnswerSchema>;

/** A size as staff write it: with `_id` it edits that option, without one it adds a new option. */
export const ProductOptionWriteSchema = z.object({
  _id: IdSchema.optional(),
  label: z.string().trim().min(1, 'Label the size').max(60, 'Must be at most 60 characters'),
  labelHi: hindiText(60),
  price: RupeesSchema,
  stock: z.number().int('Stock must be a whole number').min(0, 'Stock must not be negative').max(100_000),
  sku: z.string().trim().max(40, 'Must be at most 40 characters').default(''),
});
export type ProductOptionWrite = z.input<typeof ProductOptionWriteSchema>;

export const ProductWriteSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  description: z.string().trim().min(1, 'Description is required').max(4000),
  hi: ProductHindiWriteSchema.optional(),
  price: RupeesSchema,
  originalPrice: RupeesSchema.default(0),
  category: z
    .string({ error: 'Please select a category' })
    .min(1, 'Please select a category')
    .regex(/^[0-9a-f]{24}$/, 'Invalid category selected'),
  images: z.array(StoredImageUrlSchema).max(12).default([]),
  stock: z.number().int('Stock must be a whole number').min(0, 'Stock must not be negative').max(100_000),
  tags: textList(20),
  features: textList(20),
  deliveryTime: z.string().trim().min(1).max(60).default('2-4 hours'),
  featured: z.boolean().default(false),
  isNewProduct: z.boolean().default(false),
  isAddon: z.boolean().default(false),
  /** For the GST invoice: fresh cut flowers are HSN 0603 at nil rate. */
  hsnCode: HsnCodeSchema.default('0603'),
  gstRate: GstRateSchema.default(0),
  /**
   * Its sizes; left out, the sizes kept stay as they are, sent, they replace them (an empty list
   * sells the product as one again). With sizes, the product's price and stock are theirs.
   */
  options: z
    .array(ProductOptionWriteSchema)
    .max(12, 'At most 12 sizes')
    .refine((list) => new Set(list.map((o) => o.label.toLowerCase())).size === list.length, 'Two sizes have the same label')
    .optional(),
  /** 0: no personal text; otherwise the longest a customer may write. */
  personalisationMax: z.number().int().min(0).max(MAX_PERSONALISATION, `Must be at most ${MAX_PERSONALISATION} characters`).default(0),
});
export type ProductWrite = z.input<typeof ProductWriteSchema>;

// ---- PUT /api/admin-public/products/:id ----
/**
 * An edit says what stock it was made from: orders placed while the form was open are never
 * undone by a blind overwrite. An unchanged stock leaves the current one alone; a changed one is
 * saved only if the stock is still what the form loaded (409 STOCK_CHANGED otherwise).
 */
export const ProductUpdateSchema = ProductWriteSchema.extend({
  stockWas: z.number().int().min(0),
});
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;

export const ProductAnswerSchema = z.object({ product: ProductSchema });
/** One product by its id or its address word. */
export const ProductKeyParamsSchema = z.object({ id: z.union([IdSchema, SlugSchema]) });

// ---- GET /api/products/add-ons: what the product page and the cart offer beside bouquets ----
/** More than a row of small cards would not be looked at. */
export const ADD_ON_LIMIT = 12;
export const AddOnsAnswerSchema = z.object({ products: z.array(ProductSchema) });
export type AddOnsAnswer = z.infer<typeof AddOnsAnswerSchema>;
export type ProductAnswer = z.infer<typeof ProductAnswerSchema>;
export const CategoriesAnswerSchema = z.object({ categories: z.array(CategorySchema) });
export const CategoryAnswerSchema = z.object({ category: CategorySchema });

// ---- Products: GET /api/admin/products (admin only, never cached) ----

/** The storefront's query; the admin list also includes products of inactive categories. */
export const AdminProductListQuerySchema = ProductListQuerySchema;
export const AdminProductListAnswerSchema = ProductListAnswerSchema;
