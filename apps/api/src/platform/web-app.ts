// Serves the built web app. Storefront pages are rendered on the server by the web app's own
// renderer (dist-server/, built with it) from the shop's services, so a shared link or a search
// engine sees the page's content; other pages (and any page whose render fails) get the app's
// shell, index.html, and render in the browser. Files under assets/ are content-hashed and cached
// for a year; they and index.html have brotli and gzip copies made at build time.
// A page's language is in its address (/hi/... is Hindi; see the contracts' storefront-values): the
// server sets <html lang>, sends a first visit to the language its browser prefers (or the one the
// visitor chose before, kept in a cookie), and takes `?lang=` from the language switch.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCallback } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import { appPathOf, LANGUAGE_COOKIE, LANGUAGES, languageOfPath, pathIn, type Language, type RenderShellHead, type RenderStorefrontPage, type StorefrontReader } from '@phoolwari/contracts';
import { sendNoRoute } from './errors';
import { brotliOptions, COMPRESS_FROM_BYTES, negotiateEncoding } from './response-cache';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

interface WebAppOptions {
  /** The browser's build (index.html, assets/). */
  distDir: string;
  /** The server renderer's build; without it every page is rendered in the browser. */
  serverDistDir: string;
  reader: StorefrontReader;
  publicUrl: string;
}

/** Where the rendered page goes in index.html: the shell's title and description make way for the page's head. */
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>\s*/;
const ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*"/;
const HTML_LANGS: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

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
  return [...readFileSync(indexFile, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
}

/** Registers the web app's routes; false when there is no build to serve. */
export async function serveWebApp(app: FastifyInstance, { distDir, serverDistDir, reader, publicUrl }: WebAppOptions): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web build at ${distDir}: run "npm run build" (npm start does it for you).`);
    return false;
  }
  const shell = readFileSync(indexFile, 'utf8');
  if (!TITLE.test(shell) || !DESCRIPTION.test(shell) || !shell.includes(ROOT)) throw new Error(`${indexFile} lacks the title, description or root element the server renders into`);
  const renderer = await loadRenderer(path.join(serverDistDir, 'entry-server.js'));
  const render = renderer?.renderStorefrontPage;
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
    if ((request.method !== 'GET' && request.method !== 'HEAD') || url.startsWith('/api/') || url.startsWith('/uploads/') || path.extname(url)) return sendNoRoute(request, reply);
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
    const preferred = chosenLanguage(request.headers.cookie) ?? (browserLanguages.negotiate(request.headers['accept-language'] ?? '')?.startsWith('hi') ? 'hi' : null);
    if (language === 'en' && preferred === 'hi') return reply.redirect(`${pathIn('hi', sitePathname)}${request.url.slice(url.length)}`, 302);
    // A tracking link's page: a capability in the address, kept out of search engines.
    if (url.startsWith('/track/')) reply.header('x-robots-tag', 'noindex');
    const page = render ? await render({ url: request.url, publicUrl, reader }).catch((error: unknown) => {
      // The customer still gets the page, rendered by their browser; the failure is ours to fix.
      request.log.error({ err: error, url: request.url }, 'server render failed');
      return null;
    }) : null;
    const localizedShell = shell.replace(HTML_LANG, `<html lang="${HTML_LANGS[language]}"`);
    if (!page) {
      if (language === 'en') return reply.sendFile('index.html', distDir);
      // A Hindi page the browser renders: the shell's English title and description make way for Hindi.
      const head = renderer?.renderShellHead(request.url);
      reply.type('text/html; charset=utf-8');
      return sendCompressed(reply, head ? localizedShell.replace(DESCRIPTION, '').replace(TITLE, () => head) : localizedShell, request.headers['accept-encoding']);
    }
    const html = localizedShell
      .replace(DESCRIPTION, '')
      .replace(TITLE, () => page.head)
      .replace(ROOT, () => `<div id="root">${page.html}</div>${page.data}`);
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
  return `/${rawPath.replace(/%(2f|5c)/gi, '/').replace(/[\\/]+/g, '/').replace(/^\//, '')}`;
}

/**
 * A rendered page with brotli or gzip as the browser asks. The compression plugin hooks into
 * routes, and this handler is not one (it answers whatever no route does), so it compresses here.
 */
async function sendCompressed(reply: FastifyReply, html: string, acceptEncoding: string | undefined): Promise<FastifyReply> {
  reply.header('vary', [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '));
  const body = Buffer.from(html);
  const encoding = body.length >= COMPRESS_FROM_BYTES ? negotiateEncoding(acceptEncoding) : null;
  if (!encoding) return reply.send(body);
  const encoded = encoding === 'br' ? await brotli(body, brotliOptions(body.length)) : await gzip(body);
  return reply.header('content-encoding', encoding).send(encoded);
}

interface Renderer {
  renderStorefrontPage: RenderStorefrontPage;
  renderShellHead: RenderShellHead;
}

async function loadRenderer(file: string): Promise<Renderer | null> {
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<Renderer>;
  if (typeof module.renderStorefrontPage !== 'function' || typeof module.renderShellHead !== 'function') throw new Error(`${file} does not export renderStorefrontPage and renderShellHead`);
  return { renderStorefrontPage: module.renderStorefrontPage, renderShellHead: module.renderShellHead };
}
