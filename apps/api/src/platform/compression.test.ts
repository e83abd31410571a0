// Compression on the real application: text over 1 KB goes out with brotli or gzip as the browser
// asks, small answers and images go out as they are, the web app's files are sent from their
// build-time compressed copies, its pages compressed as they are rendered, and the cached catalogue
// keeps its compressed bytes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { insertTestCatalogue } from '../test/catalogue-fixture';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { writeWebBuild } from '../test/web-build';

let database: TestDatabase;
let app: FastifyInstance;
const web = writeWebBuild();
const script = `console.log(${JSON.stringify('marigold '.repeat(400))});`;
// The build's copy: the answer must be these very bytes, not the server compressing again.
const builtBrotli = brotliCompressSync(Buffer.from(script));

beforeAll(async () => {
  writeFileSync(path.join(web.distDir, 'assets', 'main-abc123.js'), script);
  writeFileSync(path.join(web.distDir, 'assets', 'main-abc123.js.br'), builtBrotli);
  database = await createTestDatabase();
  await insertTestCatalogue(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'phoolwari-gzip-')),
    SERVE_WEB: 'true',
    WEB_DIST_DIR: web.distDir,
    WEB_SERVER_DIST_DIR: web.serverDistDir,
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression', () => {
  it('sends the cached product list as brotli or gzip as asked, and the same bytes each time', async () => {
    const plain = await get('/api/admin-public/products?limit=100');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/admin-public/products?limit=100', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect((await get('/api/admin-public/products?limit=100', 'br')).rawPayload.equals(br.rawPayload)).toBe(true);

    const gz = await get('/api/admin-public/products?limit=100', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses other JSON answers over 1 KB, and leaves small ones alone', async () => {
    const big = await get('/api/admin-public/products?limit=100&sort=price-low&minPrice=0', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    const small = await get('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('status');
  });

  it('sends the web app’s files from their build-time compressed copies', async () => {
    const asset = await get('/assets/main-abc123.js', 'gzip, br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.equals(builtBrotli)).toBe(true);
    expect(asset.headers['cache-control']).toContain('immutable');
    const raw = await get('/assets/main-abc123.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);
  });

  it('compresses a rendered page as the browser asks', async () => {
    const page = await get('/products', 'gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>Rendered /products</title>');
  });

  it('answers HEAD for a page of the app like GET, without the body', async () => {
    for (const url of ['/', '/products']) {
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type']).toContain('text/html');
      expect(head.body).toBe('');
    }
    expect((await app.inject({ method: 'HEAD', url: '/api/nothing-here' })).statusCode).toBe(404);
  });
});
