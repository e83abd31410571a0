// The server's renderer of the storefront, built by Vite into dist-server/ and called by the API in
// the same process (see docs/decisions/005-server-rendered-storefront.md). A storefront page is
// rendered from the shop's services with React Router's static handler and the same route table,
// providers and components as in the browser; its data travels with the HTML so the browser
// hydrates without asking again. Pages that need a session answer null and stay browser-rendered.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { RenderShellHead, RenderStorefrontPage } from '@phoolwari/contracts';
import { App } from '../app/app';
import { messages as englishMessages } from '../i18n/catalogue-en';
import { messages as hindiMessages } from '../i18n/catalogue-hi';
import { createI18n } from '../i18n/i18n';
import { basenameOf, LANGUAGES, languageOfPath, type Language } from '../i18n/languages';
import { routes } from '../app/routes';
import { loadActiveCategories } from '../lib/categories';
import { renderHead, renderShellHead as shellHead, scriptJson } from '../lib/page-head';
import { createQueryClient } from '../lib/query-client';
import { QUERY_STATE_ELEMENT_ID, type LoadServerPage } from '../lib/server-render';
import { loadHomePage, loadProductPage, loadProductsPage } from '../features/catalog/server-data';
import { loadDesignPage, loadGalleryPage } from '../features/custom-designs/server-data';
import { loadProductReviews } from '../features/reviews/server-data';
import { STATIC_PAGES } from './static-pages';

/** The pages rendered on the server, by their path in the route table. */
const SERVER_PAGES: Record<string, LoadServerPage> = {
  '/': loadHomePage,
  '/products': loadProductsPage,
  '/product/:id': async (input) => {
    const [page] = await Promise.all([loadProductPage(input), input.params.id && loadProductReviews(input, input.params.id).catch(() => undefined)]);
    return page;
  },
  '/custom-orders': loadGalleryPage,
  '/custom-order/:id': loadDesignPage,
  ...STATIC_PAGES,
};

const MESSAGES: Record<Language, typeof englishMessages> = { en: englishMessages, hi: hindiMessages };
/** One static handler per language: Hindi pages are the same routes under the /hi basename. */
const HANDLERS = Object.fromEntries(LANGUAGES.map((l) => [l, createStaticHandler(routes, { basename: basenameOf(l) })])) as Record<Language, ReturnType<typeof createStaticHandler>>;

export const renderStorefrontPage: RenderStorefrontPage = async ({ url, publicUrl, reader }) => {
  const location = new URL(url, publicUrl);
  const language = languageOfPath(location.pathname);
  const matches = matchRoutes(routes, location.pathname, basenameOf(language));
  const leaf = matches?.at(-1);
  const load = leaf?.route.path ? SERVER_PAGES[leaf.route.path] : undefined;
  if (!leaf || !load) return null;

  const queryClient = createQueryClient();
  const i18n = createI18n(language, MESSAGES[language]);
  const input = { queryClient, reader, i18n, language, params: leaf.params, searchParams: location.searchParams, publicUrl };
  // The shell (the footer's category links) reads the categories on every page.
  const [page] = await Promise.all([load(input), loadActiveCategories(queryClient, reader)]);

  // Resolves the matched lazy route modules, so the page's component renders in this pass.
  const handler = HANDLERS[language];
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n}>
        {/* No loaders, so nothing for the router to hand over: the data travels in the query cache. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return {
    status: page.status ?? 200,
    head: renderHead(page.head, publicUrl, language, i18n),
    html,
    data: `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`,
  };
};

/** The <head> of a page the browser renders, in the language of its address. */
export const renderShellHead: RenderShellHead = (url) => {
  const language = languageOfPath(new URL(url, 'http://shop').pathname);
  return shellHead(language, createI18n(language, MESSAGES[language]));
};
