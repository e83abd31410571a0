// Benchmark: the catalogue API answered from its cache, this tree against an earlier commit, side
// by side in one run. The earlier commit (BENCH_BEFORE_REF, default `main`; or the first argument)
// is taken out of git into a temporary folder (git archive) and run on this tree's installed
// packages, its own workspace packages linked in. Each shop runs as `npm start` would (its own
// process, demo catalogue, logging at info to /dev/null), pinned to one core with taskset, and is
// loaded from the other core by wrk (Debian's package) with 50 connections, asking for brotli as
// browsers do. Other work on the machine moves single runs a lot, so each server loads each answer
// BENCH_ROUNDS times (3), one server after the other, and the medians are printed, with each
// server's CPU time per request, and the requests/s a whole core would give at that cost (what the
// machine's other work takes from the measured figure). Target for this tree: ≥ 10 000
// requests/s with p99 ≤ 10 ms. Beside them, the floor: Fastify alone (fastify-alone.ts) answering
// with the very bytes and headers this tree's shop answered, on the same core, with its request
// log: what the framework's own path costs here before the shop does anything. While one server
// is loaded, the others are paused (SIGSTOP), so that nothing else runs on its core.
import { spawn } from 'node:child_process';
import { get, type IncomingMessage } from 'node:http';
import { mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkOut,
  have,
  serverCore,
  load as loadWith,
  medians,
  revisions,
  root,
  startShop as startOneCoreShop,
  stopShops,
  waitFor,
  type Load,
  type Shop,
} from './one-core';
import type { RecordedAnswer } from './fastify-alone';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BEFORE_REF = process.argv[2] ?? process.env.BENCH_BEFORE_REF ?? 'main';
const CONNECTIONS = 50;
const TARGET_RPS = 10_000;
const TARGET_P99_MS = 10;
const work = mkdtempSync(path.join(tmpdir(), 'phoolwari-throughput-'));
const shops: Shop[] = [];

if (!have('wrk')) {
  console.log('Catalogue throughput: skipped, wrk is not installed (apt-get install wrk)');
  process.exit(0);
}

// The API alone: no web app to serve.
const startShop = (label: string, tree: string, port: number) => startOneCoreShop(label, tree, port, work, { SERVE_WEB: 'false' });
/**
 * Loads one server with the others paused (SIGSTOP): all share the server core, and an idle shop's
 * own background work (its job queue's polls, its schedules) would otherwise fall in the middle of
 * the loaded one's answers. Resumed, a server first catches up on its timers, so it is loaded for
 * two seconds before the counted load.
 */
let running: Shop['process'] | undefined;
function load(url: string, server: Shop['process'], seconds = SECONDS): Load {
  if (running !== server) {
    for (const shop of shops) if (shop.process !== server) shop.process.kill('SIGSTOP');
    server.kill('SIGCONT');
    running = server;
    loadWith(url, server, { seconds: 2, connections: CONNECTIONS });
  }
  return loadWith(url, server, { seconds, connections: CONNECTIONS });
}

