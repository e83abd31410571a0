// A redis-server of a test's own, on a free loopback port, for tests that stop, pause or kill it
// (the shared Redis is never touched). Skipped where Debian's redis-server is not installed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server on `port`, keeping nothing on disk; resolves once it has had time to listen. */
export function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  return new Promise((resolve) => setTimeout(() => resolve(child), 300));
}
