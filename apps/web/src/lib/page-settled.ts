// When a page's parts below its first screen may fetch their code: once the page has loaded and the
// browser is idle, or at once when the visitor reaches for the page (a tap, a key, a focus). Until
// then a Suspense boundary waiting on it keeps the server's HTML as it is (the same size, nothing
// shifts), so its code and words never compete with the page's main picture and first scripts. On
// the server (and where there is no window) it is settled from the start: the part renders in place.
let settled: Promise<void> | undefined;

const REACHES = ['pointerdown', 'keydown', 'focusin'] as const;

export function pageSettled(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  settled ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of REACHES) document.removeEventListener(type, done, true);
      window.removeEventListener('load', whenIdle);
      resolve();
    };
    // An idle moment after the load, but not later than two seconds after it on a busy phone.
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: 2000 }) : setTimeout(done, 0));
    for (const type of REACHES) document.addEventListener(type, done, { capture: true, passive: true });
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return settled;
}
