// Every unit and integration suite, run by `npm test`: the API on PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set (with the driver's own files on PGlite too), the contracts' own helpers,
// and the web app's component tests in jsdom.
import { configDefaults, defineConfig } from 'vitest/config';
import apiConfig from './apps/api/vitest.config.ts';

// A file named *.unit.test.ts needs no shop database (pure functions, the image pipeline, the PDF
// text, a migration tried on a PGlite of its own): it runs once, in the PGlite project, instead of
// twice with the same result.
//
// With PostgreSQL at hand (TEST_DATABASE_URL, as in CI), the whole suite runs there, and on PGlite
// only the files whose path through the database differs by driver: the embedded database's own
// work (first start and seed, backups of its folder, the job queue's SQL through PGlite's exec, the
// trigram extension it loads), transactions that PGlite runs one at a time on its one connection
// (races for the last unit, send-once claims, the last owner), and the driver's error shape. The
// journeys' shops run on PGlite too, so every screen is also tried on it end to end. The other
// files' second pass cost twice the CPU of the PostgreSQL pass (decision 036). Without PostgreSQL,
// everything runs on PGlite.
const alsoOnPglite = [
  'src/**/*.unit.test.ts',
  'src/app.test.ts',
  'src/seed/seed.test.ts',
  'src/platform/backup.test.ts',
  'src/platform/jobs/job-queue.test.ts',
  'src/platform/mail/mailer.test.ts',
  'src/platform/phone/phone-outbox.test.ts',
  'src/platform/input-guard.test.ts',
  'src/modules/catalog/search.test.ts',
  'src/modules/checkout/checkout-races.test.ts',
  'src/modules/checkout/checkout-cancel-races.test.ts',
  'src/modules/checkout/evening.test.ts',
  'src/modules/health/health.test.ts',
  'src/modules/staff/last-owner.test.ts',
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The API's own config, spread rather than `extends`-ed: extending would add these lists to its
// `include` instead of replacing it.
const api = (name: string, db: 'pglite' | 'postgres') => ({
  ...apiConfig,
  test: {
    ...apiConfig.test,
    name,
    env: { ...apiConfig.test?.env, TEST_DB: db },
    ...(db === 'postgres' ? { exclude: [...configDefaults.exclude, '**/*.unit.test.ts'] } : withPostgres ? { include: alsoOnPglite } : {}),
  },
});

export default defineConfig({
  test: {
    // Both cores: vitest's default leaves one free for itself, but API tests spend much of their
    // time waiting on PostgreSQL, timers and local servers, so two files at once finish sooner.
    maxWorkers: 2,
    projects: [
      api('api-pglite', 'pglite'),
      ...(withPostgres ? [api('api-postgres', 'postgres')] : []),
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      // The web app's component tests share a worker's loaded modules and page, as the API suite
      // does (vitest's recipe for files without module-level state to leak): each file no longer
      // loads React, the router and jsdom afresh, which took most of the suite's time. A file that
      // replaces a module with vi.mock needs a module graph of its own (a module an earlier file
      // loaded would keep the real one), so it is named *.isolated.test.* and runs apart; ESLint
      // holds the rule.
      { extends: './apps/web/vite.config.ts', test: { name: 'web', isolate: false, include: ['src/**/*.test.{ts,tsx}'], exclude: ['**/*.isolated.test.*'] } },
      { extends: './apps/web/vite.config.ts', test: { name: 'web-isolated', include: ['src/**/*.isolated.test.{ts,tsx}'] } },
    ],
  },
});
