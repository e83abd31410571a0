// Every unit and integration suite, run by `npm test`: the API on PGlite always, on PostgreSQL
// too when TEST_DATABASE_URL is set, the contracts' own helpers, and the web app's component tests in jsdom.
import { configDefaults, defineConfig } from 'vitest/config';

// A file named *.unit.test.ts needs no shop database (pure functions, the image pipeline, the PDF
// text, a migration tried on a PGlite of its own): it runs once, in the PGlite project, instead of
// twice with the same result.
const api = (name: string, db: 'pglite' | 'postgres') => ({
  extends: './apps/api/vitest.config.ts',
  test: { name, env: { TEST_DB: db }, ...(db === 'postgres' ? { exclude: [...configDefaults.exclude, '**/*.unit.test.ts'] } : {}) },
});

export default defineConfig({
  test: {
    // Both cores: vitest's default leaves one free for itself, but API tests spend much of their
    // time waiting on PostgreSQL, timers and local servers, so two files at once finish sooner.
    maxWorkers: 2,
    projects: [
      api('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'postgres')] : []),
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
