// What the benchmarks that compare an earlier commit with this tree share: the earlier tree taken
// out of git and made runnable on this tree's packages, a shop started as `npm start` would run it
// and pinned to one core, wrk on the other core, and the CPU time a server spent (from /proc), which
// moves far less with the machine's other work than requests per second do.
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export function have(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
export const serverCore = have('taskset') ? ['taskset', '-c', '0'] : [];
export const loadCore = have('taskset') ? ['taskset', '-c', '1'] : [];

/**
 * The tree of `ref` in `dir`, runnable: node_modules holds links to this tree's installed
 * packages, except the workspace packages (@phoolwari/*), which link to the ref's own.
 */
export function checkOut(ref: string, dir: string): string {
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
  for (const workspace of ['apps/api', 'apps/web', 'packages/contracts']) {
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

export async function waitFor(url: string, child: ChildProcess, log: string): Promise<void> {
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

export interface Shop {
  label: string;
  url: string;
  process: ChildProcess;
  log: string;
}

/**
 * A shop from `tree` as `npm start` runs it (its own process, NODE_ENV=production, the demo
 * catalogue in a fresh data folder under `work`, logging at info to a file), on one core.
 */
export function startShop(label: string, tree: string, port: number, work: string, env: Record<string, string> = {}, nodeOptions: string[] = []): Shop {
  const [bin, ...args] = [...serverCore, 'node', ...nodeOptions, '--import', 'tsx', 'apps/api/src/server.ts'];
  const log = path.join(work, `${label}.log`);
  const child = spawn(bin!, args, {
    cwd: tree,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(work, `data-${label}`),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      ALLOW_SIMULATED_PAYMENTS: 'true',
      ...env,
    },
    // Its log, for the message should it not start.
    stdio: ['ignore', openSync(log, 'w'), 'inherit'],
  });
  return { label, url: `http://127.0.0.1:${port}`, process: child, log };
}

export async function stopShops(shops: Shop[]): Promise<void> {
  for (const shop of shops) shop.process.kill('SIGTERM');
  await Promise.all(shops.map((shop) => new Promise((resolve) => (shop.process.exitCode !== null ? resolve(null) : shop.process.once('exit', resolve)))));
}

export interface Load {
  rps: number;
  /** CPU time the server spent per request (user + system, µs, its threads included), where /proc tells it. */
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

/**
 * Once the server is nearly idle (under 10 % of a core for 2 s; a minute at most): after a first
 * start the shop makes the demo catalogue's pictures in the background, which would be counted.
 */
export async function settled(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const before = cpuTicks(server.pid);
    await new Promise((r) => setTimeout(r, 2000));
    if ((cpuTicks(server.pid) - before) / clockTicks < 0.2) return;
  }
}

/** wrk from the other core against `url` for `seconds`, asking for brotli as browsers do (or what `headers` say). */
export function load(
  url: string,
  server: ChildProcess,
  {
    seconds,
    connections,
    headers = ['Accept-Encoding: gzip, deflate, br'],
    timeoutSeconds = 2,
  }: { seconds: number; connections: number; headers?: string[]; timeoutSeconds?: number },
): Load {
  const before = cpuTicks(server.pid);
  const [bin, ...args] = [
    ...loadCore,
    'wrk',
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    `--timeout`,
    `${timeoutSeconds}s`,
    '--latency',
    ...headers.flatMap((h) => ['-H', h]),
    url,
  ];
  const out = execFileSync(bin!, args, { encoding: 'utf8' });
  // A redirect or an error answers in a fraction of a page's time: a figure made of them is not the page's.
  const notOk = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
  if (notOk) throw new Error(`${url}: ${notOk} answers were not 200; load the address that answers with the page`);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const cpu = ((cpuTicks(server.pid) - before) / clockTicks / requests) * 1e6;
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), cpu, p50: percentile(out, '50'), p99: percentile(out, '99') };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
export const medians = (runs: Load[]): Load => ({
  rps: median(runs.map((r) => r.rps)),
  cpu: median(runs.map((r) => r.cpu)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
});

/** The short commit names of `ref` and HEAD, and whether this tree has changes not committed. */
export function revisions(ref: string): { before: string; after: string; dirty: boolean } {
  const rev = (r: string) => execFileSync('git', ['-C', root, 'rev-parse', '--short', r], { encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
  return { before: rev(ref), after: rev('HEAD'), dirty };
}
