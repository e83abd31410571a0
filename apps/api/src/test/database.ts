// A clean database for one test file: a copy of the migrated PGlite template, or (TEST_DB=postgres)
// a copy of the migrated template on TEST_DATABASE_URL's server, dropped afterwards (both templates
// are made once per run by global-setup.ts).
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createPglite, openDatabase, type Database } from '../db/client';
import { createScratchPostgres } from '../db/scratch-database';

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * The PGlite template, read once per worker: test files share a worker's modules, and copying the
 * 30-odd MB into a new Blob for every database cost more than a tenth of its start.
 */
let pgliteTemplate: Promise<Blob> | undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'postgres') return createPostgresDatabase();
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  const pglite = await createPglite(undefined, { loadDataDir: await pgliteTemplate });
  const database = await openDatabase({ pglite });
  return { ...database, dispose: () => database.close() };
}

function createPostgresDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return createScratchPostgres(serverUrl, 'phoolwari_test', { template: inject('postgresTemplate') });
}
