// The web app as the server sends it: every page through the web app's server build (a storefront
// page with its content and status, any other page as the frame in its language a browser
// completes), compressed, with its own inline scripts allowed by their hashes; a navigation's data
// from the same build. Anonymous storefront pages say how long a shared cache may keep them.
import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../test/app';
import { insertTestCatalogue } from '../test/catalogue-fixture';
import { writeWebBuild } from '../test/web-build';
import { pageContentSecurityPolicy } from './web-app';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof insertTestCatalogue>>;

beforeAll(async () => {
  const { distDir, serverDistDir } = writeWebBuild();
  t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: distDir, WEB_SERVER_DIST_DIR: serverDistDir, PUBLIC_URL: 'https://flowers.example.in' });
  catalogue = await insertTestCatalogue(t.database.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('server-rendered storefront', () => {
  it("sends the renderer's page, and lets a shared cache keep an anonymous storefront page a while", async () => {
    const res = await get('/products?category=x');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, s-maxage=30, stale-while-revalidate=300');
    expect(res.headers.vary).toBe('accept-language, cookie, accept-encoding');
    expect(res.body).toContain('<title>Rendered /products?category=x</title><link rel="canonical" href="https://flowers.example.in/products?category=x">');
    expect(res.body).toContain('<div id="root"><main><h1>Garlands, Roses</h1>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/app.js"></script>');
    // The shell a browser renders into is the same for everyone, but not a page worth a shared cache.
    expect((await get('/cart')).headers['cache-control']).toBe('no-cache');
  });

  it("answers with the page's own status (a missing product is a 404 page)", async () => {
    const res = await get('/product/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Garlands, Roses</h1>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 500 when a render fails, without the failure in the answer', async () => {
    const res = await get('/broken');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('a bug in a component');
    expect(res.headers.etag).toBeUndefined();
  });

  it("hands the router's own requests (a navigation's data, the routes it asks about) to the build, unredirected and unkept", async () => {
    const hindiPhone = { 'accept-language': 'hi-IN,hi;q=0.9' };
    for (const url of ['/products.data?category=x', '/hi/products.data', '/__manifest?p=%2Fcart&version=1', '/hi/__manifest?p=%2Fhi%2Fcart&version=1']) {
      const res = await get(url, hindiPhone);
      expect([res.statusCode, res.body], url).toEqual([200, `data of ${url}`]);
      expect(res.headers['content-type'], url).toBe('text/x-script');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/products.json')).statusCode).toBe(404);
  });

  it('compresses the page as the browser asks, and answers HEAD without a body', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Garlands, Roses</h1>');
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers a repeat read of an anonymous page with 304 and no body while the page is the same, in English and Hindi', async () => {
    for (const url of ['/products', '/hi/products']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      // One ETag names the page in every encoding (the caches keep encodings apart by Vary).
      expect((await get(url)).headers.etag, url).toBe(etag);
      expect((await get(url, { 'accept-encoding': 'gzip' })).headers.etag, url).toBe(etag);
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      expect(again.headers['content-encoding'], url).toBeUndefined();
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['cache-control'], url).toBe('public, s-maxage=30, stale-while-revalidate=300');
      expect(again.headers.vary, url).toBe('accept-language, cookie, accept-encoding');
      // A stale copy's ETag gets the whole page.
      const other = await get(url, { 'if-none-match': '"an-older-page"' });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toContain('<h1>Garlands, Roses</h1>');
    }
    expect((await get('/hi/products')).headers.etag).not.toBe((await get('/products')).headers.etag);
  });

  it('gives a page a new ETag once what it shows changes (a price)', async () => {
    const before = await get('/products');
    expect(before.body).toContain('Pink Rose Box ₹1299');
    const hindiBefore = (await get('/hi/products')).headers.etag;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin-public/products/${catalogue.products['Pink Rose Box']!}`,
      headers: bearer(await loginAdmin(t)),
      payload: {
        name: 'Pink Rose Box',
        description: 'Twelve pink roses in a hat box',
        price: 1199,
        category: catalogue.categories.roses,
        stock: 25,
        stockWas: 25,
        tags: ['pink'],
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await get('/products', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Pink Rose Box ₹1199');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const hindi = await get('/hi/products', { 'if-none-match': hindiBefore as string });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers.etag).not.toBe(hindiBefore);
  });

  it('names no page by an ETag that a shared cache may not keep (the shell, a missing product)', async () => {
    for (const url of ['/cart', '/product/aaaaaaaaaaaaaaaaaaaaaaaa']) {
      const res = await get(url);
      expect(res.headers.etag, url).toBeUndefined();
      expect((await get(url, { 'if-none-match': '*' })).statusCode, url).not.toBe(304);
    }
  });

  it('keeps API paths, files and other methods out of the pages', async () => {
    const api = await get('/api/no-such-thing');
    expect([api.statusCode, api.json<{ code: string }>().code]).toEqual([404, 'NOT_FOUND']);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/about' })).statusCode).toBe(404);
    const asset = await get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script carries the headers that protect a script, not a document's policy (1 KB a file).
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    // Named by its content: revalidated by its ETag alone, never fetched in ranges.
    expect(asset.headers.etag).toBeDefined();
    expect([asset.headers['last-modified'], asset.headers['accept-ranges']]).toEqual([undefined, undefined]);
    expect((await get('/about')).headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe("a page's inline scripts", () => {
  // The hash a browser computes over the script's text, as CSP Level 2 defines it.
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('are allowed by their hashes, and no other inline script is', async () => {
    for (const url of ['/', '/cart']) {
      const scriptSrc = (await get(url)).headers['content-security-policy']!.toString()
        .match(/script-src ([^;]*)/)![1]!
        .split(' ');
      expect(scriptSrc, url).toEqual(["'self'", hashOf("warmUp('en-IN');")]);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    }
  });

  it('count only scripts that run: not files, data blocks or JSON-LD', () => {
    const policy = "default-src 'self';script-src 'self' https://checkout.example;style-src 'self'";
    const html =
      '<script type="module" src="/a.js"></script><script type="application/ld+json">{}</script><script type="application/json" id="d">{}</script>' +
      '<script>one()</script><script type="module" async="">import "/b.js";</script><script>one()</script>';
    expect(pageContentSecurityPolicy(policy, html)).toBe(
      `default-src 'self';script-src 'self' https://checkout.example ${hashOf('one()')} ${hashOf('import "/b.js";')};style-src 'self'`,
    );
    expect(pageContentSecurityPolicy(policy, '<p>no scripts</p>')).toBe(policy);
  });
});

describe('the page in Hindi or English', () => {
  it('marks a Hindi address as Hindi, rendered or not', async () => {
    const rendered = await get('/hi/products');
    expect(rendered.statusCode).toBe(200);
    expect(rendered.body).toContain('<html lang="hi-IN">');
    expect(rendered.body).toContain('<title>Rendered /hi/products</title>');
    const shell = await get('/hi/cart');
    expect(shell.body).toContain('<html lang="hi-IN">');
    expect(shell.body).toContain('<title>Shell of /hi/cart</title>');
    expect((await get('/products')).body).toContain('<html lang="en-IN">');
  });

  it('sends a first visit to the language the browser prefers, and never a Hindi address to English', async () => {
    const hindiPhone = { 'accept-language': 'hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7' };
    const first = await get('/products?category=x', hindiPhone);
    expect([first.statusCode, first.headers.location]).toEqual([302, '/hi/products?category=x']);
    expect(first.headers.vary).toContain('accept-language');
    expect((await get('/', hindiPhone)).headers.location).toBe('/hi');
    // English first, Hindi second: English it is.
    expect((await get('/products', { 'accept-language': 'en-IN,hi;q=0.8' })).statusCode).toBe(200);
    expect((await get('/products')).statusCode).toBe(200);
    expect((await get('/hi/products', { 'accept-language': 'en-GB' })).statusCode).toBe(200);
  });

  it('remembers the choice made with the language switch, over the browser language', async () => {
    const toEnglish = await get('/hi/products?category=x&lang=en', { 'accept-language': 'hi' });
    expect([toEnglish.statusCode, toEnglish.headers.location]).toEqual([303, '/products?category=x']);
    expect(toEnglish.headers['set-cookie']).toMatch(/^lang=en; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect((await get('/products?category=x', { 'accept-language': 'hi', cookie: 'lang=en' })).statusCode).toBe(200);

    const toHindi = await get('/about?lang=hi');
    expect([toHindi.statusCode, toHindi.headers.location]).toEqual([303, '/hi/about']);
    expect(toHindi.headers['set-cookie']).toMatch(/^lang=hi;/);
    expect((await get('/about', { cookie: 'theme=x; lang=hi' })).headers.location).toBe('/hi/about');
    // A made-up language is not a choice.
    expect((await get('/about?lang=fr')).statusCode).toBe(200);
    expect((await get('/about', { cookie: 'lang=fr' })).statusCode).toBe(200);
  });

  it('sends the language switch and a Hindi reader only to a page of this shop', async () => {
    const cases: [string, string][] = [
      ['//evil.example/x?lang=en', '/evil.example/x'],
      ['/\\evil.example/x?lang=en', '/evil.example/x'],
      ['/\\/evil.example/x?lang=hi', '/hi/evil.example/x'],
      ['/hi//evil.example/x?lang=en', '/evil.example/x'],
      ['/hi/\\evil.example/x?lang=en', '/evil.example/x'],
      ['/%2F%2Fevil.example/x?lang=en', '/evil.example/x'],
      ['/%2f/evil.example/x?lang=en', '/evil.example/x'],
      ['/%5Cevil.example/x?lang=en', '/evil.example/x'],
      ['/hi/%5C%5Cevil.example/x?lang=en', '/evil.example/x'],
      ['/products//roses?lang=hi&q=1', '/hi/products/roses?q=1'],
    ];
    // Over a real socket: the address reaches the shop exactly as sent (inject would parse it first).
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (target: string, headers: Record<string, string> = {}) =>
      new Promise<{ statusCode?: number; location?: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: target, headers }, (res) => {
          res.resume();
          resolve({ statusCode: res.statusCode, location: res.headers.location });
        })
          .on('error', reject)
          .end();
      });
    for (const [from, to] of cases) expect([from, await raw(from)]).toEqual([from, { statusCode: 303, location: to }]);
    expect(await raw('//evil.example/x', { cookie: 'lang=hi' })).toEqual({ statusCode: 302, location: '/hi/evil.example/x' });
    expect(await raw('/\\evil.example/x?q=1', { cookie: 'lang=hi' })).toEqual({ statusCode: 302, location: '/hi/evil.example/x?q=1' });
  });
});
