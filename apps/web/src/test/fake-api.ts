// A fake of the API for component tests: global fetch answers from a table of
// "METHOD /api/path" handlers, records every call, and fails the test on any request the table
// does not know (like MSW's onUnhandledRequest: 'error'), so a test cannot pass on a silent 404.
import { expect, onTestFinished, vi } from 'vitest';
import type { User } from '@phoolwari/contracts';

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
}
export type FakeAnswer = { status?: number; body?: unknown };
export type FakeRoutes = Record<string, (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>>;

export function fakeApi(routes: FakeRoutes) {
  const calls: FakeRequest[] = [];
  const unhandled: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const request: FakeRequest = { method, path: url.pathname, url, body, headers: new Headers(init?.headers) };
      calls.push(request);
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) {
        unhandled.push(`${method} ${url.pathname}`);
        return new Response(JSON.stringify({ message: 'Not stubbed', errors: [] }), { status: 599 });
      }
      const answer = await handler(request);
      const status = answer.status ?? 200;
      return status === 204
        ? new Response(null, { status })
        : new Response(JSON.stringify(answer.body ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
    expect(unhandled, 'requests the test did not expect').toEqual([]);
  });
  return {
    calls,
    /** The calls to one "METHOD /api/path". */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** No add-ons to offer: for pages that show the add-on row (product page, cart) in tests about something else. */
export const NO_ADD_ONS: FakeRoutes = {
  'GET /api/products/add-ons': () => ({ body: { products: [] } }),
  // The cart's delivery promise names the shop's delivery areas.
  'GET /api/shop/policies': () => ({
    body: { policies: { paymentMethods: ['UPI'], cashOnDelivery: false, selfCancellationMinutes: 30, deliveryZones: ['Bengaluru City'], freshnessHours: 24 } },
  }),
};

export const CUSTOMER = {
  _id: '0000000000000000000000c1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer',
  language: 'en',
  createdAt: '2025-01-01T00:00:00.000Z',
} satisfies User;

export const ADMIN: User = { ...CUSTOMER, _id: '0000000000000000000000a1', name: 'Meera Admin', email: 'admin@example.com', role: 'owner' };

/** Leaves a session in storage, as a login would. */
export function storeSession(user: User, token = 'stored-token'): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

export const unauthorized = (message = 'Your session has expired. Please login again.'): FakeAnswer => ({
  status: 401,
  body: { message, code: 'UNAUTHORIZED', errors: [] },
});
