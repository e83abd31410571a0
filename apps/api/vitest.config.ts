// The API suite: real databases only. The root config runs it on PGlite or, when
// TEST_DATABASE_URL is set, on PostgreSQL (TEST_DB picks which; see there for the files run on both).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // New password hashes at scrypt's 2^10 instead of 2^15 (see auth/password-hashing.ts): the
    // suite signs up and in hundreds of times, and full-cost hashing took minutes of its run.
    env: { PASSWORD_HASH_COST: '10' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share a worker's loaded modules instead of importing the whole shop again for
    // each file (about four seconds a file on this machine's two cores). Each file still builds
    // its own app on its own database; nothing in the shop keeps state at module level that a
    // test relies on being fresh.
    isolate: false,
  },
});
