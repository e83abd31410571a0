// Whether a CSS media query matches, kept up to date. Lets a screen render either a table or a
// card list (not both, hidden by CSS, which would double what tests and screen readers meet).
// Where matchMedia is missing (jsdom), the answer is `fallback`.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** Tailwind's md breakpoint: tables from here up, cards below. */
export const WIDE_SCREEN = '(min-width: 768px)';
