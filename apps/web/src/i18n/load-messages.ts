// The browser loads a language's messages in parts: the core (what every storefront page shows: the
// shell, the catalogue, the cart, reviews, the pincode check, contact and newsletter) before the
// first render, and a page's own catalogues (the terms' long text, custom designs, My Orders, …)
// with the page's code (app/routes.tsx), so no page downloads every page's words. The server
// renders with every catalogue (catalogue-en.ts, catalogue-hi.ts).
import { i18n, type Messages } from '@lingui/core';
import { mergeCatalogues, type CatalogueModules } from './catalogue';
import { languageOfPath, type Language } from './languages';

/** The features whose messages only their own pages show. */
export type PageCatalogue = 'account' | 'admin' | 'auth' | 'custom-designs' | 'orders' | 'rider' | 'static-pages' | 'tracking';

const pageCatalogues = import.meta.glob('../features/{account,admin,auth,custom-designs,orders,rider,static-pages,tracking}/locales/*.po') as Record<
  string,
  () => Promise<CatalogueModules[string]>
>;

export async function loadCoreMessages(language: Language): Promise<Messages> {
  return language === 'hi' ? (await import('./catalogue-core-hi')).messages : (await import('./catalogue-core-en')).messages;
}

/** A route's lazy module together with its page catalogues, loaded into the page's instance. */
export function withCatalogues<T>(names: PageCatalogue[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadPageCatalogues(names)]);
    return module;
  };
}

async function loadPageCatalogues(names: PageCatalogue[]): Promise<void> {
  // The server's renderer already has every message.
  if (import.meta.env.SSR || typeof window === 'undefined') return;
  const language = languageOfPath(window.location.pathname);
  const modules = await Promise.all(names.map(async (name) => [name, await pageCatalogues[`../features/${name}/locales/${language}.po`]!()] as const));
  i18n.load(language, mergeCatalogues(Object.fromEntries(modules)));
}
