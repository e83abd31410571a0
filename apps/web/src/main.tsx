// The browser's entry. On a phone's connection the page's HTML, its stylesheet and its largest
// picture are what the customer waits for; the app's scripts (about 90 KB) fetched beside them
// would share the bandwidth and paint the page later. Server-rendered links and forms work without
// them, so the app is fetched and started once the page has been painted (start.tsx).
//
// This entry is small and loaded `async` (index.html): it runs as soon as it arrives, usually while
// the stylesheet is still on its way and the page cannot paint anyway. That is when the browser's
// number formatting is set up: its first formatter costs 30–70 ms of a phone's main thread (the
// next ones under 1 ms), and prices, counts and dates all need one. Inside the app's start, after
// the first paint, it was the largest part of the task that kept the page from answering taps.
import './index.css';

new Intl.NumberFormat('en-IN').format(0);
await documentParsed();
await afterFirstPaint();
await import('./start');

/** An async script may run while the HTML is still arriving; the app starts on the whole page. */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** Resolves after the browser has painted the page (at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
