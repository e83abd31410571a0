// Opens the database: PGlite in DATA_DIR when no DATABASE_URL is set, PostgreSQL through `pg`
// otherwise. Both speak the same schema and migrations; callers only see `Db`.
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: repositories accept either, so a service can run several in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** Plain SQL with $n parameters, answering rows: for libraries with their own SQL (the job queue). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Connections in use and waiting, for metrics (PGlite has one, always open). */
  poolUse(): { total: number; idle: number; waiting: number };
  /** The embedded database itself (backups dump its folder); absent on PostgreSQL. */
  pglite?: PGlite;
  close(): Promise<void>;
}

/**
 * Opens PGlite with the extensions the migrations create (PostgreSQL ships them as contrib);
 * every embedded database, tests' copies included, is opened through here.
 */
export function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions' | 'dataDir'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
}

/** Another process holds the embedded database's folder. */
export class DatabaseInUseError extends Error {}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** How long a checked-out client whose connection ended may stay out before it is taken back. */
const ABANDONED_CLIENT_MS = 5_000;

/** PostgreSQL when `url` is given; else PGlite in `dir` (or in memory when `dir` is undefined). */
export async function openDatabase(opts: { url?: string; dir?: string; pglite?: PGlite }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      // A database that cannot be reached fails a request within seconds (a 503), never hangs it:
      // connecting gives up after 5 s and the server ends any statement after 20 s. (No client-side
      // query_timeout: a client given up that way goes back to the pool with its statement still
      // running, and the next request to take it inherits it.)
      connectionTimeoutMillis: 5000,
      statement_timeout: 20_000,
      // A transaction left open by a bug or a vanished process would hold its row locks for ever.
      idle_in_transaction_session_timeout: 60_000,
      // A peer that disappears without closing (a failover, a cut cable) is noticed by the kernel.
      keepAlive: true,
    });
    // A connection the server ends (restart, failover, pg_terminate_backend) emits 'error' on its
    // client. The pool listens only while a client is idle; one checked out by a transaction between
    // two statements has no listener, and an unheard 'error' event ends the process. So every client
    // gets its own listener when it is made: the failed statement or transaction rejects as usual
    // (answered 503), and the pool drops the broken client on its release.
    const connectionLost = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
    // drizzle 0.45 sends a transaction's BEGIN before the try/finally that gives its client back
    // (drizzle-orm issue 6241, open): a BEGIN on a connection that has just been ended keeps that
    // client out of the pool for good, and enough of them leave no connection at all (and
    // `pool.end()` at shutdown waiting for ever). A client still out well after its connection
    // ended is no longer anyone's to use: it is given back broken, and the pool makes a new one.
    const checkedOut = new Set<pg.PoolClient>();
    pool.on('acquire', (client) => checkedOut.add(client));
    pool.on('release', (_error, client) => checkedOut.delete(client));
    pool.on('connect', (client) => {
      client.on('error', connectionLost);
      client.once('end', () => {
        setTimeout(() => {
          if (!checkedOut.has(client)) return;
          console.warn('PostgreSQL: a connection ended while a transaction was starting; giving it back to the pool');
          client.release(new Error('connection ended while checked out'));
        }, ABANDONED_CLIENT_MS).unref();
      });
    });
    pool.on('error', connectionLost);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => (await pool.query('select 1')).rowCount === 1,
      executeSql: (text, values) => pool.query(text, values),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const releaseLock = opts.dir ? lockDataDir(opts.dir) : () => {};
  let client: PGlite;
  try {
    client = opts.pglite ?? (await createPglite(opts.dir));
  } catch (error) {
    releaseLock();
    throw error;
  }
  // The two drivers share drizzle's PgDatabase API; one type keeps repositories driver-agnostic.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => (await client.query('select 1')).rows.length === 1,
    // PGlite's prepared queries take one statement; parameterless text may hold several (the job
    // queue's schema, in its own BEGIN … COMMIT), so it goes through exec, answering the last
    // statement's rows. Inside PGlite's transaction, so a failing statement is rolled back before
    // anything else runs on the one connection (a bare exec would leave it in an aborted transaction).
    executeSql: async (text, values = []) => {
      if (values.length > 0) return client.query(text, values);
      const results = await client.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
    poolUse: () => ({ total: 1, idle: 1, waiting: 0 }),
    pglite: client,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite has no lock between processes, and two processes on one folder corrupt it. A pid file
 * beside the folder turns that into a clear error (e.g. `admin:create` while the shop is running).
 */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = `${dir}.lock`;
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseInUseError(
        `The database in ${dir} is in use by process ${pid}. Stop the shop (or that command) first, or use PostgreSQL via DATABASE_URL.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
