// The app's start, which the entry (main.tsx) loads once the page is painted. A storefront page
// arrives rendered by the server with its data: the router starts from the server's route data,
// the query cache from its answers, and React hydrates the HTML in place, in a transition (so a tap
// or a paint can come between its slices; a tap on a part not yet hydrated is replayed once it is).
// Any other page (the admin panel, checkout, account pages) arrives as an empty shell and is
// rendered here. The page's language is in its address (/hi/... is Hindi); its catalogue loads
// beside the page. Once the app has the page, #root's data-started says so.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { i18n } from '@lingui/core';
import { loadCoreMessages } from './i18n/load-messages';
import { basenameOf, INTL_LOCALE, languageOfPath } from './i18n/languages';
import { createQueryClient } from './lib/query-client';
import { HYDRATION_DATA_ELEMENT_ID } from './lib/route-loader';

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
const dataElement = document.getElementById(HYDRATION_DATA_ELEMENT_ID);
const serverData = dataElement?.textContent
  ? (JSON.parse(dataElement.textContent) as { query: DehydratedState; loaderData: HydrationState['loaderData'] })
  : undefined;

/** What the journeys wait for before pressing anything: the app has the page. */
function Started() {
  useEffect(() => {
    root!.dataset.started = '';
  }, []);
  return null;
}

/** The app, the same whether it hydrates the server's HTML or renders in the browser alone. */
const appTree = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <App queryClient={queryClient} i18n={i18n} router={router}>
      <RouterProvider router={router} />
    </App>
    <Started />
  </StrictMode>
);

if (serverData) {
  hydrate(queryClient, serverData.query);
  // The page's lazy route modules are loaded before the router is made, as React Router's guide to
  // lazy routes with server rendering says: a route still lazy when the router starts would run its
  // loader again instead of taking the server's data, and render a fallback instead of the page.
  await Promise.all([ready, resolveLazyMatches()]);
  const router = createBrowserRouter(routes, { basename, hydrationData: { loaderData: serverData.loaderData } });
  startTransition(() => {
    hydrateRoot(root, appTree(router), {
      // A mismatch is a bug worth seeing in the console (the journeys fail on it), not a silent patch.
      onRecoverableError: (error) => console.error(`Hydration: ${error instanceof Error ? error.message : String(error)}`),
    });
  });
} else {
  await ready;
  createRoot(root).render(appTree(createBrowserRouter(routes, { basename })));
}

async function resolveLazyMatches(): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location, basename)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