/** The answers `shop` gives for `paths` (brotli, as loaded), for Fastify alone to give back. */
async function recordAnswers(shop: Shop, paths: string[]): Promise<string> {
  const answers: Record<string, RecordedAnswer> = {};
  // What Node's HTTP server writes itself.
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  for (const url of paths) {
    // node:http, not fetch: fetch would undo the brotli.
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${shop.url}${url}`, { headers: { 'accept-encoding': 'br' } }, resolve).on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(response.headers).flatMap(([name, value]) => (own.has(name) || value === undefined ? [] : [[name, String(value)]])),
    );
    answers[url] = { headers, body: Buffer.concat(chunks).toString('base64') };
  }
  const file = path.join(work, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  return file;
}

function startFastifyAlone(answersFile: string, port: number): Shop {
  const log = path.join(work, 'fastify-alone.log');
  const [bin, ...args] = [...serverCore, 'node', '--import', 'tsx', path.join(import.meta.dirname, 'fastify-alone.ts')];
  const child = spawn(bin!, args, {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ANSWERS_FILE: answersFile, LOG_FILE: path.join(work, 'fastify-alone-requests.log') },
    stdio: ['ignore', openSync(log, 'w'), 'inherit'],
  });
  return { label: 'fastify alone', url: `http://127.0.0.1:${port}`, process: child, log };
}

/** The answers to load, with this shop's own product id. */
async function routesOf(shop: Shop) {
  const someProduct = ((await (await fetch(`${shop.url}/api/admin-public/products?limit=1`)).json()) as { products: { _id: string }[] }).products[0]!._id;
  return [
    { label: 'product list of 24', path: '/api/admin-public/products?limit=24' },
    { label: 'categories', path: '/api/categories' },
    { label: 'one product', path: `/api/admin-public/products/${someProduct}` },
  ];
}

const port = Number(process.env.BENCH_PORT ?? 3917);
const { before: beforeRev, after: afterRev, dirty } = revisions(BEFORE_REF);
try {
  shops.push(startShop('before', checkOut(BEFORE_REF, path.join(work, 'before')), port));
  shops.push(startShop('after', root, port + 1));
  // One after the other would take twice as long; each waits for its own database and demo catalogue.
  await Promise.all(shops.map((shop) => waitFor(`${shop.url}/api/health`, shop.process, shop.log)));
  const [before, after] = shops as [Shop, Shop];
  const beforeRoutes = await routesOf(before);
  const afterRoutes = await routesOf(after);
  // Warm the after shop's cache first, so the recorded answers are the cached ones loaded below.
  for (const route of afterRoutes) await fetch(`${after.url}${route.path}`);
  const floor = startFastifyAlone(
    await recordAnswers(
      after,
      afterRoutes.map((route) => route.path),
    ),
    port + 2,
  );
  shops.push(floor);
  await waitFor(`${floor.url}${afterRoutes[0]!.path}`, floor.process, floor.log);

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `Catalogue API from cache, before (${BEFORE_REF} = ${beforeRev}) and after (this tree, ${afterRev}${dirty ? ' with changes' : ''}): wrk, ${CONNECTIONS} connections, ${SECONDS} s each, each server on one core, medians of ${ROUNDS} rounds; "floor": Fastify alone giving the after shop's answers back (bytes and headers), with its request log\n`,
  );
  console.log(
    `${'answer'.padEnd(20)}${'before req/s'.padStart(14)}${'after req/s'.padStart(13)}${'before p50'.padStart(12)}${'after p50'.padStart(11)}${'before p99'.padStart(12)}${'after p99'.padStart(11)}${'before µs/req'.padStart(15)}${'after µs/req'.padStart(14)}${'after, a core'.padStart(15)}${'floor req/s'.padStart(13)}${'floor p99'.padStart(11)}${'floor µs/req'.padStart(14)}  target ≥ ${TARGET_RPS} req/s, p99 ≤ ${TARGET_P99_MS} ms`,
  );
  for (const [i, route] of afterRoutes.entries()) {
    // Each server's rounds of an answer run back to back, as a server under steady load answers:
    // taking turns round by round, a shop was paused for two rounds in three, and the job queue's
    // once-a-minute maintenance (which holds the embedded database's one thread for tens of
    // milliseconds) came due in about every second round it was loaded, three times as often as
    // under steady load; its rounds' p99 then measured the turns more than the shop.
    const rounds = (url: string, server: Shop['process']) => {
      // Not counted: a server's first seconds on an answer are spent compiling its code.
      load(url, server, 3);
      return Array.from({ length: ROUNDS }, () => load(url, server));
    };
    const b = medians(rounds(`${before.url}${beforeRoutes[i]!.path}`, before.process));
    const a = medians(rounds(`${after.url}${route.path}`, after.process));
    const f = medians(rounds(`${floor.url}${route.path}`, floor.process));
    const met = a.rps >= TARGET_RPS && a.p99 <= TARGET_P99_MS ? 'met' : 'NOT met';
    console.log(
      `${route.label.padEnd(20)}${b.rps.toFixed(0).padStart(14)}${a.rps.toFixed(0).padStart(13)}${ms(b.p50).padStart(12)}${ms(a.p50).padStart(11)}${ms(b.p99).padStart(12)}${ms(a.p99).padStart(11)}${b.cpu.toFixed(1).padStart(15)}${a.cpu.toFixed(1).padStart(14)}${(1e6 / a.cpu).toFixed(0).padStart(15)}${f.rps.toFixed(0).padStart(13)}${ms(f.p99).padStart(11)}${f.cpu.toFixed(1).padStart(14)}  ${met}`,
    );
  }
} finally {
  for (const shop of shops) shop.process.kill('SIGCONT');
  await stopShops(shops);
  rmSync(work, { recursive: true, force: true });
}
