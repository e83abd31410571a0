// Benchmark: the catalogue API answered from its cache, this tree against an earlier commit, side
// by side in one run. The earlier commit (BENCH_BEFORE_REF, default `main`; or the first argument)
// is taken out of git into a temporary folder (git archive) and run on this tree's installed
// packages, its own workspace packages linked in. Each shop runs as `npm start` would (its own
// process, demo catalogue, logging at info to /dev/null), pinned to one core with taskset, and is
// loaded from the other core by wrk (Debian's package) with 50 connections, asking for brotli as
// browsers do. Other work on the machine moves single runs a lot, so each answer is loaded
// BENCH_ROUNDS times (3), before and after in turn, and the medians are printed, with each
// server's CPU time per request, and the requests/s a whole core would give at that cost (what the
// machine's other work takes from the measured figure). Target for this tree: ≥ 10 000
// requests/s with p99 ≤ 10 ms.
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BEFORE_REF = process.argv[2] ?? process.env.BENCH_BEFORE_REF ?? 'main';
const CONNECTIONS = 50;
const TARGET_RPS = 10_000;
const TARGET_P99_MS = 10;
const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'phoolwari-throughput-'));

function have(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
if (!have('wrk')) {
  console.log('Catalogue throughput: skipped, wrk is not installed (apt-get install wrk)');
  process.exit(0);
}
const serverCore = have('taskset') ? ['taskset', '-c', '0'] : [];
const loadCore = have('taskset') ? ['taskset', '-c', '1'] : [];

/**
 * The tree of `ref` in a folder of its own, runnable: node_modules holds links to this tree's
 * installed packages, except the workspace packages (@phoolwari/*), which link to the ref's own.
 */
function checkOut(ref: string): string {
  const dir = path.join(work, 'before');
  mkdirSync(dir);
  execSync(`git -C ${JSON.stringify(root)} archive --format=tar ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(dir)}`);
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(path.join(root, 'node_modules'))) {
    if (name !== '@phoolwari' && name !== '.bin') symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  mkdirSync(path.join(modules, '@phoolwari'));
  // Relative links (../../apps/api): the same link text points into the ref's tree.
  for (const name of readdirSync(path.join(root, 'node_modules/@phoolwari'))) {
    symlinkSync(readlinkSync(path.join(root, 'node_modules/@phoolwari', name)), path.join(modules, '@phoolwari', name));
  }
  // Packages a workspace keeps for itself (a version other than the root's).
  for (const workspace of ['apps/api', 'packages/contracts']) {
    const own = path.join(root, workspace, 'node_modules');
    try {
      readdirSync(own);
      symlinkSync(own, path.join(dir, workspace, 'node_modules'));
    } catch {
      // none
    }
  }
  return dir;
}

async function waitFor(url: string, child: ChildProcess, log: string): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${readFileSync(log, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer:\n${readFileSync(log, 'utf8').slice(-2000)}`);
}

interface Shop {
  label: string;
  url: string;
  process: ChildProcess;
}

function startShop(label: string, tree: string, port: number): Shop {
  const [bin, ...args] = [...serverCore, 'node', '--import', 'tsx', 'apps/api/src/server.ts'];
  const child = spawn(bin!, args, {
    cwd: tree,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, `data-${label}`),
      SERVE_WEB: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      ALLOW_SIMULATED_PAYMENTS: 'true',
    },
    // Its log, for the message should it not start.
    stdio: ['ignore', openSync(path.join(work, `${label}.log`), 'w'), 'inherit'],
  });
  return { label, url: `http://127.0.0.1:${port}`, process: child };
}

interface Load {
  rps: number;
  /** CPU time the server spent per request (user + system, µs), where /proc tells it. */
  cpu: number;
  p50: number;
  p99: number;
}

/** A latency percentile from wrk's --latency table, in milliseconds. */
function percentile(out: string, label: string): number {
  const match = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
  const unit = { us: 0.001, ms: 1, s: 1000 }[(match?.[2] ?? 'ms') as 'us' | 'ms' | 's'];
  return Number(match?.[1]) * unit;
}

// Requests per second follow the share of the core a server gets, which moves with whatever else
// runs on the machine; the CPU time per request does not, so it is printed beside them.
const clockTicks = have('getconf') ? Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) : NaN;
function cpuTicks(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return NaN;
  }
}

