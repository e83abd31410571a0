// The browser's entry. On a phone's connection the page's HTML, its stylesheet and its largest
// picture are what the customer waits for; the app's scripts (about 90 KB) fetched beside them
// would share the bandwidth and paint the page later. Server-rendered links and forms work without
// them, so the app is fetched and started once the page has been painted (start.tsx).
import './index.css';

await afterFirstPaint();
await import('./start');

/** Resolves after the browser has painted the page (at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
