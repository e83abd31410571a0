// A migrated PostgreSQL database of its own on a server, dropped when disposed: each API test file
// on PostgreSQL and each benchmark run gets one, so nothing depends on another's data.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client';

export interface ScratchDatabase extends Database {
  /** Its connection string, for other processes (several instances of the shop in a test). */
  url: string;
  dispose(): Promise<void>;
}

export interface PostgresTemplate {
  /** The database's name, for `createScratchPostgres(…, { template })`. */
  name: string;
  dispose(): Promise<void>;
}

/**
 * `template` names a migrated database made by `createPostgresTemplate`: the new database is a
 * copy of it (`CREATE DATABASE … TEMPLATE`), a fraction of a second instead of every migration.
 */
export async function createScratchPostgres(serverUrl: string, prefix: string, opts: { template?: string } = {}): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(opts.template ? `CREATE DATABASE ${name} TEMPLATE ${opts.template}` : `CREATE DATABASE ${name}`);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url });
  if (!opts.template) await database.migrate();
  return {
    ...database,
    url,
    async dispose() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A migrated database to copy from. PostgreSQL copies a database only while nobody is connected
 * to it, so its connections are closed before it is handed out.
 */
export async function createPostgresTemplate(serverUrl: string, prefix: string): Promise<PostgresTemplate> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    throw error;
  }
  return {
    name,
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
