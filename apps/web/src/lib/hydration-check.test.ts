// Who checks hydration: development always; a production build only in a browser that asked (the
// journeys do, e2e/support/browser.ts), never on a customer's phone by default.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATION_CHECK_KEY, hydrationCheckWanted } from './hydration-check';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('hydrationCheckWanted', () => {
  it('checks in development', () => {
    vi.stubEnv('DEV', true);
    expect(hydrationCheckWanted()).toBe(true);
  });

  it('does not check a production page unless the browser asked', () => {
    vi.stubEnv('DEV', false);
    expect(hydrationCheckWanted()).toBe(false);
    localStorage.setItem(HYDRATION_CHECK_KEY, 'on');
    expect(hydrationCheckWanted()).toBe(true);
    localStorage.setItem(HYDRATION_CHECK_KEY, 'off');
    expect(hydrationCheckWanted()).toBe(false);
  });

  it('does not check where storage is turned off', () => {
    vi.stubEnv('DEV', false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(hydrationCheckWanted()).toBe(false);
  });
});
