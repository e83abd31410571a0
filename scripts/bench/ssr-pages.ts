// Benchmark: storefront pages rendered by the server, uncached, an earlier commit against this tree
// side by side in one run. "Uncached": each request renders the page (no nginx in front; the shop
// keeps no rendered page); the shop's ordinary in-process caches of data are used as in
// production. The earlier commit (BENCH_BEFORE_REF, default `main`; or the first argument) is taken
// out of git and its web app built there; this tree's build must exist (`npm run build` comes
// before this in `npm run bench`). Each shop runs as `npm start` would, with NODE_ENV=production,
// pinned to one core, and is loaded from the other core by wrk with 20 connections (20 visitors at
// once) asking for brotli as browsers do. Home, the listing and a product page in English, each
// BENCH_ROUNDS times (3), before and after in turn; printed are the medians of pages per second,
// p50 and p99, the CPU time a page costs the server (all its threads, from /proc: steadier than
// pages per second when other work shares the machine) and the pages per second a whole core gives
// at that cost. Target: ≥ 150 product pages/s on one core.
//
// Then where a product page's time goes: each shop once more with V8's CPU profiler while product
// pages are loaded, each sample of the main thread put in the first part its stack names from the
// top: data (the database, PGlite's WebAssembly or the driver, Drizzle, the API's services and
// their schema checks), render (the renderer's bundle: the router, the loaders' glue, React),
// compression (node:zlib's JavaScript), GC, and the rest (HTTP, Fastify, the event loop). Brotli
// itself runs on libuv's threads, which the profile does not see, so its cost per page is measured
// apart: this page's HTML compressed as the shop does it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { checkOut, have, load, median, medians, revisions, root, settled, startShop, stopShops, waitFor, type Load, type Shop } from './one-core';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BEFORE_REF = process.argv[2] ?? process.env.BENCH_BEFORE_REF ?? 'main';
const CONNECTIONS = 20;
const TARGET_PRODUCT_PAGES = 150;

if (!have('wrk')) {
  console.log('Server-rendered pages: skipped, wrk is not installed (apt-get install wrk)');
  process.exit(0);
}
if (!existsSync(path.join(root, 'apps/web/build/server/entry-server.js'))) {
  console.log('Server-rendered pages: skipped, the web app is not built (npm run build)');
  process.exit(0);
}
const work = mkdtempSync(path.join(tmpdir(), 'phoolwari-ssr-pages-'));

/** The earlier tree with its own web build, as `npm run build` makes it (React Router's build, or the two Vite builds before it). */
function beforeTree(): string {
  const dir = checkOut(BEFORE_REF, path.join(work, 'before'));
  const web = path.join(dir, 'apps/web');
  // Quiet unless it fails (Vite reports its plugins' timings on stderr).
  const run = (bin: string, args: string[]) =>
    execFileSync(process.execPath, [path.join(root, bin), ...args], { cwd: web, stdio: ['ignore', 'ignore', 'pipe'] });
  if (existsSync(path.join(web, 'react-router.config.ts'))) {
    run('node_modules/@react-router/dev/bin.js', ['build']);
  } else {
    run('node_modules/vite/bin/vite.js', ['build']);
    run('node_modules/vite/bin/vite.js', ['build', '--ssr', 'src/server/entry-server.tsx', '--outDir', 'dist-server']);
  }
  return dir;
}

/** The pages to load, with this shop's own product (each shop seeds its own ids). */
async function pagesOf(shop: Shop) {
  const someProduct = ((await (await fetch(`${shop.url}/api/admin-public/products?limit=1`)).json()) as { products: { _id: string }[] }).products[0]!._id;
  // The address by id answers with a permanent move to the product's own address (its slug), as a
  // card links to it; an earlier commit may still answer at the id. The page's address is where it lands.
  const product = await fetch(`${shop.url}/product/${someProduct}`);
  return [
    { label: 'home', path: '/' },
    { label: 'listing', path: '/products' },
    { label: 'product', path: new URL(product.url).pathname },
  ];
}

async function started(shops: Shop[]): Promise<void> {
  await Promise.all(shops.map((shop) => waitFor(`${shop.url}/api/health`, shop.process, shop.log)));
  for (const shop of shops) {
    const res = await fetch(`${shop.url}/`);
    // The router's hydration data (framework mode), or the data block of the renderer before it.
    const html = res.status === 200 ? await res.text() : '';
    if (!html.includes('__reactRouterContext') && !html.includes('shop-hydration-data')) throw new Error(`${shop.label}: the home page is not server-rendered`);
  }
  await Promise.all(shops.map((shop) => settled(shop.process)));
}

// ---- Where a page's time goes -------------------------------------------------------------------

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
const PARTS = ['data', 'render', 'compression', 'GC', 'HTTP, Fastify, the rest'] as const;
type Part = (typeof PARTS)[number];

