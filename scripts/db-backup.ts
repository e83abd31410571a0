// `npm run db:backup [-- FILE]`: writes a consistent backup of the shop's database and its images
// on disk to FILE (default backups/phoolwari-<date-time>.tar.gz). With the embedded database, stop
// the shop first (the command says so if it is running); PostgreSQL is dumped while the shop runs.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@phoolwari/api/config';
import { createBackup } from '@phoolwari/api/platform/backup';

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
  const file = path.resolve(positionals[0] ?? path.join('backups', `phoolwari-${stamp}.tar.gz`));
  const manifest = await createBackup(loadConfig(), file);
  const { orders, users, products } = manifest.counts;
  console.log(`Backed up ${orders} orders, ${users} accounts and ${products} products (${manifest.database}; images ${manifest.images}) to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
