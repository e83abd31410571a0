// The bundle budget: how much JavaScript a phone downloads before each storefront page can run
// (React Router's browser entry, the route modules of the page's branch, root, the shop's frame and
// the page, with everything they import: what the page's HTML preloads), as
// brotli, the way the shop sends it, with each file's headers (HEADER_BYTES). A page also waits for its language's messages, fetched beside
// it: the core catalogue and the page's own (apps/web/src/i18n/load-messages.ts), in the larger of
// the two languages (Hindi). Read from the browser build's Vite manifest (build/client/.vite);
// fails (exit 1) when a page is over its budget, so a heavy import into the storefront is caught
// by `npm test`. Then the fonts a page preloads, as the server's build (build/server) writes its <head>: on a
// Hindi page the Devanagari regular and bold, on an English one only the language switch's word of
// it (a few KB), each a file of this build that its stylesheet loads; fails when a preload is gone,
// points at a file the build does not have, or would make an English page fetch the whole font.
//   npx tsx scripts/bundle-budget.ts            (after `npm run build`)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import type { RenderStorefrontPage, StorefrontReader } from '@phoolwari/contracts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/build/client');
const serverBuild = path.resolve(dist, '../server/entry-server.js');
/** A route module's key in the manifest (React Router builds each as an entry of its own). */
const routeKey = (file: string) => `src/app/${file}?__react-router-build-client-route`;

/**
 * The storefront's pages by their route module (apps/web/src/app/), each with the first-load
 * JavaScript it may transfer, in KB (1000 bytes): brotli bodies and each file's headers. The shop's
 * ceiling is 150 KB on home, listing, product page (151 KB now, see below) and gallery with React 19
 * (docs/decisions/015-react-and-one-route-table.md, 021-framework-mode.md): React DOM (~55 KB),
 * React Router (~30 KB) and TanStack Query (~13 KB) are most of it, in one `framework` file. Speaking
 * Hindi as well as English costs about 16 KB more: Lingui's runtime (3 KB), the messages every page
 * shows (the core catalogue, 10 KB in Hindi) and the message ids in the components. The other
 * pages' budgets sit a little above today's sizes so that growth fails the build.
 */
const PAGES: Record<string, { source: string; budgetKb: number; catalogues?: string[] }> = {
  home: { source: 'routes/home.tsx', budgetKb: 150 },
  products: { source: 'routes/products.tsx', budgetKb: 150 },
  // 151 since 2026-11-28: the shop's frame grew with that day's subscriptions, quotes and order
  // news (the footer's link and its words among them), 0.3–0.4 KB on every page; this one was
  // 0.3 KB under its ceiling and now is 0.1 KB over it.
  product: { source: 'routes/product.tsx', budgetKb: 151 },
  gallery: { source: 'routes/gallery.tsx', budgetKb: 150, catalogues: ['custom-designs'] },
  design: { source: 'routes/design.tsx', budgetKb: 155, catalogues: ['custom-designs'] },
  about: { source: 'routes/about.tsx', budgetKb: 149, catalogues: ['static-pages'] },
  // A form page: react-hook-form and the contract's zod schema are its own to load. 191 since
  // 2026-11-28: the footer's weddings link, the freshness promise and the currency note put their
  // words in the core catalogue every page loads (about 1 KB in Hindi). 192 since the same day's
  // subscriptions and quotes: the frame's growth, and their forms' field messages in form-rules.
  contact: { source: 'routes/contact.tsx', budgetKb: 192 },
};

/**
 * The headers the shop sends with each build file (status line, security headers, caching, type,
 * encoding: about 500 bytes over HTTP/1.1). A phone pays them per file, so a page split into many
 * small files costs more than its bodies say, and Lighthouse's count of what it transferred
 * includes them.
 */
const HEADER_BYTES = 500;

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run "npm run build" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
/** React Router's browser entry and the route modules around every storefront page (root and the shop's frame). */
const FIRST = ['src/app/entry.client.tsx', ...['root.tsx', 'routes/shop.tsx'].map(routeKey)];
for (const key of FIRST) if (!manifest[key]) throw new Error(`${key} is not in the build: has the route table changed?`);

/** The chunk and every chunk it imports statically (what the browser must load before running it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const brotliBytes = new Map<string, number>();
function transferred(file: string): number {
  let size = brotliBytes.get(file);
  if (size === undefined) {
    const bytes = readFileSync(path.join(dist, file));
    size = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
    brotliBytes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const jsBytes = (keys: Iterable<string>) =>
  [...keys]
    .map((k) => manifest[k]!.file)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + transferred(f), 0);
/** A page's catalogues in the language whose are larger. */
function catalogueChunks(pageCatalogues: string[]): Set<string> {
  const inLanguage = (language: string) => [`src/i18n/catalogue-core-${language}.ts`, ...pageCatalogues.map((c) => `src/features/${c}/locales/${language}.po`)];
  for (const source of inLanguage('hi')) if (!manifest[source]) throw new Error(`${source} is not in the build: has the catalogue moved?`);
  const [en, hi] = ['en', 'hi'].map((l) => new Set(inLanguage(l).flatMap((k) => [...closure(k)])));
  return jsBytes(hi!) >= jsBytes(en!) ? hi! : en!;
}

