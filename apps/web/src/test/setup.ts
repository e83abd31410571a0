// Component tests: jest-dom matchers, a clean DOM, storage and toast stack between tests, and any
// console.error fails the test.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../lib/toast';

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: on a two-core machine running the
// API suite beside these files, a lazy route or a first render can take longer than a second, and
// a test then fails on nothing but the machine's load. A real failure still fails, later.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  cleanup();
  // Node-environment files (the server renderer's) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  act(() => clearToasts());
  vi.restoreAllMocks();
});
