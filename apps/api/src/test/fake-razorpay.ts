// A small local stand-in for Razorpay's orders, payments and refunds APIs (POST /v1/orders, GET
// /v1/payments/:id, POST /v1/payments/:id/refund with X-Refund-Idempotency, GET /v1/refunds/:id,
// basic auth), so the real
// adapter is exercised over HTTP without the internet.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface FakeRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: 'INR';
  notes: Record<string, unknown>;
  status: 'pending' | 'processed' | 'failed';
  created_at: number;
}

export interface FakeRazorpay {
  baseUrl: string;
  requests: { method: string; url: string; auth: string | undefined; body: Record<string, unknown> }[];
  /** Refunds made, in order (one per idempotency key). */
  refunds: FakeRefund[];
  /** Makes the next N requests (orders or refunds) fail with this status. */
  failNext(status: number, times?: number): void;
  /** The status new refunds get (Razorpay's normal refunds start pending). */
  newRefundsAre(status: FakeRefund['status']): void;
  /** How a payment was made, as GET /payments/:id answers it (UPI unless told). */
  paidBy(paymentId: string, method: string): void;
  /** What the bank later did with a refund: GET /refunds/:id answers it from now on. */
  settleRefund(id: string, status: 'processed' | 'failed'): void;
  close(): Promise<void>;
}

/** The settings that run the shop on Razorpay with these keys, its API being this fake. */
export function onFakeRazorpay(fake: FakeRazorpay, keys: { keyId: string; keySecret: string; webhookSecret: string }): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_BASE_URL: fake.baseUrl,
  };
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const requests: FakeRazorpay['requests'] = [];
  const refunds: FakeRefund[] = [];
  const byIdempotencyKey = new Map<string, { body: string; refund: FakeRefund }>();
  let newRefundStatus: FakeRefund['status'] = 'pending';
  const methods = new Map<string, string>();
  let failures: { status: number; times: number } | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const notFound = () => send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
    const raw = await readBody(req);
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    requests.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
    if (req.headers.authorization !== expectedAuth) return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (failures && failures.times > 0) {
      failures.times -= 1;
      return send(failures.status, { error: { code: 'SERVER_ERROR', description: 'Something went wrong' } });
    }
    const refundOf = /^\/v1\/payments\/([\w-]+)\/refund$/.exec(req.url ?? '');
    if (req.method === 'POST' && refundOf) {
      const key = req.headers['x-refund-idempotency'];
      if (typeof key === 'string') {
        const seen = byIdempotencyKey.get(key);
        if (seen && seen.body !== raw)
          return send(400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'Different request with the same idempotency key has already been processed.' },
          });
        if (seen) return send(200, seen.refund);
      }
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100)
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' } });
      const refund: FakeRefund = {
        id: `rfnd_${randomBytes(7).toString('hex')}`,
        entity: 'refund',
        payment_id: refundOf[1]!,
        amount: body.amount as number,
        currency: 'INR',
        notes: (body.notes as Record<string, unknown>) ?? {},
        status: newRefundStatus,
        created_at: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      if (typeof key === 'string') byIdempotencyKey.set(key, { body: raw, refund });
      return send(200, refund);
    }
    const payment = /^\/v1\/payments\/([\w-]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && payment) {
      return send(200, { id: payment[1], entity: 'payment', currency: 'INR', status: 'captured', method: methods.get(payment[1]!) ?? 'upi' });
    }
    const refundId = /^\/v1\/refunds\/([\w-]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && refundId) {
      const refund = refunds.find((r) => r.id === refundId[1]);
      return refund ? send(200, refund) : send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    }
    if (req.method !== 'POST' || req.url !== '/v1/orders') return notFound();
    if (!Number.isInteger(body.amount) || (body.amount as number) < 100 || body.currency !== 'INR') {
      return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' } });
    }
    send(200, {
      id: `order_${randomBytes(7).toString('hex')}`,
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      currency: 'INR',
      receipt: body.receipt,
      status: 'created',
      notes: body.notes,
    });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    refunds,
    failNext(status, times = 1) {
      failures = { status, times };
    },
    paidBy(paymentId, method) {
      methods.set(paymentId, method);
    },
    newRefundsAre(status) {
      newRefundStatus = status;
    },
    settleRefund(id, status) {
      const refund = refunds.find((r) => r.id === id);
      if (!refund) throw new Error(`No refund ${id}`);
      refund.status = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
