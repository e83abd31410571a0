// Serves the built web app. Every page's HTML comes from the web app's own renderer (dist-server/,
// built with it: React Router's static handler and React's streaming renderer, see
// docs/decisions/015-react-and-one-route-table.md): storefront pages with their content, read from
// the shop's services, so a shared link or a search engine sees it; other pages as the app's shell
// in their language, rendered in the browser. Without a renderer, or when a render fails, the
// browser gets the build's index.html and renders the page itself. Files under assets/ are content-hashed and cached
// for a year; they and index.html have brotli and gzip copies made at build time.
// A page's language is in its address (/hi/... is Hindi; see the contracts' storefront-values): the
// server sets <html lang>, sends a first visit to the language its browser prefers (or the one the
// visitor chose before, kept in a cookie), and takes `?lang=` from the language switch.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import {
  appPathOf,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageOfPath,
  pathIn,
  type Language,
  type RenderStorefrontPage,
  type StorefrontReader,
} from '@phoolwari/contracts';
import { sendNoRoute } from './errors';
import { etagOf, matchesEtag } from './http-cache';
import { COMPRESS_FROM_BYTES, negotiateEncoding } from './response-cache';

interface WebAppOptions {
  /** The browser's build (index.html, assets/). */
  distDir: string;
  /** The server renderer's build; without it every page is rendered in the browser. */
  serverDistDir: string;
  reader: StorefrontReader;
  publicUrl: string;
  /** How long a shared cache (nginx, a CDN) may keep an anonymous storefront page, and serve it stale while it asks again. */
  httpCache: { sMaxAge: number; staleWhileRevalidate: number };
}

/** The browser's preferred language among the shop's, from Accept-Language (its regional forms too). */
const browserLanguages = new Negotiator<string>({ supportedValues: ['en', 'en-IN', 'en-GB', 'en-US', 'hi', 'hi-IN'] });
const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
const chosenLanguage = (cookie: string | undefined): Language | null => {
  const value = cookie?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`))?.[1];
  return isLanguage(value) ? value : null;
};
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy sources that let the browser run the web build's inline scripts
 * (index.html's `<script>` with neither src nor type), by their SHA-256; none without a build.
 * Only those exact texts run: the policy still refuses any other inline script.
 */
export function inlineScriptSources(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  return [...readFileSync(indexFile, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/** Registers the web app's routes; false when there is no build to serve. */
export async function serveWebApp(app: FastifyInstance, { distDir, serverDistDir, reader, publicUrl, httpCache }: WebAppOptions): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web build at ${distDir}: run "npm run build" (npm start does it for you).`);
    return false;
  }
  const shell = readFileSync(indexFile, 'utf8');
  const render = await loadRenderer(path.join(serverDistDir, 'entry-server.js'));
  if (!render) app.log.warn(`No server renderer at ${serverDistDir}: storefront pages are rendered in the browser only.`);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // A page's files are fetched a dozen at a time on a phone's first visit, each with its headers.
    // The build's files are named by their content and cached for good, so the ETag is all a
    // revalidation needs (of the few files that are revalidated at all), and nothing here is
    // fetched in ranges: Last-Modified and Accept-Ranges would only add bytes to every answer.
    lastModified: false,
    acceptRanges: false,
    setHeaders: (res, filePath) => {
      res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || url.startsWith('/api/') || url.startsWith('/uploads/') || path.extname(url))
      return sendNoRoute(request, reply);
    reply.header('cache-control', 'no-cache');
    const query = new URLSearchParams(request.url.slice(url.length + 1));
    const sitePathname = sitePath(url);
    const language = languageOfPath(sitePathname);
    // The language switch's link: the choice is remembered, and the page opens in it.
    const switchedTo = query.get('lang');
    if (isLanguage(switchedTo)) {
      query.delete('lang');
      const rest = query.size > 0 ? `?${query.toString()}` : '';
      reply.header('set-cookie', `${LANGUAGE_COOKIE}=${switchedTo}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`);
      return reply.redirect(`${pathIn(switchedTo, appPathOf(sitePathname))}${rest}`, 303);
    }
    // An English address opened by someone who reads Hindi first (by their earlier choice, or on a
    // first visit by their browser's language) opens in Hindi. A Hindi address is always Hindi.
    reply.header('vary', 'accept-language, cookie');
    const preferred =
      chosenLanguage(request.headers.cookie) ?? (browserLanguages.negotiate(request.headers['accept-language'] ?? '')?.startsWith('hi') ? 'hi' : null);
    if (language === 'en' && preferred === 'hi') return reply.redirect(`${pathIn('hi', sitePathname)}${request.url.slice(url.length)}`, 302);
    // A tracking link's page: a capability in the address, kept out of search engines.
    if (url.startsWith('/track/')) reply.header('x-robots-tag', 'noindex');
    const page = render
      ? await render({ url: request.url, publicUrl, reader, shell }).catch((error: unknown) => {
          // The customer still gets the page, rendered by their browser; the failure is ours to fix.
          request.log.error({ err: error, url: request.url }, 'server render failed');
          return null;
        })
      : null;
    if (!page) return reply.sendFile('index.html', distDir);
    // React sends the document once it is complete (onAllReady), so it is read whole here: it can
    // then be named by an ETag and compressed in one go.
    const html = await bytesOf(page.body);
    reply.header('vary', [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '));
    // A rendered storefront page is the same for every visitor with the same language (the
    // session lives in the browser, never in the page's HTML), so a shared cache may keep it
    // briefly (Vary above: language, cookie and encoding) and revalidate it by its ETag, which
    // names the HTML in every encoding; the shell and "not found" pages are not kept.
    if (page.rendered && page.status === 200) {
      const etag = etagOf(html);
      reply.header('cache-control', `public, s-maxage=${httpCache.sMaxAge}, stale-while-revalidate=${httpCache.staleWhileRevalidate}`).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    }
    reply.status(page.status).type('text/html; charset=utf-8');
    return sendCompressed(reply, html, request.headers['accept-encoding']);
  });
  return true;
}

