// Component tests: jest-dom matchers, a clean DOM, storage and toast stack between tests, and any
// console.error fails the test.
import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../lib/toast';

// Preact runs effects after the next frame; jsdom's frames outlive a file's teardown, and a late
// one calls a cancelAnimationFrame that is no longer there. A timer does the same job here.
options.requestAnimationFrame = (callback) => void setTimeout(callback, 0);

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
