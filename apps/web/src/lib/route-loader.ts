// What a storefront route's loader works with and answers. The loaders run on the server only
// (React Router takes them out of the browser's build; lib/server-page.ts holds their common part):
// they read the page's data from the shop's services, handed to them in the load context by the
// API, and answer the page's <head> (each route's `meta`, lib/head.tsx) and its data as the query
// cache's dehydrated state, which root.tsx puts into the cache before the page renders, on the
// server, while hydrating, and after a navigation in the browser (which fetches the loader's data
// from the server: no second way of reading a page).
import type { I18n } from '@lingui/core';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { StorefrontReader } from '@phoolwari/contracts';
import type { Language } from '../i18n/languages';
import type { HeadTags, PageHead } from './head';

/** What the server hands every loader (React Router's load context): the shop's services and the request's language. */
export interface ShopLoadContext {
  reader: StorefrontReader;
  /** The page's language and messages, for what <head> says. */
  i18n: I18n;
  language: Language;
  /** The shop's public address (PUBLIC_URL), for absolute URLs in <head>. */
  publicUrl: string;
}

export interface ServerPageInput extends ShopLoadContext {
  /** The loader's own cache, filled under the keys the page's queries use. */
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
}

export interface ServerPageData {
  /** 404 for a product or design that does not exist; 200 otherwise. */
  status?: number;
  head: PageHead;
}

/** A storefront page's server side: its data into the cache, and its <head>. */
export type LoadServerPage = (input: ServerPageInput) => Promise<ServerPageData>;

/** A page's server side with its head resolved (lib/server-page.ts). */
export interface ResolvedServerPage {
  status: number;
  head: HeadTags;
}

/** What a storefront route's loader answers: its page's head and data; null without the shop's services (`npm run dev`'s own server). */
export type PageLoaderData = { head: HeadTags; query: DehydratedState } | null;

export const isShopContext = (context: unknown): context is ShopLoadContext =>
  typeof context === 'object' && context !== null && 'reader' in context && 'i18n' in context;
