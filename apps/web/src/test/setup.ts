// Component tests: jest-dom matchers, a clean DOM, storage and toast stack between tests, and any
// console.error fails the test.
import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../lib/toast';

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
