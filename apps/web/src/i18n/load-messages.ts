// The browser loads a language's messages in parts: the core (what every storefront page shows: the
// shell, the catalogue, the cart, reviews, contact and newsletter) before the
// first render, and a page's own catalogues (the terms' long text, custom designs, My Orders, …)
// with the page's code (its route module's clientLoader, or usePageCatalogues), so no page downloads every page's words. The server
// renders with every catalogue (catalogue-en.ts, catalogue-hi.ts).
import { use } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { mergeCatalogues, type CatalogueModules } from './catalogue';
import { languageOfPath, type Language } from './languages';

/** The features whose messages only their own pages show. */
export type PageCatalogue =
  | 'account'
  | 'admin'
  | 'auth'
  | 'checkout'
  | 'companies'
  | 'custom-designs'
  | 'event-enquiries'
  | 'freshness-claims'
  | 'occasions'
  | 'order-exceptions'
  | 'orders'
  | 'rider'
  | 'static-pages'
  | 'subscriptions'
  | 'tracking';

const pageCatalogues = import.meta.glob(
  '../features/{account,admin,auth,checkout,companies,custom-designs,event-enquiries,freshness-claims,occasions,order-exceptions,orders,rider,static-pages,subscriptions,tracking}/locales/*.po',
) as Record<string, () => Promise<CatalogueModules[string]>>;

export async function loadCoreMessages(language: Language): Promise<Messages> {
  return language === 'hi' ? (await import('./catalogue-core-hi')).messages : (await import('./catalogue-core-en')).messages;
}

/** The `clientLoader` of a page the browser renders: its catalogues, loaded beside its code. */
export function browserPageLoader(names: PageCatalogue[]): () => Promise<null> {
  return async () => {
    await loadPageCatalogues(names);
    return null;
  };
}

const loading = new Map<string, Promise<void>>();
/**
 * A server-rendered page's own catalogues: the server has every message; in the browser the page
 * waits for them (React keeps the server's HTML in place while hydrating, or the previous page
 * while navigating), so its words are never message ids.
 */
export function usePageCatalogues(names: PageCatalogue[]): void {
  if (import.meta.env.SSR) return;
  const key = names.join();
  let loaded = loading.get(key);
  if (!loaded) loading.set(key, (loaded = loadPageCatalogues(names)));
  use(loaded);
}

async function loadPageCatalogues(names: PageCatalogue[]): Promise<void> {
  // The server's renderer already has every message.
  if (import.meta.env.SSR || typeof window === 'undefined') return;
  const language = languageOfPath(window.location.pathname);
  const modules = await Promise.all(names.map(async (name) => [name, await pageCatalogues[`../features/${name}/locales/${language}.po`]!()] as const));
  i18n.load(language, mergeCatalogues(Object.fromEntries(modules)));
}
