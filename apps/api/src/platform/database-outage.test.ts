// PostgreSQL going away under the shop (restart, failover, network): requests answer a clear 503
// with a code while it is gone, health says so, and everything works again once it is back,
// without restarting the shop. The outage is a TCP relay in front of the test server, cut and
// restored (the shared server itself keeps running for the other test files).
import { createServer, connect, type Server, type Socket } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { insertTestCatalogue } from '../test/catalogue-fixture';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/database';
import { freePort } from '../test/private-redis';
import { TEST_JWT_SECRET } from '../test/test-secret';

const runs = testDbKind === 'postgres';

/** Forwards a local port to PostgreSQL; `cut` drops every connection and stops listening. */
function relay(port: number, target: URL) {
  let server: Server | null = null;
  const open = new Set<Socket>();
  return {
    start: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = connect(Number(target.port || 5432), target.hostname);
          for (const s of [client, upstream]) {
            open.add(s);
            s.on('close', () => open.delete(s));
            s.on('error', () => s.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

let source: TestDatabase;
let shopDb: Database;
let app: FastifyInstance;
let link: ReturnType<typeof relay>;
let productId: string;

beforeAll(async () => {
  if (!runs) return;
  source = await createTestDatabase();
  productId = (await insertTestCatalogue(source.db)).products['Red Rose Bouquet']!;
  const port = await freePort();
  const target = new URL((source as TestDatabase & { url: string }).url);
  link = relay(port, target);
  await link.start();
  const through = new URL(target);
  through.hostname = '127.0.0.1';
  through.port = String(port);
  shopDb = await openDatabase({ url: through.toString() });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'phoolwari-outage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: through.toString(),
    JWT_SECRET: TEST_JWT_SECRET,
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JOB_WORKERS: 'false',
  });
  app = await buildApp({ config, database: shopDb });
});

afterAll(async () => {
  if (!runs) return;
  await app.close();
  await shopDb.close();
  await link.cut();
  await source.dispose();
});

describe.skipIf(!runs)('the database going away', { timeout: 60_000 }, () => {
  it('answers 503 while it is gone and works again when it is back, without a restart', async () => {
    const product = () => app.inject({ method: 'GET', url: `/api/admin-public/products/${productId}` });
    const register = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Kavya', email: `kavya.${Date.now()}@example.in`, password: 'marigold-123', phone: '9876543210' },
      });
    expect((await product()).statusCode).toBe(200);

    await link.cut();
    const down = await register();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('15');
    expect(down.json()).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      message: expect.stringContaining('cannot reach its database'),
      requestId: down.headers['x-request-id'],
    });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ db: 'down', status: 'degraded' });

    await link.start();
    expect((await register()).statusCode).toBe(201);
    expect((await product()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
