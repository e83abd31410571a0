// The access line is pino's own line, byte for byte, written to the logger's destination; lines of
// one turn of the event loop go out in one write, and none is lost when the process exits; and a
// running shop writes one per request, on either path, with the request id the customer is given.
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessLog, type AccessLine } from './access-log';
import { createTestApp, type TestApp } from '../test/app';

function capture(level = 'info') {
  const lines: string[] = [];
  const writes: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writes.push(chunk.toString());
      lines.push(...chunk.toString().split(/(?<=\n)/));
      done();
    },
  });
  // A fixed time, so two lines written at different moments can be compared whole.
  const log = pino({ level, timestamp: () => ',"time":1764150000000' }, destination);
  return { log: log as unknown as FastifyBaseLogger, lines, writes };
}

/** The end of this turn of the event loop, when the access lines of the turn are written. */
const turnEnds = () => new Promise((resolve) => setImmediate(resolve));

describe('the access line', () => {
  const line: AccessLine = { reqId: '9f1c7e2a-5d7b-4c1e-9a43-2f0b8c6d1e55', method: 'GET', url: '/api/products?q=gulab&limit=24', statusCode: 200, ms: 1.2345 };

  it("is the line pino writes for the same fields", async () => {
    const ours = capture();
    createAccessLog(ours.log)(line);
    await turnEnds();
    const pinos = capture();
    pinos.log.info({ reqId: line.reqId, method: line.method, url: line.url, statusCode: line.statusCode, ms: 1.2 }, 'request');
    expect(ours.lines).toHaveLength(1);
    expect(ours.lines[0]).toBe(pinos.lines[0]);
    expect(JSON.parse(ours.lines[0]!)).toMatchObject({ level: 30, time: 1764150000000, pid: process.pid, reqId: line.reqId, statusCode: 200, ms: 1.2, msg: 'request' });
  });

  it('keeps an address with quotes, backslashes and control characters on one line of valid JSON', async () => {
    const ours = capture();
    const pinos = capture();
    const odd = { ...line, url: '/api/products?q="rose"\\gulab\n\u0001', reqId: 'from-the-proxy "x"' };
    createAccessLog(ours.log)(odd);
    await turnEnds();
    pinos.log.info({ reqId: odd.reqId, method: odd.method, url: odd.url, statusCode: odd.statusCode, ms: 1.2 }, 'request');
    expect(ours.lines[0]).toBe(pinos.lines[0]);
    expect(ours.lines[0]!.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(ours.lines[0]!).url).toBe(odd.url);
  });

  it('carries a child logger’s bindings, as pino does', async () => {
    const ours = capture();
    createAccessLog(ours.log.child({ instance: 'shop-2' }))(line);
    await turnEnds();
    expect(JSON.parse(ours.lines[0]!)).toMatchObject({ instance: 'shop-2', reqId: line.reqId });
  });

  it('writes nothing while the level is above info, and again once it is lowered', async () => {
    const ours = capture('warn');
    const write = createAccessLog(ours.log);
    write(line);
    await turnEnds();
    expect(ours.lines).toEqual([]);
    ours.log.level = 'info';
    write(line);
    await turnEnds();
    expect(ours.lines).toHaveLength(1);
  });

  it('writes the lines of one turn together, in order, once the turn is over', async () => {
    const ours = capture();
    const write = createAccessLog(ours.log);
    for (const statusCode of [200, 304, 404]) write({ ...line, statusCode });
    expect(ours.writes).toEqual([]);
    await turnEnds();
    expect(ours.writes).toHaveLength(1);
    expect(ours.lines.map((l) => JSON.parse(l).statusCode)).toEqual([200, 304, 404]);
    // The next turn's line goes out in a write of its own.
    write(line);
    await turnEnds();
    expect(ours.writes).toHaveLength(2);
  });

  it('loses no line when the process exits before its turn is over', () => {
    // A process answering a request and exiting at once (process.exit, as on a fatal error).
    const script = [
      "import pino from 'pino';",
      `import { createAccessLog, logDestination } from ${JSON.stringify(new URL('./access-log.ts', import.meta.url).pathname)};`,
      "const write = createAccessLog(pino(logDestination()));",
      `write(${JSON.stringify(line)});`,
      'process.exit(1);',
    ].join('\n');
    let out = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', cwd: import.meta.dirname });
    } catch (error) {
      out = (error as { stdout: string }).stdout;
    }
    expect(out.trim().split('\n').map((l) => JSON.parse(l))).toEqual([expect.objectContaining({ reqId: line.reqId, statusCode: 200, msg: 'request' })]);
  });

  it('is silent when logging is off', () => {
    const off = createAccessLog(pino({ enabled: false }) as unknown as FastifyBaseLogger);
    expect(() => off(line)).not.toThrow();
  });
});

describe('a running shop', () => {
  let t: TestApp;
  let base: string;
  const lines: string[] = [];
  let frameworkRequests = 0;
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logDestination: { write: (chunk) => lines.push(...chunk.split(/(?<=\n)/)) }, beforeReady: (app) => app.addHook('onRequest', (_request, _reply, done) => (frameworkRequests++, done())) },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const linesOf = (reqId: string) => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === reqId && l.msg === 'request');

  it('writes one line per request with the id it answered with, on the framework’s path and before it', async () => {
    const first = await fetch(`${base}/api/categories`);
    const second = await fetch(`${base}/api/categories`);
    expect([first.status, second.status]).toEqual([200, 200]);
    // The first was routed by the framework; the second came from the cache before it.
    expect(frameworkRequests).toBe(1);
    for (const res of [first, second]) {
      const id = res.headers.get('x-request-id')!;
      expect(linesOf(id)).toEqual([expect.objectContaining({ level: 30, method: 'GET', url: '/api/categories', statusCode: 200, ms: expect.any(Number) })]);
    }
  });

  it('writes the line of a refused request too', async () => {
    const res = await fetch(`${base}/api/products/not-an-id`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(linesOf(res.headers.get('x-request-id')!)).toEqual([expect.objectContaining({ statusCode: res.status, url: '/api/products/not-an-id' })]);
  });
});
