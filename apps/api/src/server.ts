// The shop's process: read config, open and migrate the database, seed the demo catalogue into an
// empty one, listen, and shut down cleanly on SIGINT/SIGTERM.
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError, openDatabase } from './db/client';
import { seedDemoCatalogue } from './seed/seed';
import { seedSubscriptionPlans } from './seed/subscription-plans';
import { seedShopSetup } from './seed/shop-setup';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db') });
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const result = await seedDemoCatalogue(database.db, { uploadsDir: config.uploadsDir, log: (m: string) => app.log.info(m) });
    if (result.seeded) app.log.info(`Seeded the demo catalogue: ${result.categories} categories, ${result.products} products in ${result.ms} ms`);
    if ((await seedShopSetup(database.db)).seeded) app.log.info('Seeded delivery zones, slots and promo codes');
    if ((await seedSubscriptionPlans(database.db)).seeded) app.log.info('Seeded the subscription plans');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Stops taking connections (a load balancer's next try goes to another instance), lets requests
    // in flight finish with their live updates and mails (graceful-drain.ts), then closes live-update
    // sockets (browsers reconnect elsewhere), jobs, Redis and last the database; a request that never
    // ends cannot hold the restart up past the grace period.
    const started = Date.now();
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => {
      app.log.error(`still closing after ${config.shutdownGraceMs} ms: exiting anyway`);
      process.exit(1);
    }, config.shutdownGraceMs);
    await app.close();
    await database.close();
    clearTimeout(force);
    app.log.info(`closed in ${Date.now() - started} ms`);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Phoolwari is open at http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
