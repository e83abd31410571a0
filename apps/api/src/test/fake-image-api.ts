// A local stand-in for an OpenAI-compatible images API, on 127.0.0.1 and a free port. Each POST
// /images/generations takes the next scripted behaviour (then repeats the last one): a base64
// answer, a URL answer (the fake serves that picture too), an HTTP error, a safety refusal,
// bytes that are no image, or no answer at all. It records what it was sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type FakeBehaviour =
  | { kind: 'b64' }
  | { kind: 'url' }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'refuse'; code?: string }
  | { kind: 'garbage' }
  | { kind: 'hang' };

export interface FakeImageApi {
  baseUrl: string;
  /** The picture the fake hands out (a PNG). */
  png: Buffer;
  /** What each generation request carried. */
  requests: Array<{ body: Record<string, unknown>; authorization: string | undefined }>;
  /** The behaviours for the next requests, in order; the last one repeats. */
  script(...behaviours: FakeBehaviour[]): void;
  close(): Promise<void>;
}

export async function startFakeImageApi(): Promise<FakeImageApi> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e75480' } })
    .png()
    .toBuffer();
  let queue: FakeBehaviour[] = [{ kind: 'b64' }];
  const requests: FakeImageApi['requests'] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  };

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/files/design.png') {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
        return;
      }
      if (req.method !== 'POST' || req.url !== '/images/generations') return send(res, 404, { error: { message: 'not found' } });
      requests.push({ body: await readBody(req), authorization: req.headers.authorization });
      const behaviour = (queue.length > 1 ? queue.shift() : queue[0]) ?? { kind: 'b64' };
      switch (behaviour.kind) {
        case 'b64':
          return send(res, 200, { created: 1, data: [{ b64_json: png.toString('base64') }] });
        case 'url':
          return send(res, 200, { created: 1, data: [{ url: `${baseUrl}/files/design.png` }] });
        case 'status':
          return send(res, behaviour.status, behaviour.body ?? { error: { message: 'The server had an error', type: 'server_error' } });
        case 'refuse':
          return send(res, 400, {
            error: {
              message: 'Your request was rejected as a result of our safety system.',
              type: 'image_generation_user_error',
              code: behaviour.code ?? 'moderation_blocked',
            },
          });
        case 'garbage':
          return send(res, 200, { created: 1, data: [{ b64_json: Buffer.from('this is not a picture of flowers').toString('base64') }] });
        case 'hang':
          return; // never answers; close() drops the socket
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    png,
    requests,
    script(...behaviours) {
      queue = behaviours.length ? behaviours : [{ kind: 'b64' }];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A base URL on which nothing listens: connections are refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
