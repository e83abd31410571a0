// `npm run db:restore -- FILE`: brings a backup made by db:backup back into a new DATA_DIR (or an
// empty PostgreSQL database at DATABASE_URL), with its images; never over an existing shop.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@phoolwari/api/config';
import { restoreBackup } from '@phoolwari/api/platform/backup';

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (!positionals[0]) {
    console.error('Usage: DATA_DIR=./restored npm run db:restore -- backups/phoolwari-….tar.gz');
    process.exit(2);
  }
  const file = path.resolve(positionals[0]);
  const manifest = await restoreBackup(loadConfig(), file);
  const { orders, users, products } = manifest.counts;
  console.log(`Restored ${orders} orders, ${users} accounts and ${products} products from the backup of ${manifest.createdAt}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
