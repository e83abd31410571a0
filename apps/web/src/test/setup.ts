// Component tests: jest-dom matchers, a clean DOM, storage and toast stack between tests, and any
// console.error fails the test.
import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../lib/toast';

// Preact runs effects after the next animation frame (or 35 ms), React right after the render's
// task. On a timer they run as soon as the test's own work is done, as the tests expect, and no
// animation frame is left waiting when jsdom is torn down.
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
