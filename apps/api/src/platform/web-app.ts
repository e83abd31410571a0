// Serves the built web app. Storefront pages are rendered on the server by the web app's own
// renderer (dist-server/, built with it) from the shop's services, so a shared link or a search
// engine sees the page's content; other pages (and any page whose render fails) get the app's
// shell, index.html, and render in the browser. Files under assets/ are content-hashed and cached
// for a year; they and index.html have brotli and gzip copies made at build time.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCallback } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RenderStorefrontPage, StorefrontReader } from '@phoolwari/contracts';
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

/** Registers the web app's routes; false when there is no build to serve. */
export async function serveWebApp(app: FastifyInstance, { distDir, serverDistDir, reader, publicUrl }: WebAppOptions): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web build at ${distDir}: run "npm run build" (npm start does it for you).`);
    return false;
  }
  const shell = readFileSync(indexFile, 'utf8');
  if (!TITLE.test(shell) || !DESCRIPTION.test(shell) || !shell.includes(ROOT)) throw new Error(`${indexFile} lacks the title, description or root element the server renders into`);
  const render = await loadRenderer(path.join(serverDistDir, 'entry-server.js'));
  if (!render) app.log.warn(`No server renderer at ${serverDistDir}: storefront pages are rendered in the browser only.`);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || url.startsWith('/api/') || url.startsWith('/uploads/') || path.extname(url)) return sendNoRoute(request, reply);
    reply.header('cache-control', 'no-cache');
    // A tracking link's page: a capability in the address, kept out of search engines.
    if (url.startsWith('/track/')) reply.header('x-robots-tag', 'noindex');
    const page = render ? await render({ url: request.url, publicUrl, reader }).catch((error: unknown) => {
      // The customer still gets the page, rendered by their browser; the failure is ours to fix.
      request.log.error({ err: error, url: request.url }, 'server render failed');
      return null;
    }) : null;
    if (!page) return reply.sendFile('index.html', distDir);
    const html = shell
      .replace(DESCRIPTION, '')
      .replace(TITLE, () => page.head)
      .replace(ROOT, () => `<div id="root">${page.html}</div>${page.data}`);
    reply.status(page.status).type('text/html; charset=utf-8');
    return sendCompressed(reply, html, request.headers['accept-encoding']);
  });
  return true;
}

/**
 * A rendered page with brotli or gzip as the browser asks. The compression plugin hooks into
 * routes, and this handler is not one (it answers whatever no route does), so it compresses here.
 */
async function sendCompressed(reply: FastifyReply, html: string, acceptEncoding: string | undefined): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding');
  const body = Buffer.from(html);
  const encoding = body.length >= COMPRESS_FROM_BYTES ? negotiateEncoding(acceptEncoding) : null;
  if (!encoding) return reply.send(body);
  const encoded = encoding === 'br' ? await brotli(body, brotliOptions(body.length)) : await gzip(body);
  return reply.header('content-encoding', encoding).send(encoded);
}

async function loadRenderer(file: string): Promise<RenderStorefrontPage | null> {
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderStorefrontPage?: RenderStorefrontPage };
  if (typeof module.renderStorefrontPage !== 'function') throw new Error(`${file} does not export renderStorefrontPage`);
  return module.renderStorefrontPage;
}