/** The part a frame belongs to, or null for one that says nothing (a builtin, JSON, a native). */
function partOf({ functionName, url }: ProfileNode['callFrame']): Part | null {
  if (functionName === '(garbage collector)') return 'GC';
  if (/pglite|wasm:|drizzle-orm|node_modules\/(pg|postgres)\/|apps\/api\/src\/(modules|db)\/|node_modules\/zod\//.test(url)) return 'data';
  if (url === 'node:zlib' || url.startsWith('node:internal/zlib')) return 'compression';
  if (url.includes('dist-server/') || url.includes('build/server/')) return 'render';
  if (url.includes('node_modules/') || url.includes('apps/api/src/') || url.startsWith('node:')) return 'HTTP, Fastify, the rest';
  return null;
}

/** Shares of the main thread's busy time between `from` and `to` (µs, the same monotonic clock as V8's). */
function profileShares(file: string, from: number, to: number): Record<Part, number> {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const partOfNode = new Map<number, Part | 'idle'>();
  const classify = (id: number): Part | 'idle' => {
    let part = partOfNode.get(id);
    if (part) return part;
    const leaf = byId.get(id)!.callFrame.functionName;
    part = leaf === '(idle)' || leaf === '(program)' ? 'idle' : 'HTTP, Fastify, the rest';
    if (part !== 'idle') {
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const found = partOf(byId.get(at)!.callFrame);
        if (found) {
          part = found;
          break;
        }
      }
    }
    partOfNode.set(id, part);
    return part;
  };
  const counts = Object.fromEntries(PARTS.map((p) => [p, 0])) as Record<Part, number>;
  let time = profile.startTime;
  for (const [i, sample] of profile.samples.entries()) {
    time += profile.timeDeltas[i]!;
    if (time < from || time > to) continue;
    const part = classify(sample);
    if (part !== 'idle') counts[part]++;
  }
  const busy = PARTS.reduce((sum, p) => sum + counts[p], 0);
  return Object.fromEntries(PARTS.map((p) => [p, counts[p] / busy])) as Record<Part, number>;
}

const micros = () => Number(process.hrtime.bigint() / 1000n);

/** A shop of `tree` under the profiler, loaded with product pages; the shares of its busy time, and its CPU per page. */
async function profileOf(label: string, tree: string, port: number): Promise<{ shares: Record<Part, number>; load: Load }> {
  const dir = path.join(work, `profile-${label}`);
  mkdirSync(dir);
  const shop = startShop(`profiled-${label}`, tree, port, work, { LOG_LEVEL: 'warn' }, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  try {
    await started([shop]);
    const product = (await pagesOf(shop)).find((p) => p.label === 'product')!;
    load(`${shop.url}${product.path}`, shop.process, { seconds: 3, connections: CONNECTIONS });
    const from = micros();
    const measured = load(`${shop.url}${product.path}`, shop.process, { seconds: SECONDS, connections: CONNECTIONS });
    const to = micros();
    await stopShops([shop]);
    // The main thread's profile (workers, if any, write their own files, started later).
    const file = readdirSync(dir).sort()[0]!;
    return { shares: profileShares(path.join(dir, file), from, to), load: measured };
  } finally {
    await stopShops([shop]);
  }
}

/** Milliseconds to compress `html` with brotli as the shop does (quality `quality`) and with gzip: medians of 30. */
function compressionCost(html: Buffer, quality: number): { br: number; gzip: number; brBytes: number } {
  const time = (work: () => unknown) =>
    median(
      Array.from({ length: 30 }, () => {
        const start = process.hrtime.bigint();
        work();
        return Number(process.hrtime.bigint() - start) / 1e6;
      }),
    );
  const options = { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } };
  return { br: time(() => brotliCompressSync(html, options)), gzip: time(() => gzipSync(html)), brBytes: brotliCompressSync(html, options).length };
}

/** The brotli quality a tree's shop uses for pages, read from its source (the two commits may differ). */
function pageBrotliQuality(tree: string): number {
  const read = (file: string) => readFileSync(path.join(tree, 'apps/api/src/platform', file), 'utf8');
  // Its own setting for pages, or the API's answers' quality, which pages used before they had one.
  const quality = /PAGE_BROTLI_QUALITY\s*=\s*(\d+)/.exec(read('web-app.ts')) ?? /BROTLI_PARAM_QUALITY\]:\s*(\d+)/.exec(read('response-cache.ts'));
  return Number(quality?.[1] ?? 11);
}

// ---- The run ------------------------------------------------------------------------------------

