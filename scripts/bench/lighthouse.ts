// Benchmark: Lighthouse (mobile, simulated 4G throttling, as PageSpeed Insights runs it) on the
// storefront's home, listing, a product page and the design gallery, driving Debian's Chromium.
// Beside the shop as it runs, the floor is measured in the same run: the shop's own pages with
// their scripts taken out (startFloorProxy below), the blocking
// time this machine's browser gives a page for its HTML, styles and pictures alone. Where the floor
// is already near or over the TBT target, what is left over it is what the app's JavaScript costs.
// Targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100, LCP ≤ 2.0 s,
// TBT ≤ 100 ms. Needs a build (`npm run build`); prints a table.
// LIGHTHOUSE_PAGES names the pages to audit, comma-separated as the table names them (e.g.
// `home,home (hi),product (hi)`); then the floor is left out unless LIGHTHOUSE_FLOOR=1
// (LIGHTHOUSE_FLOOR=0 leaves it out of a full run). BENCH_BEFORE_REF names earlier commits to
// audit beside this tree in the same run (comma-separated, e.g. `BENCH_BEFORE_REF=a1f8fc9,main`):
// each is taken out of git and its web app built in a folder of its own, and the runs are
// interleaved (a page's run 1 on every shop, then its run 2…), so that the machine's other work
// falls on all of them alike. LIGHTHOUSE_RUNS (3) audits each page that many times and prints the
// median of each number, with each run's TBT and CLS. One run says little: the blocking time of the
// same build moves by hundreds of milliseconds from run to run with what else the machine's cores
// are doing (Lighthouse's CPU index, printed beside it, moves with it), and CLS with when a font or
// a picture happens to arrive.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { checkOut } from './one-core';

const root = path.resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.log(`Lighthouse: skipped, no Chromium at ${chromePath} (apt-get install chromium)`);
  process.exit(0);
}
if (!existsSync(path.join(root, 'apps/web/build/server/entry-server.js'))) {
  console.log('Lighthouse: skipped, the web app is not built (npm run build)');
  process.exit(0);
}
const devNull = openSync('/dev/null', 'w');
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const withFloor = process.env.LIGHTHOUSE_FLOOR === undefined ? !onlyPages : process.env.LIGHTHOUSE_FLOOR === '1';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// LIGHTHOUSE_THROTTLING=devtools slows the browser's network and CPU while the page loads (as the
// DevTools panel does) and measures what happens, instead of Lighthouse's default: loading at full
// speed and estimating the 4G times from that run (its "simulate" model, which counts every script
// fetched before the first paint as blocking it).
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

const beforeRefs = (process.env.BENCH_BEFORE_REF ?? '')
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);

const shortRev = (ref: string) => execFileSync('git', ['-C', root, 'rev-parse', '--short', ref], { encoding: 'utf8' }).trim();

/** An earlier commit's tree with its own web build, as `npm run build` makes it (kept in the temporary folder by commit, for the next run). */
function beforeTree(ref: string): string {
  const kept = path.join(tmpdir(), `phoolwari-lighthouse-before-${shortRev(ref)}`);
  if (existsSync(path.join(kept, 'apps/web/build/server/entry-server.js'))) return kept;
  rmSync(kept, { recursive: true, force: true });
  const dir = checkOut(ref, kept);
  // Quiet unless it fails (Vite reports its plugins' timings on stderr).
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: path.join(dir, 'apps/web'),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return dir;
}

async function startShop(port: number, tree = root): Promise<ChildProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'phoolwari-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: tree,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', devNull, 'inherit'],
  });
  // A busy machine can take minutes to seed a new shop's catalogue.
  for (let i = 0; i < 6000; i++) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the shop did not answer');
}

interface Row {
  page: string;
  shop: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
  /** Lighthouse's measure of the machine's CPU speed at the run (higher is faster; it moves with other work on the machine). */
  benchmarkIndex: number;
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** One Lighthouse run; a run Lighthouse itself reports as failed (a protocol timeout) is tried again. */
async function run(url: string, attempt = 1): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttlingMethod: THROTTLING,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const failure = result.lhr.runtimeError;
  if (!failure) return result.lhr;
  if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${failure.code} ${failure.message}`);
  console.log(`Lighthouse failed on ${url} (${failure.code}); trying again`);
  return run(url, attempt + 1);
}

async function audit(url: string, page: string, shop: string): Promise<Row> {
  const report = await run(url);
  // LIGHTHOUSE_SAVE=folder keeps each run's full report, to read what the long tasks were.
  if (process.env.LIGHTHOUSE_SAVE)
    writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${page}-${shop.split(' ')[0]}-${Date.now()}.json`), JSON.stringify(report));
  const { categories, audits } = report;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  // A metric Lighthouse could not compute leaves the page unscored; its reason, rather than a silent NaN.
  for (const id of ['largest-contentful-paint', 'total-blocking-time', 'interactive'])
    if (audits[id]?.errorMessage) console.log(`${page} (${shop}): ${id} not measured: ${audits[id].errorMessage}`);
  const scripts = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items?.find(
    (i) => i.resourceType === 'script',
  );
  return {
    page,
    shop,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint') / 1000,
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptKb: (scripts?.transferSize ?? 0) / 1000,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

// LIGHTHOUSE_PORT (3931): the first of the ports the shops take, for a machine where another run uses those.
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3931);
const beforeShops = beforeRefs.map((ref, i) => {
  console.log(`Building ${ref} (${shortRev(ref)}) for comparison…`);
  return { name: `before: ${ref} (${shortRev(ref)})`, port: PORT + 10 + i, tree: beforeTree(ref) };
});
const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
const shops: { name: string; port: number; tree?: string; floorPort?: number }[] = [
  ...beforeShops,
  { name: beforeShops.length > 0 ? `this tree (${shortRev('HEAD')}${dirty ? ' with changes' : ''})` : 'server-rendered', port: PORT },
  ...(withFloor ? [{ name: 'no scripts (floor)', port: PORT + 2, floorPort: PORT + 3 }] : []),
];

