// A storefront route's loader: on the server it reads the page's data from the shop's services
// (the load context the API passes to the router), puts it into the query cache under the keys the
// page's queries use, so the first render finds it, and says what the page's <head> holds. The
// route's data (the head) and the cache travel with the HTML, so the browser hydrates without
// asking again. In the browser there is no load context: after the first page, a page's queries
// fetch what it needs from the API, and the loader answers nothing.
import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { StorefrontReader } from '@phoolwari/contracts';
import type { Language } from '../i18n/languages';
import { loadActiveCategories } from './categories';
import type { HeadTags, PageHead } from './head';

/**
 * The element holding the server's query cache and route data, as JSON. A data block rather than
 * a script that sets a global: the shop's CSP runs no inline script.
 */
export const HYDRATION_DATA_ELEMENT_ID = 'shop-hydration-data';

/** What the server hands every loader (React Router's load context): the shop's services and the request's page. */
export interface ShopLoadContext {
  queryClient: QueryClient;
  reader: StorefrontReader;
  /** The page's language and messages, for what <head> says. */
  i18n: I18n;
  language: Language;
  /** The shop's public address (PUBLIC_URL), for absolute URLs in <head>. */
  publicUrl: string;
}

export interface ServerPageInput extends ShopLoadContext {
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

/** What a storefront route's loader answers: its page's head, or null in the browser. */
export type PageLoaderData = { head: HeadTags } | null;

const isShopContext = (context: unknown): context is ShopLoadContext => typeof context === 'object' && context !== null && 'reader' in context;

/**
 * A route's loader from its server side, which is imported only when the loader runs on the
 * server: the browser's build keeps it in a chunk of its own that a browser never fetches.
 */
export function serverLoader(load: () => Promise<(input: ServerPageInput) => Promise<ResolvedServerPage>>) {
  // Imported once: a dynamic import() of a module already loaded still goes through the module
  // loader (and any loader hooks, tsx's under `npm start`), a cost on every page otherwise.
  let serverSide: ReturnType<typeof load> | undefined;
  return async ({ context, params, request }: LoaderFunctionArgs) => {
    if (!isShopContext(context)) return null;
    serverSide ??= load().catch((error: unknown) => {
      serverSide = undefined;
      throw error;
    });
    const { status, head } = await (await serverSide)({ ...context, params, searchParams: new URL(request.url).searchParams });
    const answer: PageLoaderData = { head };
    return data(answer, { status });
  };
}

/** The shop's frame (the footer's category links) reads the categories on every server-rendered page. */
export async function shellLoader({ context }: LoaderFunctionArgs): Promise<null> {
  if (isShopContext(context)) await loadActiveCategories(context.queryClient, context.reader);
  return null;
}