const port = Number(process.env.BENCH_PORT ?? 3937);
const { before: beforeRev, after: afterRev, dirty } = revisions(BEFORE_REF);
const shops: Shop[] = [];
try {
  const before = beforeTree();
  shops.push(startShop('before', before, port, work), startShop('after', root, port + 1, work));
  await started(shops);
  const [beforeShop, afterShop] = shops as [Shop, Shop];
  const beforePages = await pagesOf(beforeShop);
  const afterPages = await pagesOf(afterShop);
  const html = {
    before: Buffer.from(await (await fetch(`${beforeShop.url}${beforePages[2]!.path}`)).arrayBuffer()),
    after: Buffer.from(await (await fetch(`${afterShop.url}${afterPages[2]!.path}`)).arrayBuffer()),
  };

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `Server-rendered pages, uncached, before (${BEFORE_REF} = ${beforeRev}) and after (this tree, ${afterRev}${dirty ? ' with changes' : ''}): wrk, ${CONNECTIONS} connections, brotli, ${SECONDS} s each, each shop on one core, medians of ${ROUNDS} rounds\n`,
  );
  console.log(
    `${'page'.padEnd(10)}${'before pages/s'.padStart(16)}${'after pages/s'.padStart(15)}${'before p50'.padStart(12)}${'after p50'.padStart(11)}${'before p99'.padStart(12)}${'after p99'.padStart(11)}${'before CPU/page'.padStart(17)}${'after CPU/page'.padStart(16)}${'after, a core'.padStart(15)}`,
  );
  for (const [i, page] of afterPages.entries()) {
    const beforeRuns: Load[] = [];
    const afterRuns: Load[] = [];
    // A page slower than wrk's 2 s is counted, not dropped: the machine may be busy with other work.
    const options = { seconds: SECONDS, connections: CONNECTIONS, timeoutSeconds: 10 };
    // Not counted: a server's first seconds on a page are spent compiling its code.
    load(`${beforeShop.url}${beforePages[i]!.path}`, beforeShop.process, { ...options, seconds: 3 });
    load(`${afterShop.url}${page.path}`, afterShop.process, { ...options, seconds: 3 });
    for (let round = 0; round < ROUNDS; round++) {
      beforeRuns.push(load(`${beforeShop.url}${beforePages[i]!.path}`, beforeShop.process, options));
      afterRuns.push(load(`${afterShop.url}${page.path}`, afterShop.process, options));
    }
    const b = medians(beforeRuns);
    const a = medians(afterRuns);
    const met = page.label === 'product' ? `  target ≥ ${TARGET_PRODUCT_PAGES}/s on one core: ${1e6 / a.cpu >= TARGET_PRODUCT_PAGES ? 'met' : 'NOT met'}` : '';
    const cpuMs = (value: number) => `${(value / 1000).toFixed(1)} ms`;
    console.log(
      `${page.label.padEnd(10)}${b.rps.toFixed(0).padStart(16)}${a.rps.toFixed(0).padStart(15)}${ms(b.p50).padStart(12)}${ms(a.p50).padStart(11)}${ms(b.p99).padStart(12)}${ms(a.p99).padStart(11)}${cpuMs(b.cpu).padStart(17)}${cpuMs(a.cpu).padStart(16)}${(1e6 / a.cpu).toFixed(0).padStart(15)}${met}`,
    );
  }
  await stopShops(shops);
  shops.length = 0;

  console.log(`\nWhere a product page's time goes (the main thread's busy time under V8's profiler, ${SECONDS} s of product pages):\n`);
  const profiles = { before: await profileOf('before', before, port + 2), after: await profileOf('after', root, port + 3) };
  console.log(`${'part'.padEnd(26)}${'before'.padStart(10)}${'after'.padStart(10)}`);
  for (const part of PARTS) {
    const share = (label: 'before' | 'after') => `${(profiles[label].shares[part] * 100).toFixed(0)} %`;
    console.log(`${part.padEnd(26)}${share('before').padStart(10)}${share('after').padStart(10)}`);
  }
  const cpuMs = (label: 'before' | 'after') => `${(profiles[label].load.cpu / 1000).toFixed(1)} ms`;
  console.log(`${'CPU per page, profiled'.padEnd(26)}${cpuMs('before').padStart(10)}${cpuMs('after').padStart(10)}`);
  for (const label of ['before', 'after'] as const) {
    const quality = pageBrotliQuality(label === 'before' ? before : root);
    const cost = compressionCost(html[label], quality);
    console.log(
      `${label}: the product page is ${(html[label].length / 1024).toFixed(0)} KB of HTML; brotli ${quality} makes it ${(cost.brBytes / 1024).toFixed(1)} KB in ${cost.br.toFixed(2)} ms (on libuv's threads, outside the profile), gzip takes ${cost.gzip.toFixed(2)} ms`,
    );
  }
} finally {
  await stopShops(shops);
  rmSync(work, { recursive: true, force: true });
}
