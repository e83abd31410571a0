// Benchmark: the catalogue API answered from its cache, against a bare node:http server answering
// the very same bytes (body and headers), side by side in one run. The shop runs as `npm start`
// would (its own process, demo catalogue, logging at info to /dev/null); the bare server is a dozen
// lines of node:http. Both are pinned to one core with taskset and loaded from the other by wrk
// (Debian's package) with 50 connections, asking for brotli as browsers do. Other work on the
// machine moves single runs a lot, so each answer is loaded BENCH_ROUNDS times (3), shop and bare
// in turn, and the medians are printed, with each server's CPU time per request. Target: the shop
// at ≥ 0.6 × the bare server's requests per second, p99 ≤ 10 ms.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'phoolwari-throughput-'));
const devNull = openSync('/dev/null', 'w');

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
const pin = have('taskset') ? ['taskset', '-c', '0'] : [];

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

function start(command: string[], env: Record<string, string>): ChildProcess {
  const [bin, ...args] = [...pin, ...command];
  return spawn(bin!, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', devNull, 'inherit'] });
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

function load(url: string, server: ChildProcess): Load {
  const before = cpuTicks(server.pid);
  const out = execFileSync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', '-H', 'Accept-Encoding: gzip, deflate, br', url], { encoding: 'utf8' });
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const cpu = ((cpuTicks(server.pid) - before) / clockTicks / requests) * 1e6;
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), cpu, p50: percentile(out, '50'), p99: percentile(out, '99') };
}

/** The answer's bytes as they came over the wire: fetch would decompress them, and the bare server would then send the larger text. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const shopPort = Number(process.env.BENCH_PORT ?? 3917);
const barePort = shopPort + 1;
const shop = start(['node', '--import', 'tsx', 'apps/api/src/server.ts'], {
  PORT: String(shopPort),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(work, 'data'),
  SERVE_WEB: 'false',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  ALLOW_SIMULATED_PAYMENTS: 'true',
});
const children: ChildProcess[] = [shop];
try {
  const shopUrl = `http://127.0.0.1:${shopPort}`;
  await waitFor(`${shopUrl}/api/health`, shop);
  const someProduct = ((await (await fetch(`${shopUrl}/api/admin-public/products?limit=1`)).json()) as { products: { _id: string }[] }).products[0]!._id;
  const routes = [
    { label: 'product list of 24', path: '/api/admin-public/products?limit=24' },
    { label: 'categories', path: '/api/categories' },
    { label: 'one product', path: `/api/admin-public/products/${someProduct}` },
  ];

  // The bare server answers each path with the bytes and headers the shop sent for it.
  const answers: Record<string, { body: string; headers: Record<string, string> }> = {};
  for (const route of routes) {
    const res = await rawGet(`${shopUrl}${route.path}`, { 'accept-encoding': 'br' });
    // Every header the shop sent but those node:http writes itself (the date and the connection's):
    // the same bytes on the wire. The length stays, or node:http would frame the body in chunks.
    const headers = Object.fromEntries(
      Object.entries(res.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !['date', 'connection', 'keep-alive'].includes(entry[0])),
    );
    answers[route.path] = { body: res.body.toString('base64'), headers };
  }
  const bareScript = path.join(work, 'bare.mjs');
  writeFileSync(
    bareScript,
    `import http from 'node:http';
const answers = ${JSON.stringify(answers)};
const bodies = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, Buffer.from(v.body, 'base64')]));
http.createServer((req, res) => {
  const a = answers[req.url];
  if (!a) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, a.headers);
  res.end(bodies[req.url]);
}).listen(${barePort}, '127.0.0.1');
`,
  );
  const bare = start(['node', bareScript], {});
  children.push(bare);
  await waitFor(`http://127.0.0.1:${barePort}${routes[1]!.path}`, bare);

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(`Catalogue API from cache vs bare node:http with the same bytes: wrk, ${CONNECTIONS} connections, ${SECONDS} s each, servers on one core, medians of ${ROUNDS} rounds\n`);
  console.log(
    `${'answer'.padEnd(20)}${'bytes'.padStart(7)}${'shop req/s'.padStart(12)}${'bare req/s'.padStart(12)}${'ratio'.padStart(7)}${'shop p50'.padStart(10)}${'shop p99'.padStart(10)}${'bare p50'.padStart(10)}${'bare p99'.padStart(10)}${'shop µs/req'.padStart(13)}${'bare µs/req'.padStart(13)}  target ≥ 0.6 ×, p99 ≤ 10 ms`,
  );
  for (const route of routes) {
    const shopRuns: Load[] = [];
    const bareRuns: Load[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      shopRuns.push(load(`${shopUrl}${route.path}`, shop));
      bareRuns.push(load(`http://127.0.0.1:${barePort}${route.path}`, bare));
    }
    const medians = (runs: Load[]) => ({ rps: median(runs.map((r) => r.rps)), cpu: median(runs.map((r) => r.cpu)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)) });
    const s = medians(shopRuns);
    const b = medians(bareRuns);
    // The ratio of each round (shop and bare loaded back to back), then their median.
    const ratio = median(shopRuns.map((r, i) => r.rps / bareRuns[i]!.rps));
    const met = ratio >= 0.6 && s.p99 <= 10 ? 'met' : 'NOT met';
    const bytes = Buffer.from(answers[route.path]!.body, 'base64').length;
    console.log(
      `${route.label.padEnd(20)}${String(bytes).padStart(7)}${s.rps.toFixed(0).padStart(12)}${b.rps.toFixed(0).padStart(12)}${ratio.toFixed(2).padStart(7)}${ms(s.p50).padStart(10)}${ms(s.p99).padStart(10)}${ms(b.p50).padStart(10)}${ms(b.p99).padStart(10)}${s.cpu.toFixed(1).padStart(13)}${b.cpu.toFixed(1).padStart(13)}  ${met}`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
}
