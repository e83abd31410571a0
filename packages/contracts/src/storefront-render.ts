// How the API and the web app's server renderer meet. The renderer (built from the web app) turns a
// storefront URL into HTML; the API hands it a reader that answers from the shop's services in
// the same process, in exactly the shapes the public API answers with, so the first render and the
// browser's later requests agree byte for byte.
import type { AddOnsAnswer, Category, ProductAnswer, ProductListAnswer, ProductListQuery } from './catalog';
import type { CustomOrderAnswer, GalleryAnswer } from './custom-designs';
import type { ReviewListAnswer } from './reviews';
import type { ShopPolicies, ShopSettings } from './shop-settings';

export interface StorefrontReader {
  /** The active categories, in the owner's order (GET /api/categories). */
  categories(): Promise<{ categories: Category[] }>;
  /** The shop's public settings (GET /api/settings). */
  settings(): Promise<{ settings: ShopSettings }>;
  /** What the shop does: ways to pay, cash on delivery, cancellation (GET /api/shop/policies). */
  policies(): Promise<{ policies: ShopPolicies }>;
  /** One page of the catalogue (GET /api/admin-public/products); null for a query the API refuses. */
  products(query: Partial<ProductListQuery>): Promise<ProductListAnswer | null>;
  /** The add-ons in stock, offered beside a bouquet (GET /api/products/add-ons). */
  addOns(): Promise<AddOnsAnswer>;
  /** One active product, or null when there is none with this id. */
  product(id: string): Promise<ProductAnswer | null>;
  /** A page of a product's visible reviews (GET /api/products/:id/reviews). */
  reviews(productId: string, page: number, limit: number): Promise<ReviewListAnswer>;
  /** A page of the public design gallery (GET /api/custom-orders/approved). */
  gallery(page: number, limit: number): Promise<GalleryAnswer>;
  /** A design as a visitor without an account sees it, or null when it is not public. */
  design(id: string): Promise<CustomOrderAnswer | null>;
}

export interface StorefrontRenderRequest {
  /** Path and query of the page, as asked for. */
  url: string;
  /** The shop's public address (PUBLIC_URL), for canonical links and absolute image URLs. */
  publicUrl: string;
  reader: StorefrontReader;
}

export interface RenderedStorefrontPage {
  /** 200, or 404 for a product or design that does not exist. */
  status: number;
  /** True for a storefront page rendered with its content, the same for every visitor; false for a page a browser completes (cart, checkout, admin). */
  rendered: boolean;
  /** text/html for a page; the router's own type for a navigation's data (`.data`) or its route manifest. */
  contentType: string;
  /** Where a redirect points. */
  location?: string;
  /** The whole HTML document, streamed as React renders it (or the router's data). */
  body: AsyncIterable<Uint8Array>;
}

/**
 * The renderer's entry (React Router's request handler). A storefront page (a route with a loader)
 * is rendered with its data; any other page (cart, admin, account) is the shop's frame in its
 * address's language, completed in the browser.
 */
export type RenderStorefrontPage = (request: StorefrontRenderRequest) => Promise<RenderedStorefrontPage>;