const rows = Object.entries(PAGES).map(([name, { source, budgetKb, catalogues = [] }]) => {
  const key = routeKey(source);
  if (!manifest[key]) throw new Error(`${source} is not in the build: has the route moved?`);
  const chunks = new Set([...FIRST.flatMap((k) => [...closure(k)]), ...closure(key), ...catalogueChunks(catalogues)]);
  const files = [...chunks].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const total = files.reduce((sum, f) => sum + transferred(f) + HEADER_BYTES, 0);
  return { name, total, budget: budgetKb * 1000, files: files.length };
});

const largest = [...brotliBytes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(`First-load JavaScript per storefront page (brotli, with ${HEADER_BYTES} bytes of headers a file):`);
for (const row of rows)
  console.log(
    `  ${row.name.padEnd(9)} ${kb(row.total).padStart(6)} KB of ${kb(row.budget)} KB in ${row.files} files${row.total > row.budget ? '  OVER BUDGET' : ''}`,
  );
console.log(`Largest of those files: ${largest.map(([f, s]) => `${path.basename(f)} ${kb(s)} KB`).join(', ')}`);
const over = rows.filter((r) => r.total > r.budget);
if (over.length > 0) {
  console.error(`Over the budget: ${over.map((r) => r.name).join(', ')}. Load what these pages do not need lazily.`);
  process.exit(1);
}

// What a Hindi page preloads: rendered by the built renderer on a shop with no categories (the
// about page reads nothing else).
if (!existsSync(serverBuild)) {
  console.error(`No server build at ${serverBuild}: run "npm run build" first.`);
  process.exit(1);
}
const { renderStorefrontPage } = (await import(pathToFileURL(serverBuild).href)) as { renderStorefrontPage: RenderStorefrontPage };
const reader = { categories: async () => ({ categories: [] }) } as unknown as StorefrontReader;
/** The fonts a page's head preloads, and the stylesheets it links (each read from this build). */
const headOf = async (url: string) => {
  const page = await renderStorefrontPage({ url, publicUrl: 'https://shop.example.in', reader });
  let document = '';
  for await (const chunk of page.body) document += Buffer.from(chunk).toString('utf8');
  const head = document.slice(0, document.indexOf('</head>'));
  return {
    fonts: [...head.matchAll(/<link rel="preload" href="([^"]+)" as="font" crossorigin="" type="font\/woff2"\/>/g)].map((m) => m[1]!),
    stylesheets: [...head.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]!),
  };
};
const [hindiHead, englishHead] = [await headOf('/hi/privacy'), await headOf('/privacy')];
const [hindiFonts, englishFonts] = [hindiHead.fonts, englishHead.fonts];
const css = [...new Set([...hindiHead.stylesheets, ...englishHead.stylesheets])].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
const fontBytes = (href: string) => (existsSync(path.join(dist, href)) ? readFileSync(path.join(dist, href)).length : NaN);
const fontProblems = [
  ...(hindiFonts.length === 2 && ['400', '700'].every((w, i) => hindiFonts[i]!.includes(`noto-sans-devanagari-${w}`))
    ? []
    : [`a Hindi page preloads ${JSON.stringify(hindiFonts)}, not the Devanagari regular and bold`]),
  ...(englishFonts.length === 1 && englishFonts[0]!.includes('hindi-language-name-400')
    ? []
    : [`an English page preloads ${JSON.stringify(englishFonts)}, not the language switch's font`]),
  ...englishFonts.filter((href) => fontBytes(href) > 4000).map((href) => `an English page preloads ${kb(fontBytes(href))} KB of font (${href})`),
  ...[...hindiFonts, ...englishFonts].filter((href) => !existsSync(path.join(dist, href))).map((href) => `${href} is preloaded but not in the build`),
  ...[...hindiFonts, ...englishFonts].filter((href) => !css.includes(href)).map((href) => `${href} is preloaded but no stylesheet loads it`),
];
const fontList = (hrefs: string[]) => hrefs.map((href) => `${path.basename(href)} ${kb(fontBytes(href))} KB`).join(', ');
console.log(`Fonts a Hindi page preloads: ${fontList(hindiFonts)}; an English page: ${fontList(englishFonts)}`);
if (fontProblems.length > 0) {
  console.error(`Font preloads: ${fontProblems.join('; ')}.`);
  process.exit(1);
}
