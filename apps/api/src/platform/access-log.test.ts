// The access line is pino's own line, byte for byte, written to the logger's destination; and a
// running shop writes one per request, on either path, with the request id the customer is given.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessLog, type AccessLine } from './access-log';
import { createTestApp, type TestApp } from '../test/app';

function capture(level = 'info') {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  // A fixed time, so two lines written at different moments can be compared whole.
  const log = pino({ level, timestamp: () => ',"time":1764150000000' }, destination);
  return { log: log as unknown as FastifyBaseLogger, lines };
}

describe('the access line', () => {
  const line: AccessLine = { reqId: '9f1c7e2a-5d7b-4c1e-9a43-2f0b8c6d1e55', method: 'GET', url: '/api/products?q=gulab&limit=24', statusCode: 200, ms: 1.2345 };

  it("is the line pino writes for the same fields", () => {
    const ours = capture();
    createAccessLog(ours.log)(line);
    const pinos = capture();
    pinos.log.info({ reqId: line.reqId, method: line.method, url: line.url, statusCode: line.statusCode, ms: 1.2 }, 'request');
    expect(ours.lines).toHaveLength(1);
    expect(ours.lines[0]).toBe(pinos.lines[0]);
    expect(JSON.parse(ours.lines[0]!)).toMatchObject({ level: 30, time: 1764150000000, pid: process.pid, reqId: line.reqId, statusCode: 200, ms: 1.2, msg: 'request' });
  });

  it('keeps an address with quotes, backslashes and control characters on one line of valid JSON', () => {
    const ours = capture();
    const pinos = capture();
    const odd = { ...line, url: '/api/products?q="rose"\\gulab\n\u0001', reqId: 'from-the-proxy "x"' };
    createAccessLog(ours.log)(odd);
    pinos.log.info({ reqId: odd.reqId, method: odd.method, url: odd.url, statusCode: odd.statusCode, ms: 1.2 }, 'request');
    expect(ours.lines[0]).toBe(pinos.lines[0]);
    expect(ours.lines[0]!.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(ours.lines[0]!).url).toBe(odd.url);
  });

  it('carries a child logger’s bindings, as pino does', () => {
    const ours = capture();
    createAccessLog(ours.log.child({ instance: 'shop-2' }))(line);
    expect(JSON.parse(ours.lines[0]!)).toMatchObject({ instance: 'shop-2', reqId: line.reqId });
  });

  it('writes nothing while the level is above info, and again once it is lowered', () => {
    const ours = capture('warn');
    const write = createAccessLog(ours.log);
    write(line);
    expect(ours.lines).toEqual([]);
    ours.log.level = 'info';
    write(line);
    expect(ours.lines).toHaveLength(1);
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
      { logDestination: { write: (line) => lines.push(line) }, beforeReady: (app) => app.addHook('onRequest', (_request, _reply, done) => (frameworkRequests++, done())) },
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
