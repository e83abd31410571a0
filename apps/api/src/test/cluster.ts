// Several instances of the shop as separate processes on one PostgreSQL and one Redis, behind nginx
// from Debian's packages (deploy/nginx.conf.template, the configuration docs/deploy.md gives), for
// the tests that check what holds across instances and for the soak benchmark.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './private-redis';
import { TEST_JWT_SECRET } from './test-secret';

const root = path.resolve(import.meta.dirname, '../../../..');

export const hasNginx = spawnSync('nginx', ['-v']).status === 0;

export interface Instance {
  name: string;
  url: string;
  port: number;
  /** Its process id (the soak benchmark reads its memory). */
  pid: number;
  /** What it printed, for a failing test's message. */
  output(): string;
  /** Sends `signal` and resolves with the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the instance at ${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

/** One instance of the shop (the real server entry point), as `npm start` runs it. */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  opts: { port?: number; bootTimeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<Instance> {
  const port = opts.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), `phoolwari-${name}-`));
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      TRUST_PROXY: 'true',
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      ALLOW_SIMULATED_PAYMENTS: 'true',
      LOG_LEVEL: 'warn',
      JOB_POLL_SECONDS: '0.5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitUntilHealthy(url, child, () => printed, opts.bootTimeoutMs);
  return {
    name,
    url,
    port,
    pid: child.pid!,
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

/** nginx round-robin in front of `instances`, configured from the deployment template. */
export async function startNginx(instances: Instance[]): Promise<LoadBalancer> {
  const runDir = mkdtempSync(path.join(tmpdir(), 'phoolwari-nginx-'));
  for (const dir of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(runDir, dir));
  // nginx's workers run as an unprivileged user when started as root.
  chmodSync(runDir, 0o777);
  const port = await freePort();
  const config = readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8')
    .replaceAll('{{RUN_DIR}}', runDir)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
    .replaceAll('{{UPSTREAMS}}', instances.map((i) => `server 127.0.0.1:${i.port} max_fails=1 fail_timeout=2s;`).join('\n    '));
  const file = path.join(runDir, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn('nginx', ['-c', file, '-p', runDir, '-e', path.join(runDir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let printed = '';
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${printed}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen: ${printed}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}
