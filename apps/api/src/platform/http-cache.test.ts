// What browsers and shared caches are told they may keep: public catalogue reads for visitors who
// are not signed in (s-maxage and stale-while-revalidate from the settings, a strong ETag answered
// with 304, Vary), and `private, no-store` for everything personal, signed-in reads of the
// catalogue included. nginx keeping them is in nginx-cache.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { bearer, createTestApp, registerCustomer, type TestApp } from '../test/app';
import { insertTestCatalogue } from '../test/catalogue-fixture';

let t: TestApp;
let ids: Record<string, string>;
let token: string;

beforeAll(async () => {
  t = await createTestApp(
    { CACHE_S_MAXAGE_SECONDS: '7', CACHE_STALE_WHILE_REVALIDATE_SECONDS: '110' },
    {
      // A public answer in the visitor's language, which also follows a cookie of its own.
      beforeReady: (app) =>
        app.get('/test/greeting', { config: { httpCache: { public: true, byLanguage: true } } }, async (request, reply) =>
          reply.header('vary', 'Cookie').send({ greeting: request.headers['accept-language']?.startsWith('hi') ? 'नमस्ते' : 'Hello' }),
        ),
    },
  );
  ids = (await insertTestCatalogue(t.database.db)).products;
  token = (await registerCustomer(t.app)).token;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const SHARED = 'public, s-maxage=7, stale-while-revalidate=110';

describe('public catalogue answers', () => {
  const publicReads = () => [
    '/api/categories',
    '/api/admin-public/products?limit=24',
    `/api/admin-public/products/${ids['Mogra Gajra']}`,
    '/api/products/add-ons',
    `/api/products/${ids['Mogra Gajra']}/reviews`,
    '/api/shop/policies',
    '/api/settings',
    '/api/custom-orders/approved',
  ];

  it('may be kept by shared caches for the configured time, with a strong ETag and Vary', async () => {
    for (const url of publicReads()) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(SHARED);
      expect(res.headers.vary, url).toBe('accept-encoding');
      expect(res.headers.etag, url).toMatch(/^"[\w-]+"$/);
    }
  });

  it('answers a repeat read carrying the ETag with 304 and no body, still cacheable', async () => {
    for (const url of publicReads()) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`]) {
        const again = await get(url, { 'if-none-match': ifNoneMatch });
        expect(again.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe(SHARED);
      }
      expect((await get(url, { 'if-none-match': '"not-it"' })).statusCode, url).toBe(200);
    }
  });

  it('varies with the language where the answer follows it, keeping what the route said', async () => {
    const hindi = await get('/test/greeting', { 'accept-language': 'hi-IN' });
    expect(hindi.json()).toEqual({ greeting: 'नमस्ते' });
    expect(hindi.headers.vary).toBe('cookie, accept-encoding, accept-language');
    expect(hindi.headers['cache-control']).toBe(SHARED);
    expect((await get('/test/greeting', { 'accept-language': 'en' })).headers.etag).not.toBe(hindi.headers.etag);
  });

  it('keeps the same ETag and Vary for the compressed bytes', async () => {
    const plain = await get('/api/admin-public/products?limit=24');
    const brotli = await get('/api/admin-public/products?limit=24', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(brotli.headers.vary).toBe('accept-encoding');
  });
});

describe('personal answers', () => {
  it('are private and never stored: cart, orders, account, admin', async () => {
    for (const url of ['/api/cart', '/api/orders', '/api/auth/me', '/api/account/addresses']) {
      const res = await get(url, bearer(token) as Record<string, string>);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
    expect((await get('/api/admin/products', bearer(token) as Record<string, string>)).headers['cache-control']).toBe('private, no-store');
  });

  it('include a signed-in visitor’s read of the catalogue', async () => {
    const res = await get('/api/categories', bearer(token) as Record<string, string>);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('include errors of public routes, which no cache keeps', async () => {
    const missing = await get('/api/admin-public/products/0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/admin-public/products/not-an-id')).headers['cache-control']).toBe('private, no-store');
  });
});

describe('settings', () => {
  it('default to 30 s fresh and 5 minutes stale', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, SERVE_WEB: 'false' });
    expect(config.httpCache).toEqual({ sMaxAge: 30, staleWhileRevalidate: 300 });
  });
});
