// Preact hydrates a server-rendered page without React's checks: where the browser's first render
// differs from the server's HTML, a text or an element is quietly replaced and an attribute keeps
// the server's value, and nothing says so. React reported such a mismatch, and a mismatch is a bug
// (a flash of other content, a label pointing at an id that is not there), so this reports it the
// way React did: a console error starting with "Hydration:" (the journeys fail on it). It runs in
// development and where the browser asks for it (hydrationCheckWanted): a customer's phone never
// reads the console, and there the check only added to the work of the page's first seconds. Two
// checks, made only while hydrating (the first pass, then each part hydrated later,
// lib/hydrate-later.tsx), never on what the page changes afterwards:
// - texts and elements: a MutationObserver sees which elements Preact touched while hydrating, and
//   each of those must still hold the server's HTML. (Touching is not enough: Preact also rewrites
//   an equal text, and splits the one text node the browser parsed from "{name}." into its two.)
// - attributes, which Preact leaves as the server wrote them: each element's against the props the
//   browser rendered.
import { options, type VNode } from 'preact';
import type { HydrationWatch } from './hydrate-later';

/** Props that are not attributes, or that the page may legitimately change under the server's HTML. */
const SKIPPED = new Set(['children', 'key', 'ref', 'className', 'value', 'defaultValue', 'checked', 'defaultChecked', 'selected', 'dangerouslySetInnerHTML', 'style']);
/** JSX names whose attribute is spelled otherwise. */
const ATTRIBUTE_NAMES: Record<string, string> = { htmlFor: 'for' };
/** Mismatches reported per page at most: the first says where to look. */
const REPORTED = 5;

/** Set to "on" in a browser's localStorage, it asks a production build for the check (the journeys do). */
export const HYDRATION_CHECK_KEY = 'phoolwari:check-hydration';

/** Whether to check this page's hydration: always in development, else when the browser asked. */
export function hydrationCheckWanted(): boolean {
  if (import.meta.env.DEV) return true;
  try {
    return localStorage.getItem(HYDRATION_CHECK_KEY) === 'on';
  } catch {
    // Storage turned off: nobody asked.
    return false;
  }
}

/**
 * Runs `hydrate`, which hydrates `root` telling the returned watch when hydrating work begins and
 * ends, and reports any mismatch; resolves when `hydrate` does.
 */
export async function hydrateChecked(root: HTMLElement, hydrate: (watch: HydrationWatch) => Promise<void>): Promise<void> {
  let reported = 0;
  const report = (mismatch: string) => {
    if (reported++ < REPORTED) console.error(`Hydration: ${mismatch}`);
  };
  let hydrating = false;
  const serverHtml = root.innerHTML;
  let serverCopy: HTMLTemplateElement | undefined;
  const changes = new MutationObserver(() => {});
  changes.observe(root, { subtree: true, childList: true, characterData: true });
  const previousDiffed = options.diffed;
  options.diffed = (vnode) => {
    previousDiffed?.(vnode);
    if (hydrating && typeof vnode.type === 'string') mismatchedAttributes(vnode).forEach(report);
  };
  const watch: HydrationWatch = {
    begin() {
      // What changed before (the page's own effects) is not hydration's doing.
      changes.takeRecords();
      hydrating = true;
    },
    end() {
      hydrating = false;
      const touched = new Set(changes.takeRecords().map((change) => (change.type === 'characterData' ? change.target.parentElement : (change.target as Element))));
      for (const element of touched) {
        if (!element || !root.contains(element)) continue;
        // The server's copy of the element, found by its place among elements (a split text moves none).
        if (!serverCopy) {
          serverCopy = document.createElement('template');
          serverCopy.innerHTML = serverHtml;
        }
        const server = elementAt(serverCopy.content, pathOf(element, root));
        if (server?.innerHTML !== element.innerHTML) report(`the page differs from the server's HTML in ${describeElement(element)} ${firstDifference(server?.innerHTML ?? '', element.innerHTML)}`);
      }
    },
  };
  try {
    await hydrate(watch);
  } finally {
    changes.disconnect();
    options.diffed = previousDiffed;
  }
}

function mismatchedAttributes(vnode: VNode): string[] {
  // The element the vnode was hydrated into; Preact's property name for it is fixed across its releases.
  const element = (vnode as VNode & { __e?: Node | null }).__e;
  if (!(element instanceof Element)) return [];
  const mismatches: string[] = [];
  for (const [prop, value] of Object.entries(vnode.props as Record<string, unknown>)) {
    if (SKIPPED.has(prop) || prop.startsWith('on') || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const name = ATTRIBUTE_NAMES[prop] ?? prop;
    const server = element.getAttribute(name) ?? element.getAttribute(name.toLowerCase());
    if (server !== String(value)) mismatches.push(`<${vnode.type as string}> ${name}: server "${server ?? '(none)'}", browser "${String(value)}"`);
  }
  return mismatches;
}

/** Where an element is under the root: the index among its parent's elements, at each level. */
function pathOf(element: Element, root: Element): number[] {
  const path: number[] = [];
  for (let at: Element = element; at !== root && at.parentElement; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
  return path;
}

function elementAt(start: ParentNode, path: number[]): Element | undefined {
  let at: Element | undefined;
  let parent: ParentNode = start;
  for (const index of path) {
    at = parent.children[index];
    if (!at) return undefined;
    parent = at;
  }
  return at;
}

function describeElement(element: Element): string {
  return `<${element.localName}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].slice(0, 3).join('.')}` : ''}>`;
}

/** Where two HTML strings part, with a little context on each side. */
function firstDifference(server: string, browser: string): string {
  let i = 0;
  while (i < server.length && server[i] === browser[i]) i++;
  const from = Math.max(0, i - 60);
  return `at character ${i}: server …${server.slice(from, i + 60)}…, browser …${browser.slice(from, i + 60)}…`;
}
