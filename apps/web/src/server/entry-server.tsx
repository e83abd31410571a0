// The server's renderer of the storefront, built by Vite into dist-server/ and called by the API in
// the same process (see docs/decisions/015-react-and-one-route-table.md). React Router's static
// handler matches the URL against the same route table the browser uses and runs the matched
// routes' loaders with the shop's services as their load context; React renders the whole
// document as a stream. A page whose route has a loader (the storefront) is rendered with its data,
// which travels with the HTML so the browser hydrates without asking again; any other page (cart,
// checkout, account, admin) is the shell with its language's <head>, rendered in the browser.
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough, Transform } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderStorefrontPage, StorefrontReader } from '@phoolwari/contracts';
import { App } from '../app/app';
import { messages as englishMessages } from '../i18n/catalogue-en';
import { messages as hindiMessages } from '../i18n/catalogue-hi';
import { createI18n } from '../i18n/i18n';
import { basenameOf, LANGUAGES, languageOfPath, type Language } from '../i18n/languages';
import { routes } from '../app/routes';
import { scriptJson, ShellHeadTags } from '../lib/head';
import { createQueryClient } from '../lib/query-client';
import { HYDRATION_DATA_ELEMENT_ID, type ShopLoadContext } from '../lib/route-loader';

const MESSAGES: Record<Language, typeof englishMessages> = { en: englishMessages, hi: hindiMessages };
/** One static handler per language: Hindi pages are the same routes under the /hi basename. */
const HANDLERS = Object.fromEntries(LANGUAGES.map((l) => [l, createStaticHandler(routes, { basename: basenameOf(l) })])) as Record<
  Language,
  ReturnType<typeof createStaticHandler>
>;
const HTML_LANGS: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * When the renderer first saw each of the reader's answers. The shop keeps its catalogue answers
 * until a write changes them, handing out the same object each time, so this is when the data
 * were read; a page's query data carry that time rather than the moment of rendering, and the
 * same data render the same page, byte for byte (one ETag for it, answered with 304).
 */
const firstSeen = new WeakMap<object, number>();
function notingReadTimes(reader: StorefrontReader): { reader: StorefrontReader; readAt: () => number } {
  let latest = 0;
  const note = <T,>(answer: T): T => {
    if (typeof answer === 'object' && answer !== null) {
      let at = firstSeen.get(answer);
      if (at === undefined) firstSeen.set(answer, (at = Date.now()));
      latest = Math.max(latest, at);
    }
    return answer;
  };
  const noted = Object.fromEntries(
    Object.entries(reader).map(([name, read]) => [name, async (...args: unknown[]) => note(await (read as (...a: unknown[]) => Promise<unknown>)(...args))]),
  ) as unknown as StorefrontReader;
  return { reader: noted, readAt: () => latest || Date.now() };
}

/** The page's query cache for the browser, every query dated `at` (when its data were read), in a stable order. */
function dehydrateAsOf(queryClient: QueryClient, at: number) {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'success') queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: at });
  }
  const state = dehydrate(queryClient);
  // In one order whichever loader finished first.
  const queries = state.queries.map((query) => ({ ...query, dehydratedAt: at })).sort((a, b) => (a.queryHash < b.queryHash ? -1 : 1));
  return { ...state, queries };
}

export const renderStorefrontPage: RenderStorefrontPage = async ({ url, publicUrl, reader: shopReader, shell }) => {
  const location = new URL(url, publicUrl);
  const language = languageOfPath(location.pathname);
  const queryClient = createQueryClient();
  const i18n = createI18n(language, MESSAGES[language]);
  const { reader, readAt } = notingReadTimes(shopReader);
  const loadContext: ShopLoadContext = { queryClient, reader, i18n, language, publicUrl };
  const handler = HANDLERS[language];
  const context = await handler.query(new Request(location.href), { requestContext: loadContext });
  const document = (head: ReactNode, root: ReactNode, data?: unknown) => (
    <html lang={HTML_LANGS[language]}>
      <head>{head}</head>
      <body className={shellParts(shell).bodyClass}>
        <div id="root">{root}</div>
        {data !== undefined && <script type="application/json" id={HYDRATION_DATA_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />}
      </body>
    </html>
  );

  // A page without a loader, or one whose loader failed: the browser renders it (and its error).
  if (context instanceof Response || !context.matches.at(-1)?.route.loader || context.errors) {
    return { status: 200, rendered: false, body: await stream(document(<ShellHeadTags language={language} i18n={i18n} />, null), shell) };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const data = { query: dehydrateAsOf(queryClient, readAt()), loaderData: context.loaderData };
  const page = (
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n}>
        {/* The route data travels in the page's data block, beside the query cache: no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>
  );
  const body = await stream(document(null, page, data), shell);
  return { status: context.statusCode, rendered: true, body };
};

/**
 * The document as React streams it, with the build's own head (stylesheet, scripts) at the top of
 * <head>. Sent once every Suspense boundary is complete (the loaders have the data by then, so that
 * is at once): a boundary streamed after the shell is filled in by an inline script, which the
 * shop's CSP refuses.
 */
function stream(document: ReactNode, shell: string): Promise<AsyncIterable<Uint8Array>> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(document, {
      // Complete boundaries inline, however large: React would otherwise move a large one after the
      // shell, to be put in place by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve(pipe(withShellHead(shellParts(shell).head)).pipe(new PassThrough())),
      onShellError: reject,
      onError: (error) => void reject(error),
    });
  });
}

/** Puts the build's head tags right after <head>, before what React hoists there. */
function withShellHead(head: string): Transform {
  let pending = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += chunk.toString('utf8');
      const at = pending.indexOf('<head>');
      if (at === -1) return callback();
      done = true;
      const out = `${pending.slice(0, at + 6)}${head}${pending.slice(at + 6)}`;
      pending = '';
      callback(null, Buffer.from(out));
    },
    flush(callback) {
      callback(null, pending || undefined);
    },
  });
}

const shellCache = new Map<string, { head: string; bodyClass: string | undefined }>();
/**
 * What every page takes from the build's index.html: its <head> without the shell's own title and
 * description (each page has its own), and <body>'s classes.
 */
function shellParts(shell: string) {
  let parts = shellCache.get(shell);
  if (!parts) {
    const head = /<head>([\s\S]*)<\/head>/.exec(shell)?.[1] ?? '';
    parts = {
      head: head
        .replace(/<title>[^<]*<\/title>\s*/, '')
        .replace(/<meta name="description"[^>]*>\s*/, '')
        .replace(/<!--[\s\S]*?-->\s*/g, ''),
      bodyClass: /<body class="([^"]*)"/.exec(shell)?.[1],
    };
    shellCache.set(shell, parts);
  }
  return parts;
}