/** An executable script of a page (the entry, the inline one); the page's data and JSON-LD are not run. */
const EXECUTABLE_SCRIPT = /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The floor: in front of a server-rendered shop, a proxy that answers each page with the shop's
 * HTML less its scripts (and their preloads), everything else (stylesheet, pictures, fonts) as the
 * shop answers it. Its blocking time is what this machine's browser spends on the page's HTML,
 * styles and pictures alone, which no change to the app's JavaScript can lower.
 */
function startFloorProxy(port: number, shopPort: number): Promise<Server> {
  const server = createServer((request, response) => {
    const forward = httpRequest({ host: '127.0.0.1', port: shopPort, path: request.url, method: request.method, headers: request.headers }, (answer) => {
      const isPage = String(answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!isPage) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const encoding = answer.headers['content-encoding'];
        const raw = Buffer.concat(chunks);
        const html = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        const stripped = Buffer.from(html.replace(EXECUTABLE_SCRIPT, '').replace(MODULE_PRELOAD, ''));
        // Sent compressed as the shop sent it, so that only the scripts differ from the shop's page.
        const body = encoding === 'br' ? brotliCompressSync(stripped) : encoding === 'gzip' ? gzipSync(stripped) : stripped;
        const { 'content-length': _length, 'transfer-encoding': _chunked, ...headers } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': body.length });
        response.end(body);
      });
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The median of the runs that measured it (NaN only when none did). */
const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** Each number of a page's rows, the median over its runs. */
function medianRow(runs: Row[]): Row {
  const numbers = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls', 'scriptKb', 'benchmarkIndex'] as const;
  return { ...runs[0]!, ...Object.fromEntries(numbers.map((key) => [key, median(runs.map((r) => r[key]))])) };
}
const loadAtStart = loadavg();
const rows: Row[] = [];
const running: { shop: (typeof shops)[number]; child: ChildProcess; floor?: Server; pages: Record<string, string>; base: string }[] = [];
try {
  for (const shop of shops) {
    const child = await startShop(shop.port, shop.tree);
    const floor = shop.floorPort ? await startFloorProxy(shop.floorPort, shop.port) : undefined;
    const base = `http://127.0.0.1:${shop.floorPort ?? shop.port}`;
    running.push({ shop, child, floor, base, pages: {} });
    // Each shop seeds its own catalogue, so its own first product.
    const { products } = (await (await fetch(`${base}/api/admin-public/products?limit=1`)).json()) as { products: { _id: string; slug?: string }[] };
    // The product's own address, as its cards link to it (the address by id answers with a redirect to it).
    const english = { home: '/', products: '/products', product: `/product/${products[0]!.slug ?? products[0]!._id}`, gallery: '/custom-orders' };
    // The same pages in Hindi (their own catalogue, product text and Devanagari font).
    running.at(-1)!.pages = {
      ...english,
      ...Object.fromEntries(Object.entries(english).map(([page, path]) => [`${page} (hi)`, `/hi${path === '/' ? '' : path}`])),
    };
  }
  const pageNames = Object.keys(running[0]!.pages);
  const unknown = onlyPages?.filter((p) => !pageNames.includes(p)) ?? [];
  if (unknown.length > 0) throw new Error(`LIGHTHOUSE_PAGES: no page named ${unknown.join(', ')} (pages: ${pageNames.join(', ')})`);
  for (const page of pageNames) {
    if (onlyPages && !onlyPages.includes(page)) continue;
    // Warm the caches, as a shop that has been running would be.
    for (const { base, pages } of running) await fetch(base + pages[page]);
    const runs = running.map(() => [] as Row[]);
    // Interleaved: each run of the page on every shop in turn.
    for (let i = 0; i < RUNS; i++) {
      for (const [s, { shop, base, pages }] of running.entries()) runs[s]!.push(await audit(base + pages[page]!, page, shop.name));
    }
    for (const [s, { shop }] of running.entries()) {
      if (RUNS > 1)
        console.log(
          `${page} (${shop.name}): performance ${runs[s]!.map((r) => r.performance).join(', ')}; LCP ${runs[s]!.map((r) => r.lcp.toFixed(2)).join(', ')} s; TBT ${runs[s]!.map((r) => Math.round(r.tbt)).join(', ')} ms; CLS ${runs[s]!.map((r) => r.cls.toFixed(3)).join(', ')}`,
        );
      rows.push(medianRow(runs[s]!));
    }
  }
} finally {
  for (const { child, floor } of running) {
    floor?.close();
    child.kill('SIGTERM');
  }
  await chrome.kill();
}

console.log(
  `Lighthouse, mobile, ${THROTTLING === 'devtools' ? 'throttled as DevTools does' : 'simulated 4G'}${RUNS > 1 ? `, median of ${RUNS} runs` : ''} (targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100, LCP ≤ 2.0 s, TBT ≤ 100 ms)`,
);
// How busy the machine was: its load average (1, 5, 15 minutes) as the audits began and ended.
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');
console.log(`Machine load: ${load(loadAtStart)} at the start, ${load(loadavg())} at the end`);
console.log('| page | shop | perf | a11y | best pr. | SEO | LCP | TBT | CLS | JS transferred | CPU index |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${r.shop} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp.toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.scriptKb.toFixed(1)} KB | ${Math.round(r.benchmarkIndex)} |`,
  );
}
