// What the server's renderer and the browser's entry agree on: where the rendered page's data waits
// for the browser, and the shape of what a storefront page tells the server about itself.
import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { StorefrontReader } from '@phoolwari/contracts';
import type { Language } from '../i18n/languages';
import type { PageHead } from './page-head';

/**
 * The element holding the query cache the server rendered from, as JSON. A data block rather than
 * a script that sets a global: the shop's CSP runs no inline script.
 */
export const QUERY_STATE_ELEMENT_ID = 'shop-query-state';

export interface ServerPageInput {
  queryClient: QueryClient;
  reader: StorefrontReader;
  /** The page's language and messages, for what <head> says. */
  i18n: I18n;
  language: Language;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  /** The shop's public address (PUBLIC_URL), for absolute URLs in <head>. */
  publicUrl: string;
}

export interface ServerPageData {
  /** 404 for a product or design that does not exist; 200 otherwise. */
  status?: number;
  head: PageHead;
}

/**
 * A storefront page's server side: puts the data the page reads into the cache (under the same
 * query keys the page uses, so the first render finds it) and says what goes in <head>.
 */
export type LoadServerPage = (input: ServerPageInput) => Promise<ServerPageData>;
