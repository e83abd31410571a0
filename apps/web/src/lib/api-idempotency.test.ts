// The client's writes that must not be done twice carry an Idempotency-Key; trying one again after
// it got no answer (a 502 from a load balancer, a lost connection) sends the same key, and the next
// tap after an answer is a new request with a new key.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api';

afterEach(() => vi.unstubAllGlobals());

function answering(statuses: number[]) {
  const keys: (string | undefined)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      const status = statuses.shift() ?? 200;
      if (status === 0) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(status < 400 ? { cart: {} } : { message: 'Bad gateway', errors: [] }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return keys;
}

const add = () => apiRequest('/cart/add', { method: 'POST', body: { productId: 'a'.repeat(24), quantity: 1 }, idempotent: true });

describe('a write sent again', () => {
  it('keeps its key while it gets no answer, and takes a new one for the next tap', async () => {
    const keys = answering([502, 0, 200, 200]);
    await expect(add()).rejects.toMatchObject({ statusCode: 502 });
    await expect(add()).rejects.toMatchObject({ statusCode: 0 });
    await add();
    await add();
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('sends no key with other requests', async () => {
    const keys = answering([200]);
    await apiRequest('/cart', {});
    expect(keys).toEqual([undefined]);
  });
});
