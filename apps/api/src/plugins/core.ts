// What every other plugin stands on: the settings, the database, the clock and file storage, as
// decorations of the app.
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Clock } from '../platform/clock';
import { createStorage } from '../platform/storage/create-storage';
import type { ObjectStorage } from '../platform/storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    clock: Clock;
    storage: ObjectStorage;
  }
}

export interface CoreOptions {
  config: Config;
  database: Database;
  clock: Clock;
}

export default fp<CoreOptions>(
  async (app, { config, database, clock }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('clock', clock);
    app.decorate('storage', createStorage(config));
  },
  { name: 'core' },
);
