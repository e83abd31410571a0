// The lines the compression plugin writes when a customer leaves mid-answer, as the journeys'
// servers wrote them: level 50, the request's id, end-of-stream's "premature close".
import { describe, expect, it } from 'vitest';
import http from 'node:http';
import { Readable } from 'node:stream';
import pino from 'pino';
import { createTestApp } from '../test/app';
import { CLIENT_LEFT, isPrematureClose, logClientAbortsAtDebug } from './client-aborts';

describe("the shop's logger", () => {
  it("logs a request's premature close at debug", async () => {
    const lines: { level: number; msg: string }[] = [];
    const t = await createTestApp(
      { LOG_LEVEL: 'debug' },
      {
        logDestination: {
          write: (chunk: string) =>
            chunk
              .split('\n')
              .filter(Boolean)
              .forEach((l) => lines.push(JSON.parse(l))),
        },
      },
    );
    try {
      t.app.log.child({ reqId: 'a1' }).error(new Error('premature close'));
      t.app.log.child({ reqId: 'a2' }).error(new Error('database is down'));
      expect(lines.filter((l) => l.msg !== undefined && /premature|closed the connection|database/.test(l.msg)).map((l) => [l.level, l.msg])).toEqual([
        [20, 'the client closed the connection before the answer was sent'],
        [50, 'database is down'],
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('the log hook', () => {
  const capture = () => {
    const out: { level: number; msg: string; reqId?: string }[] = [];
    const log = pino({ level: 'debug', hooks: { logMethod: logClientAbortsAtDebug } }, { write: (l: string) => out.push(JSON.parse(l)) });
    return { out, log };
  };

  it("logs a request's premature close at debug, with the error and the request id", () => {
    const { out, log } = capture();
    // As the plugin's onEnd does: the reply's logger, the error alone.
    log.child({ reqId: 'bb66e999' }).error(new Error('premature close'));
    expect(out).toEqual([
      expect.objectContaining({
        level: 20,
        reqId: 'bb66e999',
        msg: 'the client closed the connection before the answer was sent',
        err: expect.objectContaining({ message: 'premature close' }),
      }),
    ]);
  });

  it('keeps other errors, and a premature close outside a request, at error level', () => {
    const { out, log } = capture();
    log.child({ reqId: 'r1' }).error(new Error('database is down'));
    log.error(new Error('premature close'));
    log.child({ reqId: 'r2' }).error({ err: new Error('premature close') }, 'an object first is left as it is');
    expect(out.map((l) => [l.level, l.msg])).toEqual([
      [50, 'database is down'],
      [50, 'premature close'],
      [50, 'an object first is left as it is'],
    ]);
  });

  it("knows Node's own wording as well as end-of-stream's", () => {
    const node = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    expect([
      isPrematureClose(node),
      isPrematureClose(new Error('premature close')),
      isPrematureClose(new Error('closed')),
      isPrematureClose('premature close'),
    ]).toEqual([true, true, false, false]);
  });
});

describe('a customer who leaves before the answer starts', () => {
  // A streamed answer that has sent nothing yet, to a request whose body was read: Fastify hands the
  // stream's premature close to the shop's error handler, which logged it as a failed request.
  it.each([
    // The compression plugin logs the departure as well as the error handler.
    ['plain', {}, 1],
    ['compressed', { 'accept-encoding': 'gzip' }, 2],
  ])('is logged at debug, not as a failed request (%s)', async (_kind, headers: Record<string, string>, departures: number) => {
    const lines: { level: number; msg: string; err?: { message: string } }[] = [];
    let streamStarted!: () => void;
    const started = new Promise<void>((resolve) => (streamStarted = resolve));
    const t = await createTestApp(
      { LOG_LEVEL: 'debug' },
      {
        logDestination: {
          write: (chunk: string) =>
            chunk
              .split('\n')
              .filter(Boolean)
              .forEach((l) => lines.push(JSON.parse(l))),
        },
        beforeReady: (app) =>
          app.post('/api/test/never-ending', (_request, reply) => {
            streamStarted();
            return reply.type('text/plain').send(new Readable({ read() {} }));
          }),
      },
    );
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const request = http.request({
        method: 'POST',
        host: '127.0.0.1',
        port,
        path: '/api/test/never-ending',
        headers: { ...headers, 'content-type': 'application/json' },
      });
      request.end('{}');
      request.on('error', () => {});
      await started;
      request.destroy();
      await waitUntil(() => lines.filter((l) => l.msg === CLIENT_LEFT).length === departures);
      expect(lines.filter((l) => l.level >= 40).map((l) => [l.level, l.msg])).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('a stream of ours that closes early while the customer waits', () => {
  it('is still a failed request, logged at error level', async () => {
    const lines: { level: number; msg: string }[] = [];
    const t = await createTestApp(
      { LOG_LEVEL: 'debug' },
      {
        logDestination: {
          write: (chunk: string) =>
            chunk
              .split('\n')
              .filter(Boolean)
              .forEach((l) => lines.push(JSON.parse(l))),
        },
        beforeReady: (app) =>
          app.get('/api/test/broken-stream', (_request, reply) => {
            const stream = new Readable({ read() {} });
            setImmediate(() => stream.destroy());
            return reply.type('text/plain').send(stream);
          }),
      },
    );
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/test/broken-stream' });
      expect(res.statusCode).toBe(500);
      expect(lines.filter((l) => l.level >= 40).map((l) => [l.level, l.msg])).toEqual([[50, 'request failed']]);
    } finally {
      await t.close();
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 5000) {
  for (const end = Date.now() + timeoutMs; !condition();) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
