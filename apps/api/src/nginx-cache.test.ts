// nginx in front of the shop (deploy/nginx.conf.template) keeps what the shop says may be kept:
// a repeat anonymous catalogue read or storefront page is answered by nginx without reaching the
// shop, a signed-in answer is never kept, and a price change reaches customers once the answer's
// s-maxage has passed (here 2 s), on a page too (the shop's pages come from a stand-in renderer,
// test/web-build.ts). Requests reaching the shop are counted by its own /metrics, read directly. Runs where
// CI runs it: with TEST_DATABASE_URL and Debian's nginx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from './modules/auth/service';
import { insertTestCatalogue } from './test/catalogue-fixture';
import { hasNginx, startInstance, startNginx, type Instance, type LoadBalancer } from './test/cluster';
import { createTestDatabase, testDbKind, type TestDatabase } from './test/database';
import { writeWebBuild } from './test/web-build';

const runs = testDbKind === 'postgres' && hasNginx;
const S_MAXAGE_SECONDS = 2;

let database: TestDatabase;
let shop: Instance;
let nginx: LoadBalancer;
let catalogue: Awaited<ReturnType<typeof insertTestCatalogue>>;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  if (!runs) return;
  database = await createTestDatabase();
  catalogue = await insertTestCatalogue(database.db);
  const web = writeWebBuild();
  await createOrPromoteAdmin(database.db, { email: 'owner@cache.example', password: 'admin-pass-123', name: 'Owner' });
  shop = await startInstance('cache', {
    DATABASE_URL: (database as TestDatabase & { url: string }).url,
    CACHE_S_MAXAGE_SECONDS: String(S_MAXAGE_SECONDS),
    CACHE_STALE_WHILE_REVALIDATE_SECONDS: '60',
    SERVE_WEB: 'true',
    WEB_DIST_DIR: web.distDir,
    WEB_SERVER_DIST_DIR: web.serverDistDir,
  });
  nginx = await startNginx([shop]);
  adminToken = (await post<{ token: string }>(shop.url, '/api/auth/login', { email: 'owner@cache.example', password: 'admin-pass-123' })).token;
  customerToken = (
    await post<{ token: string }>(shop.url, '/api/auth/register', {
      name: 'Meera',
      email: `meera.${Date.now()}@example.in`,
      password: 'marigold-123',
      phone: '9876543210',
    })
  ).token;
}, 120_000);

