// Runs once per test run and database kind: migrates one template database, so each test file
// starts from a copy instead of paying initdb and every migration again. On PGlite the template
// is a dump of a migrated database's folder (a copy loads in about a second); on PostgreSQL
// (TEST_DB=postgres) it is a migrated database each file's database is created from
// (`CREATE DATABASE … TEMPLATE`), dropped when the run ends.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../db/client';
import { createPostgresTemplate } from '../db/scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await createPostgresTemplate(serverUrl, 'phoolwari_test_template');
    project.provide('postgresTemplate', template.name);
    return () => template.dispose();
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'phoolwari-template-'));
  const pglite = await createPglite();
  const database = await openDatabase({ pglite });
  await database.migrate();
  // A checkpoint first, so each copy starts as after a clean shutdown instead of replaying the log.
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  return async () => rm(dir, { recursive: true, force: true });
}
