// Preact hydrates a server-rendered page without React's checks: where the browser's first render
// differs from the server's HTML, a text or an element is quietly replaced and an attribute keeps
// the server's value, and nothing says so. React reported such a mismatch, and a mismatch is a bug
// (a flash of other content, a label pointing at an id that is not there), so this reports it the
// way React did: a console error starting with "Hydration:" (the journeys fail on it). Two checks,
// both cheap enough for every page load: the root's HTML before and after hydration (text and
// elements), and each element's attributes against the props the browser rendered.
import { options, type VNode } from 'preact';

/** Props that are not attributes, or that the page may legitimately change under the server's HTML. */
const SKIPPED = new Set(['children', 'key', 'ref', 'className', 'value', 'defaultValue', 'checked', 'defaultChecked', 'selected', 'dangerouslySetInnerHTML', 'style']);
/** JSX names whose attribute is spelled otherwise. */
const ATTRIBUTE_NAMES: Record<string, string> = { htmlFor: 'for' };

/** Runs `hydrate` (which must finish synchronously, as Preact's does) and reports any mismatch. */
export function hydrateChecked(root: HTMLElement, hydrate: () => void): void {
  const serverHtml = root.innerHTML;
  const attributeMismatches: string[] = [];
  const previousDiffed = options.diffed;
  options.diffed = (vnode) => {
    previousDiffed?.(vnode);
    if (typeof vnode.type === 'string') attributeMismatches.push(...mismatchedAttributes(vnode));
  };
  try {
    hydrate();
  } finally {
    options.diffed = previousDiffed;
  }
  const browserHtml = root.innerHTML;
  if (browserHtml !== serverHtml) console.error(`Hydration: the page differs from the server's HTML ${firstDifference(serverHtml, browserHtml)}`);
  for (const mismatch of attributeMismatches.slice(0, 5)) console.error(`Hydration: ${mismatch}`);
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

/** Where two HTML strings part, with a little context on each side. */
function firstDifference(server: string, browser: string): string {
  let i = 0;
  while (i < server.length && server[i] === browser[i]) i++;
  const from = Math.max(0, i - 60);
  return `at character ${i}: server …${server.slice(from, i + 60)}…, browser …${browser.slice(from, i + 60)}…`;
}
