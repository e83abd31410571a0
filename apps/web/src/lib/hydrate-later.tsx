// Hydration in parts. Hydrating a whole storefront page at once is one long task: about a quarter
// of a second on a mid-range phone, during which a tap waits (Lighthouse counts it as blocking
// time). A part of the page wrapped in <HydrateLater> keeps the server's HTML during that first
// pass and is hydrated afterwards in a task of its own, the parts in page order, so the phone can
// answer a tap between them. How: during the first pass the part suspends (throws a promise), and
// Preact keeps the server's DOM of a part that suspends while hydrating and resumes hydrating into
// that same DOM when its Suspense boundary hears the promise settle. Preact keeps one node per part:
// the child must render a single element. Outside the first pass (the server's render, a page
// rendered in the browser, a later navigation) a part renders at once like any other component.
import { Suspense, useId, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';

/** Told when hydrating work begins and ends: the first pass, then each part (the hydration check listens). */
export interface HydrationWatch {
  begin(): void;
  end(): void;
}

let firstPass = false;
const waiting: (() => void)[] = [];
let watch: HydrationWatch | undefined;
/** From the start of hydrating a server-rendered page until its last part is hydrated. */
let hydrating = false;
const hydratedListeners = new Set<() => void>();

/**
 * Hydrates the page: `hydrate` must hydrate synchronously (Preact's hydrateRoot does). Resolves
 * once every part is hydrated, the last in a task after the first.
 */
export async function hydrateInParts(hydrate: () => void, observer?: HydrationWatch): Promise<void> {
  watch = observer;
  hydrating = true;
  watch?.begin();
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
    watch?.end();
  }
  // One part per task (a part inside a part is hydrated with it).
  while (waiting.length > 0) {
    await nextTask();
    const release = waiting.shift()!;
    watch?.begin();
    // Preact renders the released part in a microtask of this task; its layout effect ends it.
    release();
  }
  await nextTask();
  watch = undefined;
  hydrating = false;
  for (const listener of hydratedListeners) listener();
}

/**
 * False on the server and until the whole page is hydrated, parts included; then true (at once on
 * a page rendered in the browser). What only the browser knows (the stored session) waits for it:
 * shown earlier it would reach a part still to be hydrated, which must render as the server did.
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(subscribeToHydrated, isHydrated, isServer);
}
const subscribeToHydrated = (listener: () => void) => {
  hydratedListeners.add(listener);
  return () => void hydratedListeners.delete(listener);
};
const isHydrated = () => !hydrating;
const isServer = () => false;

export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Part>{children}</Part>
    </Suspense>
  );
}

/** Preact's own names (fixed across its releases): a component's vnode, and the counter useId draws from. */
interface PreactComponent {
  __v?: { __m?: IdCounter };
}
type IdCounter = [prefix: string, next: number];

/**
 * What a part keeps across its suspension. Preact keeps the component but starts its hooks afresh
 * when it resumes, so this lives beside the component rather than in a ref.
 */
const kept = new WeakMap<PreactComponent, { ids: IdCounter; deferred: boolean }>();

function Part(this: PreactComponent, { children }: { children: ReactNode }) {
  // useId counts in render order, from the nearest vnode with a counter. Here a part renders after
  // the rest of the page, so ids inside it counted on from the page's would differ from those in
  // the server's HTML (a label's for, an aria-controls). Each part counts its own, from the id it
  // drew in the first pass: the same on the server and here.
  const id = useId();
  let part = kept.get(this);
  if (!part) kept.set(this, (part = { ids: [`${id.slice(1)}_`, 0], deferred: false }));
  if (this.__v) this.__v.__m = part.ids;
  useLayoutEffect(() => {
    // The end of this part's hydration: its whole subtree has been diffed into the kept DOM.
    if (part.deferred) {
      part.deferred = false;
      watch?.end();
    }
  });
  if (firstPass) {
    part.deferred = true;
    throw new Promise<void>((resolve) => waiting.push(resolve));
  }
  return children;
}

/** Resolves in a task of its own, letting the browser answer a tap or paint in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
