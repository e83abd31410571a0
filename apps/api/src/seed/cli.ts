// `npm run seed [-- --reset]`: seeds the demo catalogue into the configured database. Without
// --reset it does nothing when categories already exist; with it, the catalogue (products,
// categories, their pictures) is replaced. Users and orders are never touched.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DatabaseInUseError, openDatabase } from '../db/client';
import { seedDemoCatalogue } from './seed';

const USAGE = `Usage: npm run seed [-- --reset]

Seeds the demo catalogue (categories, products and their pictures) into an empty database.
  --reset   delete every product and category first, then seed again
  --help    show this help`;

async function runSeed(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }

  const config = loadConfig();
  // The server uses the same folder: one process at a time may hold a PGlite data folder.
  const database = await openDatabase({ url: config.databaseUrl, dir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    const result = await seedDemoCatalogue(database.db, { uploadsDir: config.uploadsDir, reset: values.reset, log: console.log });
    if (result.seeded) {
      console.log(`Seeded ${result.categories} categories and ${result.products} products in ${result.ms} ms.`);
    } else {
      console.log('The catalogue already has categories: nothing seeded. Use `npm run seed -- --reset` to replace it.');
    }
  } finally {
    await database.close();
  }
}

runSeed().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
    console.error(error.message);
    console.error(USAGE);
  } else if (error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
