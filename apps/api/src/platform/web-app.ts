// Serves the built web app (React Router's framework mode, see
// docs/decisions/021-framework-mode.md): the browser's files from build/client, and every page
// through the web app's server build (build/server), React Router's request handler over the route
// modules, called in this process with the shop's services as the loaders' load context:
// storefront pages with their content, read from the shop's services, so a shared link or a search
// engine sees it; other pages (cart, checkout, admin) as the shop's frame in their language,
// completed in the browser. A navigation in the browser asks the same handler for the next page's
// data (`.data`) and for the routes it does not know yet (`/__manifest`). Files under assets/ are
// content-hashed and cached for a year; they have brotli and gzip copies made at build time.
// A page's language is in its address (/hi/... is Hindi; see the contracts' storefront-values): the
// server sends a first visit to the language its browser prefers (or the one the visitor chose
// before, kept in a cookie), and takes `?lang=` from the language switch.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
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
  /** The browser's build (assets/, favicon). */
  distDir: string;
  /** The server's build (entry-server.js); without it there is no web app to serve. */
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
 * The Content-Security-Policy of a rendered page: the shop's policy with the page's own inline
 * scripts (React Router's hydration data and module imports, the number formatter's warm-up) allowed
 * by their SHA-256, and no other inline script. By hash rather than a nonce: the same page is the same
 * bytes for every visitor, so a shared cache may keep it and a browser may revalidate it (304).
 */
export function pageContentSecurityPolicy(policy: string, html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((text) => text.length > 0)
    .map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  const unique = [...new Set(hashes)].join(' ');
  return unique ? policy.replace(/script-src ([^;]*)/, `script-src $1 ${unique}`) : policy;
}

/** The router's own requests from the browser: a navigation's data, and the routes it does not know yet. */
const isRouterRequest = (url: string) => url.endsWith('.data') || url.endsWith('/__manifest');

/** Registers the web app's routes; false when there is no build to serve. */
export async function serveWebApp(app: FastifyInstance, { distDir, serverDistDir, reader, publicUrl, httpCache }: WebAppOptions): Promise<boolean> {
  const render = existsSync(distDir) ? await loadRenderer(path.join(serverDistDir, 'entry-server.js')) : null;
  if (!render) {
    app.log.warn(`No web build at ${distDir} and ${serverDistDir}: run "npm run build" (npm start does it for you).`);
    return false;
  }

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
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      url.startsWith('/api/') ||
      url.startsWith('/uploads/') ||
      (path.extname(url) && !url.endsWith('.data'))
    )
      return sendNoRoute(request, reply);
    reply.header('cache-control', 'no-cache');
    if (isRouterRequest(url)) {
      const answer = await render({ url: request.url, publicUrl, reader });
      if (answer.location) reply.header('location', answer.location);
      reply.status(answer.status).type(answer.contentType);
      return sendCompressed(reply, await bytesOf(answer.body), request.headers['accept-encoding']);
    }
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
    const page = await render({ url: request.url, publicUrl, reader });
    if (page.location) return reply.redirect(page.location, page.status);
    // React sends the document once it is complete (onAllReady), so it is read whole here: it can
    // then be named by an ETag, compressed in one go, and its inline scripts allowed by their hashes.
    const html = await bytesOf(page.body);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', pageContentSecurityPolicy(policy, html.toString('utf8')));
    reply.header('vary', [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '));
    // A rendered storefront page is the same for every visitor with the same language (the
    // session lives in the browser, never in the page's HTML), so a shared cache may keep it
    // briefly (Vary above: language, cookie and encoding) and revalidate it by its ETag, which
    // names the HTML in every encoding; the pages a browser completes and "not found" pages are not kept.
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