afterAll(async () => {
  if (!runs) return;
  await nginx?.stop();
  await shop?.stop();
  await database?.dispose();
});

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, path).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A read through nginx, as a customer's browser makes it. */
async function read(path: string, token?: string) {
  const res = await fetch(`${nginx.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    status: res.status,
    cache: res.headers.get('x-cache-status'),
    cacheControl: res.headers.get('cache-control'),
    requestId: res.headers.get('x-request-id'),
    body: (await res.json()) as Record<string, unknown>,
  };
}

/** How many requests for `route` the shop itself has answered (its request histogram). */
async function answeredByShop(route: string): Promise<number> {
  const text = await (await fetch(`${shop.url}/metrics`)).text();
  const lines = text
    .split('\n')
    .filter((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes(`route="${route}"`) && l.includes('method="GET"'));
  return lines.reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

const priceOf = (answer: { body: Record<string, unknown> }) => (answer.body.product as { price: number }).price;

/** A storefront page through nginx, as a visitor's browser asks for it. */
async function readPage(path: string) {
  const res = await fetch(`${nginx.url}${path}`, { headers: { 'accept-encoding': 'br' } });
  return { status: res.status, cache: res.headers.get('x-cache-status'), etag: res.headers.get('etag'), body: await res.text() };
}

describe.skipIf(!runs)('nginx in front of the shop', { timeout: 60_000 }, () => {
  it('answers a repeat anonymous catalogue read itself, without reaching the shop', async () => {
    for (const [path, route] of [
      ['/api/categories', '/api/categories'],
      ['/api/admin-public/products?limit=12', '/api/admin-public/products'],
    ] as const) {
      const first = await read(path);
      expect(first.status).toBe(200);
      expect(first.cache).toBe('MISS');
      expect(first.cacheControl).toBe(`public, s-maxage=${S_MAXAGE_SECONDS}, stale-while-revalidate=60`);
      const atShop = await answeredByShop(route);
      const again = await read(path);
      expect(again.body).toEqual(first.body);
      expect(again.cache).toBe('HIT');
      expect(await answeredByShop(route)).toBe(atShop);
      // Its own request id, not the one of the request that fetched the kept answer.
      expect(again.requestId).toMatch(/^[0-9a-f]{32}$/);
      expect(again.requestId).not.toBe(first.requestId);
    }
  });

  it('answers a repeat anonymous page itself, in English and Hindi, without reaching the shop', async () => {
    for (const path of ['/products', '/hi/products']) {
      const first = await readPage(path);
      expect(first.status, path).toBe(200);
      expect(first.cache, path).toBe('MISS');
      expect(first.etag, path).toMatch(/^"[\w-]+"$/);
      const atShop = await answeredByShop('unmatched');
      const again = await readPage(path);
      expect(again.cache, path).toBe('HIT');
      expect(again.body, path).toBe(first.body);
      expect(await answeredByShop('unmatched'), path).toBe(atShop);
    }
  });

  it('never keeps a signed-in answer: each one is the shop’s own', async () => {
    for (const [path, route] of [
      ['/api/cart', '/api/cart'],
      ['/api/auth/me', '/api/auth/me'],
      ['/api/categories', '/api/categories'],
    ] as const) {
      const atShop = await answeredByShop(route);
      for (let i = 0; i < 3; i++) {
        const res = await read(path, customerToken);
        expect(res.status, path).toBe(200);
        expect(res.cache, path).toBe('BYPASS');
        expect(res.cacheControl, path).toBe('private, no-store');
      }
      expect(await answeredByShop(route), path).toBe(atShop + 3);
    }
    // And an anonymous read of a personal address after them is not given one of them.
    // (A visitor has a cart of their own, empty until their first add.)
    const anonymous = await fetch(`${nginx.url}/api/cart`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('x-cache-status')).toBe('MISS');
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    expect(((await anonymous.json()) as { cart: { items: unknown[] } }).cart.items).toEqual([]);
  });

  it('brings a price change to customers once s-maxage has passed', async () => {
    const id = catalogue.products['Pink Rose Box']!;
    const path = `/api/admin-public/products/${id}`;
    expect(priceOf(await read(path))).toBe(1299);
    expect(priceOf(await read(path))).toBe(1299);
    // The listing page shows it too (the stand-in renderer writes "name ₹price").
    const pagePrice = (body: string) => Number(/Pink Rose Box ₹(\d+)/.exec(body)?.[1]);
    expect(pagePrice((await readPage('/products')).body)).toBe(1299);

    const res = await fetch(`${shop.url}${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Pink Rose Box',
        description: 'Twelve pink roses in a hat box',
        price: 1199,
        category: catalogue.categories.roses,
        stock: 25,
        stockWas: 25,
        tags: ['pink'],
      }),
    });
    expect(res.status).toBe(200);
    const changedAt = Date.now();
    // The shop answers the new price at once; nginx keeps the answer it has for its s-maxage.
    expect(priceOf({ body: (await (await fetch(`${shop.url}${path}`)).json()) as Record<string, unknown> })).toBe(1199);
    const kept = await read(path);
    expect(priceOf(kept)).toBe(1299);
    expect(['HIT', 'STALE', 'UPDATING']).toContain(kept.cache);

    // Read as customers do, a few times a second, until the new price shows: until then each read
    // is answered from nginx's copy (HIT while fresh; once s-maxage has passed, the read that sets
    // off the refresh gets the old answer marked STALE or UPDATING, as stale-while-revalidate
    // allows). nginx counts whole seconds, so a copy is fresh up to one second past s-maxage.
    // The same for the page.
    const seen: { price: number; cache: string | null; afterMs: number }[] = [];
    const seenOnPage: typeof seen = [];
    const giveUpAt = changedAt + (S_MAXAGE_SECONDS + 5) * 1000;
    while ((seen.at(-1)?.price !== 1199 || seenOnPage.at(-1)?.price !== 1199) && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (seen.at(-1)?.price !== 1199) {
        const answer = await read(path);
        seen.push({ price: priceOf(answer), cache: answer.cache, afterMs: Date.now() - changedAt });
      }
      if (seenOnPage.at(-1)?.price !== 1199) {
        const page = await readPage('/products');
        seenOnPage.push({ price: pagePrice(page.body), cache: page.cache, afterMs: Date.now() - changedAt });
      }
    }
    for (const reads of [seen, seenOnPage]) {
      const shown = reads.at(-1)!;
      expect(shown.price, JSON.stringify(reads)).toBe(1199);
      expect(shown.afterMs, JSON.stringify(reads)).toBeLessThanOrEqual((S_MAXAGE_SECONDS + 1) * 1000 + 500);
      expect(
        reads.slice(0, -1).every((s) => s.price === 1299 && ['HIT', 'STALE', 'UPDATING'].includes(s.cache ?? '')),
        JSON.stringify(reads),
      ).toBe(true);
    }
  });
});
