// The API reference on the real application: /api/docs/json is OpenAPI 3 and lists every /api route
// with its answer (a route without a response schema fails here), its errors with the contract's
// codes, and who may call it, read off the route's guard; /api/docs is a browsable page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, STAFF_PERMISSIONS } from '@phoolwari/contracts';
import { createTestApp, type TestApp } from '../test/app';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: unknown }>; description?: string }>;
  security?: Record<string, string[]>[];
  'x-access'?: string;
  'x-permission'?: string;
  description?: string;
  tags?: string[];
  requestBody?: unknown;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<OpenApiDocument>();
});
afterAll(() => t.close());

/** Every /api route the app serves, as `METHOD /path/{param}`, read from Fastify's own route tree. */
function servedRoutes(): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    // Each level of the tree is four characters of indent before the branch.
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    if (!match[3] || !path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return routes;
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })));

describe('API reference', () => {
  it('is OpenAPI 3 and lists every /api route the shop serves', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const listed = operations().map((o) => o.route);
    const served = servedRoutes();
    expect(served.length).toBeGreaterThan(60);
    expect(listed.sort()).toEqual(served.sort());
  });

  it('gives every route its answer schema (204 for no content)', () => {
    const missing = operations()
      .filter(({ op }) => !Object.entries(op.responses).some(([status, r]) => status === '204' || (status.startsWith('2') && r.content)))
      .map((o) => o.route);
    expect(missing).toEqual([]);
  });

  it('says who may call each route, from its guard', () => {
    const access = Object.fromEntries(operations().map(({ route, op }) => [route, op['x-access']]));
    expect(access['GET /api/admin-public/products']).toBe('public');
    expect(access['POST /api/auth/login']).toBe('public');
    expect(access['GET /api/orders']).toBe('customer');
    expect(access['POST /api/cart/add']).toBe('optional'); // a visitor's add fills a guest cart
    expect(access['PUT /api/admin/orders/{orderId}/delivery']).toBe('staff');
    expect(access['POST /api/admin-public/products']).toBe('staff');
    expect(access['GET /api/custom-orders/{id}']).toBe('optional');
    for (const { route, op } of operations()) {
      if (op['x-access'] === 'staff' || op['x-access'] === 'customer') {
        expect(op.security, route).toEqual([{ bearer: [] }]);
        expect(op.responses['401'], route).toBeDefined();
      }
      if (op['x-access'] === 'staff') {
        // Each staff route names its permission, and the description says which roles have it.
        expect(op.responses['403'], route).toBeDefined();
        expect(Object.keys(STAFF_PERMISSIONS), route).toContain(op['x-permission']);
        expect(op.description, route).toContain(op['x-permission']);
      }
      if (op['x-access'] === 'public') expect(op.security, route).toBeUndefined();
    }
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents bodies and the error answers with the contract’s codes', () => {
    const checkout = doc.paths['/api/payment/create-order']!.post!;
    expect(checkout.requestBody).toBeDefined();
    const conflict = checkout.responses['409']!.content!['application/json']!.schema as { properties: { code: { enum: string[] } } };
    expect(conflict.properties.code.enum).toEqual([...ERROR_CODES]);
    expect(doc.paths['/api/admin/orders/{orderId}']!.get!.responses['404']).toBeDefined();
  });

  it('serves a browsable reference', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-initializer.js');
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });
});
