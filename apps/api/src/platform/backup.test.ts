// A shop with orders, accounts and images is backed up, restored elsewhere, and everything is
// there: on the embedded database, and on PostgreSQL (pg_dump) when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { orders, users } from '../db/schema';
import { insertTestCatalogue } from '../test/catalogue-fixture';
import { setUpDelivery } from '../test/commerce';
import { testDbKind } from '../test/database';
import { placePaidOrder } from '../test/orders';
import { shopDateTime } from './clock';
import { createBackup, pgliteDir, restoreBackup, RestoreRefused } from './backup';

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

function shopConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'phoolwari-backup-test-'));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // No JWT_SECRET: the shop makes its own secrets in DATA_DIR, as a single shop on PGlite does.
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JOB_WORKERS: 'false',
    WEB_SERVER_DIST_DIR: path.join(dataDir, 'none'),
    ...env,
  });
}

/** A shop with a paid order, its customer and an uploaded image, then stopped. */
async function shopWithAnOrder(config: Config) {
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dir: pgliteDir(config) });
  await database.migrate();
  const app = await buildApp({ config, database });
  const catalogue = await insertTestCatalogue(database.db);
  const delivery = await setUpDelivery(database.db);
  const tomorrow = shopDateTime(new Date(Date.now() + 86_400_000)).date;
  const placed = await placePaidOrder(app, { productId: catalogue.products['Mogra Gajra']!, slotId: delivery.morning.id, date: tomorrow });
  const image = randomBytes(2048);
  mkdirSync(path.join(config.uploadsDir, 'images'), { recursive: true });
  writeFileSync(path.join(config.uploadsDir, 'images', 'reference-photo.webp'), image);
  await app.close();
  await database.close();
  return { ...placed, image };
}

async function expectRestored(config: Config, placed: Awaited<ReturnType<typeof shopWithAnOrder>>) {
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dir: pgliteDir(config) });
  try {
    const order = await database.db.query.orders.findFirst({ where: eq(orders.id, placed.orderId) });
    expect(order).toMatchObject({ orderNumber: placed.orderNumber, status: 'confirmed', paymentStatus: 'paid', totalPaise: Math.round(placed.amount) });
    expect(await database.db.query.users.findFirst({ where: eq(users.id, placed.customer.user._id) })).toMatchObject({ email: placed.customer.body.email });
  } finally {
    await database.close();
  }
  expect(readFileSync(path.join(config.uploadsDir, 'images', 'reference-photo.webp'))).toEqual(placed.image);
}

/** A backup holds secrets and password hashes: only its owner reads it, and no half-written file is left beside it. */
function expectPrivateAndWhole(file: string) {
  expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
  expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
}

describe('backup and restore', { timeout: 120_000 }, () => {
  // Each where the suite runs on its database: the embedded one, and PostgreSQL when it is set.
  it.skipIf(testDbKind !== 'pglite')('brings a shop on the embedded database back in a new data folder', async () => {
    const from = shopConfig();
    const placed = await shopWithAnOrder(from);
    const file = path.join(from.dataDir, 'backups', 'shop.tar.gz');
    const manifest = await createBackup(from, file);
    expect(manifest).toMatchObject({ database: 'pglite', images: 'included', counts: { orders: 1, users: 1, products: 8 } });
    expect(existsSync(file)).toBe(true);
    expectPrivateAndWhole(file);

    const to = shopConfig();
    expect(await restoreBackup(to, file)).toMatchObject({ counts: { orders: 1, users: 1, products: 8 } });
    await expectRestored(to, placed);
    // With the secrets the shop made for itself (its simulated payments' keys, for one).
    expect(readFileSync(path.join(to.dataDir, 'secrets.json'), 'utf8')).toBe(readFileSync(path.join(from.dataDir, 'secrets.json'), 'utf8'));

    // Never over a shop that exists.
    await expect(restoreBackup(to, file)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(to, file)).rejects.toThrow(/already holds a database/);
  });

  it.skipIf(testDbKind !== 'postgres')('brings a shop on PostgreSQL back into an empty database', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    cleanup.push(() => admin.end());
    const urlOf = async (name: string) => {
      await admin.query(`CREATE DATABASE ${name}`);
      cleanup.push(async () => void (await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
      const url = new URL(server);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const suffix = randomBytes(4).toString('hex');
    const from = shopConfig({ DATABASE_URL: await urlOf(`phoolwari_backup_from_${suffix}`) });
    const placed = await shopWithAnOrder(from);
    const file = path.join(from.dataDir, 'backups', 'shop.tar.gz');
    expect(await createBackup(from, file)).toMatchObject({ database: 'postgres', counts: { orders: 1, users: 1 } });
    expectPrivateAndWhole(file);

    const to = shopConfig({ DATABASE_URL: await urlOf(`phoolwari_backup_to_${suffix}`) });
    await restoreBackup(to, file);
    await expectRestored(to, placed);
    await expect(restoreBackup(to, file)).rejects.toThrow(/already holds tables/);
    // A PostgreSQL backup is not restored into an embedded database, or the other way round.
    await expect(restoreBackup(shopConfig(), file)).rejects.toThrow(/holds a PostgreSQL database/);
  });
});
