// What the server's renderer of the storefront reads: the shop's services, called in this process,
// answering in the public API's shapes (checked against the same response schemas, and turned
// into plain JSON as the API sends it, so the page the browser hydrates matches what it would
// fetch). A product or design that is missing or not public is null, never an error page.
// The catalogue's answers (categories, lists, products, add-ons, a product's reviews) are read once
// and kept with the cached catalogue answers (platform/response-cache.ts), which every catalogue,
// stock and review write clears: a page renders from memory what the API would answer from it.
import {
  AddOnsAnswerSchema,
  CategoriesAnswerSchema,
  CustomOrderAnswerSchema,
  GalleryAnswerSchema,
  ProductAnswerSchema,
  ProductListAnswerSchema,
  ProductListQuerySchema,
  ReviewListAnswerSchema,
  ShopPoliciesAnswerSchema,
  ShopSettingsAnswerSchema,
  type ShopPolicies,
  type StorefrontReader,
} from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { cacheKey, type ResponseCache } from '../../platform/response-cache';
import type { CatalogService } from '../catalog';
import type { CustomDesignService } from '../custom-designs';
import type { ReviewService } from '../reviews';
import { readShopSettings } from '../shop-settings';

interface Deps {
  db: Db;
  policies: () => Promise<ShopPolicies>;
  catalog: CatalogService;
  reviews: ReviewService;
  designs: CustomDesignService;
  cache: Pick<ResponseCache, 'remember'>;
}

/** As the response serialiser does: the schema's view of the value, as JSON would carry it. */
function asSent<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return schema.parse(JSON.parse(JSON.stringify(value)));
}

/** Null for "no such thing (for a visitor)": the answers the API gives as 400, 403 or 404. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && [400, 403, 404].includes(error.statusCode)) return null;
    throw error;
  }
}

export function createStorefrontReader({ db, catalog, reviews, designs, policies, cache }: Deps): StorefrontReader {
  const kept = <T>(key: string, read: () => Promise<T>) => cache.remember(`storefront:${key}`, read);
  return {
    // Read by every page (the hero's delivery promise, the checkout's ways to pay): kept like the
    // catalogue, and cleared by the owner's changes to the settings and the delivery areas.
    policies: () => kept('policies', async () => asSent(ShopPoliciesAnswerSchema, { policies: await policies() })),
    categories: () => kept(cacheKey('/categories'), async () => asSent(CategoriesAnswerSchema, { categories: await catalog.listCategories() })),
    settings: () => kept('settings', async () => asSent(ShopSettingsAnswerSchema, { settings: await readShopSettings(db) })),
    async products(query) {
      const parsed = ProductListQuerySchema.safeParse(query);
      if (!parsed.success) return null;
      return kept(cacheKey('/products', parsed.data), async () => asSent(ProductListAnswerSchema, await catalog.listProducts(parsed.data)));
    },
    addOns: () => kept(cacheKey('/products/add-ons'), async () => asSent(AddOnsAnswerSchema, { products: await catalog.listAddOns() })),
    product: (id) => kept(cacheKey(`/products/${id}`), () => orNull(async () => asSent(ProductAnswerSchema, { product: await catalog.getProduct(id) }))),
    reviews: (productId, page, limit) =>
      kept(cacheKey(`/products/${productId}/reviews`, { page, limit }), async () =>
        asSent(ReviewListAnswerSchema, await reviews.list(productId, { page, limit })),
      ),
    gallery: async (page, limit) => asSent(GalleryAnswerSchema, await designs.gallery({ page, limit })),
    design: (id) => orNull(async () => asSent(CustomOrderAnswerSchema, { customOrder: await designs.get(undefined, id) })),
  };
}
