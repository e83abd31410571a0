// A small local stand-in for Razorpay's orders API (POST /v1/orders with basic auth), so the real
// adapter is exercised over HTTP without the internet.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface FakeRazorpay {
  baseUrl: string;
  requests: { auth: string | undefined; body: Record<string, unknown> }[];
  /** Makes the next N order requests fail with this status. */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const requests: FakeRazorpay['requests'] = [];
  let failures: { status: number; times: number } | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/v1/orders') return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    requests.push({ auth: req.headers.authorization, body });
    if (req.headers.authorization !== expectedAuth) return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (failures && failures.times > 0) {
      failures.times -= 1;
      return send(failures.status, { error: { code: 'SERVER_ERROR', description: 'Something went wrong' } });
    }
    if (!Number.isInteger(body.amount) || (body.amount as number) < 100 || body.currency !== 'INR') {
      return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' } });
    }
    send(200, { id: `order_${randomBytes(7).toString('hex')}`, entity: 'order', amount: body.amount, amount_paid: 0, currency: 'INR', receipt: body.receipt, status: 'created', notes: body.notes });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext(status, times = 1) {
      failures = { status, times };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
