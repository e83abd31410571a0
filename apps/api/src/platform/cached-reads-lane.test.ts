// Cached catalogue answers given before the framework, on a listening server: the same status,
// headers and bytes as the framework's own answer (which app.inject reaches directly), counted in
// the metrics, and never for anything the framework must decide: a signed-in request's address, a
// request that is not a GET, an answer cleared by a catalogue write.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../test/app';
import { insertTestCatalogue } from '../test/catalogue-fixture';

let t: TestApp;
let base: string;
/** Requests that reached the framework's hooks. */
let frameworkRequests = 0;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;

beforeAll(async () => {
  t = await createTestApp({}, { beforeReady: (app) => app.addHook('onRequest', (_request, _reply, done) => (frameworkRequests++, done())) });
  fixture = await insertTestCatalogue(t.database.db);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request over the socket, the bytes as sent (fetch would decompress them). */
function send(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** The framework's own answer, reached without the socket. */
async function framework(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'GET', url: path, headers });
  return { status: res.statusCode, headers: res.headers as IncomingHttpHeaders, body: res.rawPayload };
}

/** What must match: everything but the per-request id, the date and the connection's own headers. */
function comparable({ status, headers, body }: Answer) {
  const { 'x-request-id': id, date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return { status, headers: rest, body: body.toString('base64') };
}

/** How many requests the framework saw while `work` ran. */
async function seenByFramework(work: () => Promise<unknown>): Promise<number> {
  const before = frameworkRequests;
  await work();
  return frameworkRequests - before;
}

describe('cached reads answered before the framework', () => {
  it('answers a repeated GET with the framework’s status, headers and bytes, in every encoding and as 304', async () => {
    const path = '/api/admin-public/products?limit=24';
    expect(await seenByFramework(() => send(path))).toBe(1);

    for (const encoding of ['br', 'gzip, deflate, br', 'gzip', 'identity']) {
      let answer: Answer | undefined;
      expect(await seenByFramework(async () => (answer = await send(path, { 'accept-encoding': encoding })))).toBe(0);
      expect(comparable(answer!)).toEqual(comparable(await framework(path, { 'accept-encoding': encoding })));
    }
    const plain = await send(path);
    expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
    expect(JSON.parse(plain.body.toString()).products).toHaveLength(7);

    let notModified: Answer | undefined;
    expect(await seenByFramework(async () => (notModified = await send(path, { 'if-none-match': plain.headers.etag! })))).toBe(0);
    expect(notModified!.status).toBe(304);
    expect(comparable(notModified!)).toEqual(comparable(await framework(path, { 'if-none-match': plain.headers.etag! })));
  });

  it('gives every answer its own request id and counts it in the metrics by route pattern', async () => {
    const path = `/api/admin-public/products/${fixture.products['Mogra Gajra']}`;
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/admin-public/products/:id",status="200"}';
    const count = async () => Number(/ (\d+)$/m.exec((await t.app.inject({ method: 'GET', url: '/metrics' })).body.split('\n').find((l) => l.startsWith(series)) ?? ' 0')?.[1]);
    await send(path);
    const before = await count();
    const answers = await Promise.all([send(path), send(path), send(path)]);
    expect(new Set(answers.map((a) => a.headers['x-request-id'])).size).toBe(3);
    expect(await count()).toBe(before + 3);
  });

  it('leaves to the framework an address first asked with a token, other methods, and unknown addresses', async () => {
    const admin = await loginAdmin(t);
    const signedIn = '/api/admin-public/products?limit=5';
    await send(signedIn, bearer(admin) as Record<string, string>);
    expect(await seenByFramework(() => send(signedIn))).toBe(1);

    const categories = '/api/categories';
    await send(categories);
    expect(await seenByFramework(() => send(categories, {}, 'HEAD'))).toBe(1);
    expect(await seenByFramework(() => send('/api/categories?first=1'))).toBe(1);
    expect((await send('/api/admin-public/products?limit=abc')).status).toBe(400);
    expect(await seenByFramework(() => send('/api/admin-public/products?limit=abc'))).toBe(1);
  });

  it('stops answering once a catalogue write clears the cache, and answers the new catalogue', async () => {
    const admin = await loginAdmin(t);
    const id = fixture.products['Pink Rose Box']!;
    const path = `/api/admin-public/products/${id}`;
    await send(path);
    expect(await seenByFramework(() => send(path))).toBe(0);

    const product = (await framework(path)).body.toString();
    const { product: current } = JSON.parse(product) as { product: Record<string, unknown> & { category: { _id: string } } };
    const update = await t.app.inject({
      method: 'PUT',
      url: path,
      headers: bearer(admin),
      payload: { name: current.name, description: current.description, price: 1399, category: typeof current.category === 'string' ? current.category : current.category._id, images: current.images, stock: current.stock, stockWas: current.stock, tags: current.tags, features: current.features },
    });
    expect(update.statusCode, update.body).toBe(200);

    let after: Answer | undefined;
    expect(await seenByFramework(async () => (after = await send(path)))).toBe(1);
    expect(JSON.parse(after!.body.toString()).product.price).toBe(1399);
    expect(await seenByFramework(() => send(path))).toBe(0);
  });
});
