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

export async function createScratchPostgres(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
