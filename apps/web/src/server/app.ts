// The server's side of the web app, built into build/server and called by the API in the same
// process (docs/decisions/021-framework-mode.md): React Router's own request handler over the
// route modules, with the shop's services as the loaders' load context (no HTTP hop). Hindi pages
// are the same routes under the /hi basename, so the build is handed to React Router once per
// language. The answer is React's stream of the whole document (app/entry.server.tsx), or a
// loader's data for a navigation in the browser (`.data`), or the routes the browser asks about
// (`/__manifest`).
import * as build from 'virtual:react-router/server-build';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { RenderStorefrontPage } from '@phoolwari/contracts';
import { basenameOf, LANGUAGES, languageOfPath, type Language } from '../i18n/languages';
import type { ShopLoadContext } from '../lib/route-loader';
import { serverI18n } from './i18n';

const HANDLERS = Object.fromEntries(
  LANGUAGES.map((language) => [language, createRequestHandler({ ...(build as ServerBuild), basename: basenameOf(language) ?? '/' }, 'production')]),
) as Record<Language, ReturnType<typeof createRequestHandler>>;

export const renderStorefrontPage: RenderStorefrontPage = async ({ url, publicUrl, reader }) => {
  const location = new URL(url, publicUrl);
  const language = languageOfPath(location.pathname);
  const context: ShopLoadContext = { reader, i18n: serverI18n(language), language, publicUrl };
  const response = await HANDLERS[language](new Request(location.href), context as never);
  return {
    status: response.status,
    // A storefront route says its page is the same for every visitor (its `headers`, lib/head.tsx's publicPage).
    rendered: response.headers.get('cache-control') === 'public',
    contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
    location: response.headers.get('location') ?? undefined,
    body: response.body ?? (async function* () {})(),
  };
};
