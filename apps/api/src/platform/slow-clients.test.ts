// A client that trickles its request (one byte at a time, as a slow-loris attack does) is cut off
// with a 408 once the request or its headers take longer than their limits, instead of holding a
// connection open for minutes. Real sockets: the limits live in Node's HTTP server, not in routing.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '800' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a connection, sends `first`, then `drip` every 200 ms; resolves with what came back when it closed. */
function trickle(first: string, drip: string): Promise<{ answer: string; seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(first));
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(drip);
    }, 200);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {}); // a reset after the answer is the expected end
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, seconds: (Date.now() - started) / 1000 });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after 10 s; received: ${answer.slice(0, 80)}`));
    }, 10_000);
  });
}

describe('slow clients', () => {
  it('cuts off a body that trickles in, with 408, once the request takes longer than its limit', async () => {
    const { answer, seconds } = await trickle(
      `POST /api/contact HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"`,
      'a',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeLessThan(5);
  });

  it('cuts off headers that never end', async () => {
    const { answer, seconds } = await trickle('GET /api/health HTTP/1.1\r\nHost: shop.test\r\n', 'X-Padding: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeLessThan(4);
  });

  it('still answers a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
