// Values the storefront's first load reads, in a file without zod: the package is free of side
// effects, so a page that imports one of these gets this file alone, not the schemas and zod
// (about 23 KB of brotli), which load only with the forms that validate.

/** Indian pincodes: six digits, the first not zero. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const PINCODE_MESSAGE = 'Enter a 6-digit pincode';

export const REVIEWS_PAGE_SIZE = 5;
export const GALLERY_PAGE_SIZE = 12;

export const CUSTOM_ORDER_STATUSES = ['draft', 'pending_approval', 'approved', 'rejected', 'converted_to_product'] as const;
export type CustomOrderStatus = (typeof CUSTOM_ORDER_STATUSES)[number];

/** What staff read (spec §4 Custom order status). */
export const CUSTOM_ORDER_STATUS_LABELS: Record<CustomOrderStatus, string> = {
  draft: 'Draft',
  pending_approval: 'Pending Approval',
  approved: 'Approved',
  rejected: 'Rejected',
  converted_to_product: 'Converted to Product',
};
/** What customers read: a converted design is simply for sale. */
export const CUSTOM_ORDER_CUSTOMER_LABELS: Record<CustomOrderStatus, string> = {
  ...CUSTOM_ORDER_STATUS_LABELS,
  converted_to_product: 'Available for Purchase',
};

/**
 * A design's `fallbackReason` when the shop has no image service configured: the picture was drawn
 * by the shop's own design studio on purpose, not because a service failed.
 */
export const DRAWN_BY_DESIGN_STUDIO = 'not configured';

/**
 * The most of one product in one order: an unpaid order holds its stock for a while, so one
 * account (or a script behind many) must not take a product's whole stock. Larger quantities,
 * such as a wedding's hundred garlands, are arranged with the florist directly.
 */
export const MAX_LINE_QUANTITY = 50;

/** The languages the shop is written in; English is what every product and category has. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language is in the page's address: English at `/...`, Hindi at `/hi/...`, so each has its own
 * URL for search engines and a shared link opens in the language it was shared in. The server
 * (which sets `<html lang>` and sends a first visit to its language) and the browser's router
 * (whose basename is the prefix) read it the same way.
 */
const HINDI_PREFIX = '/hi';

/** The cookie that remembers a visitor's choice of language. */
export const LANGUAGE_COOKIE = 'lang';

/** The language of a full path, as the browser or the server sees it. */
export function languageOfPath(pathname: string): Language {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The router's basename for a language. */
export function basenameOf(language: Language): string | undefined {
  return language === 'hi' ? HINDI_PREFIX : undefined;
}

/** A path of the app (as the router sees it, without the prefix) as a full path in a language. */
export function pathIn(language: Language, appPath: string): string {
  if (language === 'en') return appPath;
  return appPath === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${appPath.startsWith('/') ? '' : '/'}${appPath}`;
}

/** A full path without its language prefix: what the router matches. */
export function appPathOf(fullPath: string): string {
  return languageOfPath(fullPath) === 'en' ? fullPath : fullPath.slice(HINDI_PREFIX.length) || '/';
}

/** What `localized` reads: a product, category, delivery slot, a design's approved details or a cart's promo code with its optional Hindi (see catalog.ts, delivery.ts, custom-designs.ts, cart.ts). */
interface Localizable {
  /** Absent on a promo code, which goes by its code. */
  name?: string;
  description?: string;
  features?: string[];
  tags?: string[];
  hi?: { name?: string; description?: string; features?: string[]; tags?: string[] };
  /** null: a design whose category was deleted after approval. */
  category?: { name: string; hi?: { name?: string } } | null;
}

/**
 * A product, category, delivery slot, design's details or promo code as read in `language`: each field in Hindi where staff wrote it, in English
 * otherwise, field by field (a product with only a Hindi name keeps its English description).
 */
export function localized<T extends Localizable>(item: T, language: Language): T {
  if (language !== 'hi') return item;
  const hi = item.hi ?? {};
  const out: Localizable = { ...item };
  if (item.name !== undefined) out.name = hi.name ?? item.name;
  if (item.description !== undefined) out.description = hi.description ?? item.description;
  if (item.features !== undefined) out.features = hi.features ?? item.features;
  if (item.tags !== undefined) out.tags = hi.tags ?? item.tags;
  if (item.category) out.category = { ...item.category, name: item.category.hi?.name ?? item.category.name };
  return out as T;
}

/** The currencies a sender abroad may see approximate prices in (the charge stays in rupees). */
export const DISPLAY_CURRENCIES = ['USD', 'GBP', 'AED', 'CAD', 'AUD', 'EUR', 'SGD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/**
 * The live event a customer's sockets hear when news about no order (a design ready to buy) was
 * stored for them: My Orders reads its notices again. It carries nothing else. (Here, without zod:
 * the shop's socket code is on every signed-in page.)
 */
export const NOTICE_EVENT = 'customer-notice';