/**
 * The address's path as one of this site's, for a redirect: `//host`, `/\\host` and their encoded
 * forms (`/%2F%2Fhost`, `/%5Chost`) are read by browsers as another site, so every run of slashes,
 * backslashes and encoded ones becomes a single slash (the same page, on this site).
 */
export function sitePath(rawPath: string): string {
  return `/${rawPath
    .replace(/%(2f|5c)/gi, '/')
    .replace(/[\\/]+/g, '/')
    .replace(/^\//, '')}`;
}

const compressBrotli = promisify(brotliCompress);
// A page is compressed for each request that renders it (the cached API answers once, at 5): for
// an 80 KB product page, quality 4 takes about half the time of 5 (1.3 ms against 2.7 ms here)
// for 9 % more bytes (13.8 KB against 12.6 KB), and 6 takes over twice as long as 5 for 1 % less.
export const PAGE_BROTLI_QUALITY = 4;
const compressGzip = promisify(gzip);

/** A rendered page's bytes, read from React's stream. */
async function bytesOf(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * A rendered page, compressed with brotli or gzip as the browser asks (on libuv's threads, off the
 * event loop). The compression plugin hooks into routes, and this handler is not one (it answers
 * whatever no route does), so it compresses here, with the same threshold.
 */
async function sendCompressed(reply: FastifyReply, html: Buffer, acceptEncoding: string | undefined): Promise<FastifyReply> {
  const encoding = html.length >= COMPRESS_FROM_BYTES ? negotiateEncoding(acceptEncoding) : null;
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? await compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : await compressGzip(html);
  return reply.header('content-encoding', encoding).send(body);
}

async function loadRenderer(file: string): Promise<RenderStorefrontPage | null> {
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderStorefrontPage?: RenderStorefrontPage };
  if (typeof module.renderStorefrontPage !== 'function') throw new Error(`${file} does not export renderStorefrontPage`);
  return module.renderStorefrontPage;
}
