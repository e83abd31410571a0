// A small local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json,
// a form with To, From and Body, basic auth of the account SID and auth token; 201 with the
// message's sid, or an error body {code, message, status}; GET on the same address lists what was
// sent), so the real adapter is exercised over HTTP without the internet.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSmsMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
}

export interface FakeSmsProvider {
  apiUrl: string;
  /** Messages accepted, in order. */
  messages: FakeSmsMessage[];
  /** Every request, accepted or not. */
  requests: { url: string; auth: string | undefined; contentType: string | undefined }[];
  /** Makes the next N sends fail with this status (a Twilio error body). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

export async function startFakeSmsProvider(accountSid: string, authToken: string): Promise<FakeSmsProvider> {
  const messages: FakeSmsMessage[] = [];
  const requests: FakeSmsProvider['requests'] = [];
  let failures: { status: number; times: number } | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, contentType: req.headers['content-type'] });
      const url = new URL(req.url ?? '/', 'http://fake');
      if (!['GET', 'POST'].includes(req.method ?? '') || url.pathname !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
        return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (req.headers.authorization !== expectedAuth) return send(401, { code: 20003, message: 'Authenticate', status: 401 });
      // Reading the messages sent (newest first, optionally to one number), as Twilio's console
      // does: how a journey in another process reads the code a customer was texted.
      if (req.method === 'GET') {
        const to = url.searchParams.get('To');
        const listed = messages.filter((m) => !to || m.to === to).reverse();
        return send(200, { messages: listed.map((m) => ({ ...m, account_sid: accountSid })), page: 0, page_size: listed.length });
      }
      if (failures && failures.times > 0) {
        failures.times -= 1;
        return send(failures.status, { code: 20500, message: 'An internal server error has occurred', status: failures.status });
      }
      const form = new URLSearchParams(raw);
      const [to, from, body] = [form.get('To'), form.get('From'), form.get('Body')];
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') || !to || !from || !body) {
        return send(400, { code: 21604, message: "A 'To' phone number, a 'From' and a 'Body' are required.", status: 400 });
      }
      if (!/^(whatsapp:)?\+[1-9]\d{7,14}$/.test(to))
        return send(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
      const sid = `SM${randomBytes(16).toString('hex')}`;
      messages.push({ sid, to, from, body });
      send(201, { sid, account_sid: accountSid, to, from, body, status: 'queued', num_segments: '1' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    messages,
    requests,
    failNext(status, times = 1) {
      failures = { status, times };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
