// Backups that restore: one .tar.gz holding the database (PGlite's data folder dump, or pg_dump's
// custom format for PostgreSQL, both consistent snapshots), the images on disk storage, and a
// manifest saying what is inside and how many orders, accounts and products it holds. Restoring
// brings a fresh data folder or an empty database back to it, then applies any newer migrations.
// The shop's own generated secrets (DATA_DIR/secrets.json) go with it: the file is as private as
// the database, which holds password hashes and addresses, so it is written readable by its owner
// only (0600); keep it where the database would be.
// With S3 storage images stay in the bucket (back it up with the bucket's own versioning).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import type { Config } from '../config';
import { createPglite, openDatabase, type Database } from '../db/client';
import { orders, products, users } from '../db/schema';

const run = promisify(execFile);

const FORMAT = 1;
const PGLITE_DUMP = 'database.pglite.tar.gz';
const PG_DUMP = 'database.pgdump';
const IMAGES = 'uploads';
/** The secrets the shop generated for itself in DATA_DIR (when JWT_SECRET and the like are not set). */
const SECRETS = 'secrets.json';

export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  database: 'pglite' | 'postgres';
  images: 'included' | 'in the bucket';
  counts: { orders: number; users: number; products: number };
}

type Where = Pick<Config, 'databaseUrl' | 'dataDir' | 'uploadsDir' | 'storage'>;

/** The embedded database's folder under DATA_DIR (the server opens the same one). */
export const pgliteDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'db');

async function countsOf(database: Database): Promise<BackupManifest['counts']> {
  const one = async (table: typeof orders | typeof users | typeof products) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return { orders: await one(orders), users: await one(users), products: await one(products) };
}

/** Writes a backup of the shop `config` describes to `file` (.tar.gz); answers what it holds. */
export async function createBackup(config: Where, file: string): Promise<BackupManifest> {
  const staging = mkdtempSync(path.join(tmpdir(), 'phoolwari-backup-'));
  try {
    // Opening the embedded database takes its lock: the shop must be stopped, or this says so.
    const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dir: pgliteDir(config) });
    let counts: BackupManifest['counts'];
    try {
      await database.migrate();
      counts = await countsOf(database);
      if (database.pglite) {
        const dump = await database.pglite.dumpDataDir('gzip');
        writeFileSync(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } else {
        await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(staging, PG_DUMP)}`, config.databaseUrl!]);
      }
    } finally {
      await database.close();
    }
    const images = config.storage.driver === 'disk' ? 'included' : 'in the bucket';
    if (images === 'included' && existsSync(config.uploadsDir)) cpSync(config.uploadsDir, path.join(staging, IMAGES), { recursive: true });
    // Sessions, simulated payments' signatures and sealed mail links depend on them.
    if (existsSync(path.join(config.dataDir, SECRETS))) copyFileSync(path.join(config.dataDir, SECRETS), path.join(staging, SECRETS));
    const manifest: BackupManifest = { format: FORMAT, createdAt: new Date().toISOString(), database: database.kind, images, counts };
    writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await writePrivately(path.resolve(file), (into) => run('tar', ['-czf', into, '-C', staging, '.']));
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Writes `file` through `write(tempPath)` readable by its owner only, and whole or not at all: a temp
 * file beside it (created 0600 before anything is written to it, so it is never readable by others,
 * whatever the umask), renamed over `file` once complete. A failed write leaves any earlier file as it was.
 */
async function writePrivately(file: string, write: (tempPath: string) => Promise<unknown>): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.partial`);
  closeSync(openSync(temp, 'wx', 0o600));
  try {
    await write(temp);
    chmodSync(temp, 0o600);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

export class RestoreRefused extends Error {}

/**
 * Restores `file` into the shop `config` describes: a data folder with no database yet, or a
 * PostgreSQL database with no tables. Never over existing data: that is refused with a reason.
 */
export async function restoreBackup(config: Where, file: string): Promise<BackupManifest> {
  const staging = mkdtempSync(path.join(tmpdir(), 'phoolwari-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(file), '-C', staging]);
    const manifest = JSON.parse(readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== FORMAT) throw new RestoreRefused(`This backup's format (${String(manifest.format)}) is not one this version reads`);
    const into = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== into) {
      throw new RestoreRefused(
        `This backup holds a ${manifest.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} database; the shop is configured for ${into === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
      );
    }

    if (config.databaseUrl) {
      await assertEmptyPostgres(config.databaseUrl);
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${config.databaseUrl}`, path.join(staging, PG_DUMP)]);
    } else {
      const dir = pgliteDir(config);
      if (existsSync(dir) && readdirSync(dir).length > 0)
        throw new RestoreRefused(`${dir} already holds a database: restore into a new DATA_DIR, or move that folder away first`);
      const dump = readFileSync(path.join(staging, PGLITE_DUMP));
      const pglite = await createPglite(dir, { loadDataDir: new Blob([dump]) });
      await pglite.close();
    }

    // A backup from an older version gets the newer migrations; the counts say what came back.
    const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dir: pgliteDir(config) });
    try {
      await database.migrate();
      const counts = await countsOf(database);
      if (JSON.stringify(counts) !== JSON.stringify(manifest.counts))
        throw new Error(`The restored database holds ${JSON.stringify(counts)}, the backup ${JSON.stringify(manifest.counts)}`);
    } finally {
      await database.close();
    }
    if (manifest.images === 'included' && existsSync(path.join(staging, IMAGES))) cpSync(path.join(staging, IMAGES), config.uploadsDir, { recursive: true });
    // The restored shop is the backed-up one: it keeps its secrets (the new folder's fresh ones go).
    if (existsSync(path.join(staging, SECRETS))) {
      copyFileSync(path.join(staging, SECRETS), path.join(config.dataDir, SECRETS));
      chmodSync(path.join(config.dataDir, SECRETS), 0o600);
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function assertEmptyPostgres(url: string) {
  const database = await openDatabase({ url });
  try {
    const { rows } = await database.executeSql(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0] as { n: number }).n > 0) throw new RestoreRefused('The database already holds tables: restore into a new, empty database');
  } finally {
    await database.close();
  }
}
