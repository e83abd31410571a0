// A clean database for one test file: a copy of the migrated PGlite template, or (TEST_DB=postgres)
// a fresh PostgreSQL database created on TEST_DATABASE_URL's server and dropped afterwards.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openDatabase, type Database } from '../db/client';

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'postgres') return createPostgresDatabase();
  const template = await readFile(inject('pgliteTemplate'));
  const pglite = await createPglite(undefined, { loadDataDir: new Blob([template]) });
  const database = await openDatabase({ pglite });
  return { ...database, dispose: () => database.close() };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `phoolwari_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