function load(url: string, server: ChildProcess, seconds = SECONDS): Load {
  const before = cpuTicks(server.pid);
  const [bin, ...args] = [...loadCore, 'wrk', '-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip, deflate, br', url];
  const out = execFileSync(bin!, args, { encoding: 'utf8' });
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const cpu = ((cpuTicks(server.pid) - before) / clockTicks / requests) * 1e6;
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), cpu, p50: percentile(out, '50'), p99: percentile(out, '99') };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
const medians = (runs: Load[]): Load => ({
  rps: median(runs.map((r) => r.rps)),
  cpu: median(runs.map((r) => r.cpu)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
});

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
const beforeRev = execFileSync('git', ['-C', root, 'rev-parse', '--short', BEFORE_REF], { encoding: 'utf8' }).trim();
const afterRev = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
const shops: Shop[] = [];
try {
  shops.push(startShop('before', checkOut(BEFORE_REF), port));
  shops.push(startShop('after', root, port + 1));
  // One after the other would take twice as long; each waits for its own database and demo catalogue.
  await Promise.all(shops.map((shop) => waitFor(`${shop.url}/api/health`, shop.process, path.join(work, `${shop.label}.log`))));
  const [before, after] = shops as [Shop, Shop];
  const beforeRoutes = await routesOf(before);
  const afterRoutes = await routesOf(after);

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `Catalogue API from cache, before (${BEFORE_REF} = ${beforeRev}) and after (this tree, ${afterRev}${dirty ? ' with changes' : ''}): wrk, ${CONNECTIONS} connections, ${SECONDS} s each, each server on one core, medians of ${ROUNDS} rounds\n`,
  );
  console.log(
    `${'answer'.padEnd(20)}${'before req/s'.padStart(14)}${'after req/s'.padStart(13)}${'before p50'.padStart(12)}${'after p50'.padStart(11)}${'before p99'.padStart(12)}${'after p99'.padStart(11)}${'before µs/req'.padStart(15)}${'after µs/req'.padStart(14)}${'after, a core'.padStart(15)}  target ≥ ${TARGET_RPS} req/s, p99 ≤ ${TARGET_P99_MS} ms`,
  );
  for (const [i, route] of afterRoutes.entries()) {
    const beforeRuns: Load[] = [];
    const afterRuns: Load[] = [];
    // Not counted: a server's first seconds on an answer are spent compiling its code.
    load(`${before.url}${beforeRoutes[i]!.path}`, before.process, 3);
    load(`${after.url}${route.path}`, after.process, 3);
    for (let round = 0; round < ROUNDS; round++) {
      beforeRuns.push(load(`${before.url}${beforeRoutes[i]!.path}`, before.process));
      afterRuns.push(load(`${after.url}${route.path}`, after.process));
    }
    const b = medians(beforeRuns);
    const a = medians(afterRuns);
    const met = a.rps >= TARGET_RPS && a.p99 <= TARGET_P99_MS ? 'met' : 'NOT met';
    console.log(
      `${route.label.padEnd(20)}${b.rps.toFixed(0).padStart(14)}${a.rps.toFixed(0).padStart(13)}${ms(b.p50).padStart(12)}${ms(a.p50).padStart(11)}${ms(b.p99).padStart(12)}${ms(a.p99).padStart(11)}${b.cpu.toFixed(1).padStart(15)}${a.cpu.toFixed(1).padStart(14)}${(1e6 / a.cpu).toFixed(0).padStart(15)}  ${met}`,
    );
  }
} finally {
  for (const shop of shops) shop.process.kill('SIGTERM');
  await Promise.all(shops.map((shop) => new Promise((resolve) => (shop.process.exitCode !== null ? resolve(null) : shop.process.once('exit', resolve)))));
  rmSync(work, { recursive: true, force: true });
}
