// The app's start, which the entry (main.tsx) loads once the page is painted. A storefront page
// arrives rendered by the server with its data: the browser loads that page's code, takes the
// data into the cache and hydrates the HTML in place. Any other
// page (the admin panel, checkout, account pages) arrives as an empty shell and is rendered here.
// The page's language is in its address (/hi/... is Hindi); its catalogue loads beside the page.
// React's API runs on Preact here (docs/decisions/013-preact-in-the-browser.md). A server-rendered
// page is hydrated in parts (lib/hydrate-later.tsx); once the last is, or once a page rendered here
// has rendered (synchronously), the page is the app's, which #root's data-started says.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { i18n } from '@lingui/core';
import { loadCoreMessages } from './i18n/load-messages';
import { basenameOf, INTL_LOCALE, languageOfPath } from './i18n/languages';
import { createQueryClient } from './lib/query-client';
import { hydrateChecked, hydrationCheckWanted } from './lib/hydration-check';
import { hydrateInParts, nextTask, type HydrationWatch } from './lib/hydrate-later';
import { QUERY_STATE_ELEMENT_ID } from './lib/server-render';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

const language = languageOfPath(window.location.pathname);
const basename = basenameOf(language);
// The browser has one page language at a time, so the global instance is the page's: the API
// client's own messages (a lost connection, a timeout) are said in it too.
const ready = loadCoreMessages(language).then((m) => {
  i18n.load(language, m);
  i18n.activate(language, [INTL_LOCALE[language]]);
  return i18n;
});
const queryClient = createQueryClient();
const stateElement = document.getElementById(QUERY_STATE_ELEMENT_ID);
const serverState = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as DehydratedState) : undefined;

/** The app, the same whether it hydrates the server's HTML or renders in the browser alone. */
const appTree = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <App queryClient={queryClient} i18n={i18n} router={router}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

if (serverState) {
  // The page's lazy route modules must be in place before hydrating, or the first render would be
  // a loading fallback instead of the server's HTML.
  await Promise.all([ready, loadMatchedRoutes(routes, window.location.pathname)]);
  hydrate(queryClient, serverState);
  const router = createBrowserRouter(routes, { basename });
  // Making the router is work of its own: the phone may answer a tap before hydrating starts.
  await nextTask();
  const hydrateAll = (watch?: HydrationWatch) => hydrateInParts(() => hydrateRoot(root, appTree(router)), watch);
  // A mismatch is a bug worth seeing in the console (the journeys fail on it), not a silent patch.
  await (hydrationCheckWanted() ? hydrateChecked(root, hydrateAll) : hydrateAll());
} else {
  await ready;
  createRoot(root).render(appTree(createBrowserRouter(routes, { basename })));
}
// What the journeys wait for before pressing anything: until now a server-rendered button (in a
// part hydrated last) was plain HTML that did nothing.
root.dataset.started = '';

async function loadMatchedRoutes(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
