// A PostgreSQL server of the test's own (Debian's PostgreSQL 15 binaries, a fresh cluster in a
// temporary folder), for tests that stop and start the database under the shop: the shared test
// server keeps running for every other test file. Needs the binaries and root (the cluster runs as
// the postgres user) or the postgres user itself, as on the CI machine.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './private-redis';

const BIN = '/usr/lib/postgresql/15/bin';

export const canRunScratchPostgres = existsSync(`${BIN}/initdb`) && (process.getuid?.() === 0 || userInfo().username === 'postgres');

export interface ScratchPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  start(): void;
  /** A fast shutdown: sessions are ended, as a restart or a failover does. */
  stop(): void;
  dispose(): void;
}

/** As the postgres user when we are root (initdb refuses to run as root). */
function asPostgres(command: string, args: string[]) {
  const line = [command, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  if (process.getuid?.() === 0) execFileSync('su', ['postgres', '-c', line], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

/** Creates and starts a cluster on `port` (a free one when not given). */
export async function startScratchPostgres(port?: number): Promise<ScratchPostgres> {
  const chosen = port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'phoolwari-scratch-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'db');
  asPostgres(`${BIN}/initdb`, ['-D', data, '--auth=trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${chosen} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => asPostgres(`${BIN}/pg_ctl`, ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => asPostgres(`${BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${chosen}/postgres`,
    port: chosen,
    start,
    stop,
    dispose() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
