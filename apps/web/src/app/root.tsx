// The root route: the document every page is rendered in (Layout), the providers around every page
// (data cache, session, toasts) and the page's language from its address. The language's messages
// are provided around the router by the entries (entry.server.tsx with every catalogue,
// entry.client.tsx with the one the page needs), so this module carries no catalogue.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useNavigate,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { INTL_LOCALE, type Language } from '../i18n/languages';
import { fullTitle, useFontPreloads } from '../lib/head';
import { createQueryClient } from '../lib/query-client';
import { isShopContext } from '../lib/route-loader';
import { SessionProvider, type SessionNavigation } from '../lib/session';
import { SHOP_TEXT } from '../lib/shop-info';
import { RouteError } from './shell/route-error';
import { Toaster } from './toaster';
import stylesheet from '../index.css?url';

/**
 * The stylesheet blocks the first paint, so it must not queue behind the page's scripts: with a
 * `precedence` React places it at the top of the head, before the script preloads `<Scripts>` hoists
 * there, and on a 4G phone it arrives before them instead of sharing the line with 145 KB of script.
 */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet, precedence: 'default' }];

/** Number formatting, set up while the stylesheet loads (decision 014); the CSP allows it by its hash. */
const WARM_UP = (language: Language) => `new Intl.NumberFormat('${INTL_LOCALE[language]}').format(0);`;

/** The title and tagline of the page's language, for a page without a head of its own (cart, checkout, admin). */
export const meta: MetaFunction = ({ matches }) => {
  const shell = matches.find((m) => m?.id === 'root')?.loaderData as { title: string; description: string } | undefined;
  return shell ? [{ title: shell.title }, { name: 'description', content: shell.description }] : [];
};

/** The shell's head in the page's language (the server's messages); the language never changes without a new page load. */
export function loader({ context }: LoaderFunctionArgs) {
  if (!isShopContext(context)) return null;
  return { title: fullTitle('', context.i18n), description: context.i18n._(SHOP_TEXT.tagline) };
}
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const language = i18n.locale as Language;
  useFontPreloads(language);
  return (
    <html lang={INTL_LOCALE[language]}>
      <head>
        <meta charSet="UTF-8" />
        <script dangerouslySetInnerHTML={{ __html: WARM_UP(language) }} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#db2777" />
        <Meta />
        <Links />
      </head>
      <body className="bg-rose-50/40 text-gray-900 antialiased">
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  );
}

/** The providers around every page; one data cache per page load in the browser, one per render on the server. */
export default function Root() {
  const [queryClient] = useState(createQueryClient);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useMemo<SessionNavigation>(
    () => ({ navigate: (to, state) => void navigate(to, { state }), pathname: () => pathname }),
    [navigate, pathname],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouteQueryData>
        <SessionProvider navigation={navigation}>
          <Outlet />
          <Toaster />
        </SessionProvider>
      </RouteQueryData>
      <Started />
    </QueryClientProvider>
  );
}

/**
 * The data the routes' loaders read on the server, put into the cache under the keys the pages'
 * queries use, before they render: while hydrating, and after a navigation that ran a loader.
 */
function RouteQueryData({ children }: { children: ReactNode }) {
  let tree = children;
  for (const match of useMatches().toReversed()) {
    const query = (match.loaderData as { query?: DehydratedState } | null | undefined)?.query;
    if (query) tree = <HydrationBoundary state={query}>{tree}</HydrationBoundary>;
  }
  return tree;
}

/** What the journeys wait for before pressing anything: the app has the page. */
function Started() {
  useEffect(() => {
    document.getElementById('root')!.dataset.started = '';
  }, []);
  return null;
}

/** A failure outside the shop's frame (the admin panel's, or the frame's own). */
export function ErrorBoundary() {
  return <RouteError />;
}
