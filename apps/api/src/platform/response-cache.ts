// A cache of serialised JSON answers keyed by the request, with ETags. Catalogue reads are far more
// frequent than writes; serialising a 20 KB product list on every request costs ~5x throughput.
// Any catalogue write calls clear(); entries also expire, so a missed clear heals itself.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
}

export function createResponseCache({ maxEntries = 1000, ttlMs = 60_000 }: ResponseCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  const clearListeners = new Set<() => void>();

  function store(key: string, value: unknown): Entry {
    const body = JSON.stringify(value);
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, expiresAt: Date.now() + ttlMs };
    if (entries.size >= maxEntries) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
    return entry;
  }

  return {
    /** Answers from the cache (or 304) when it can; otherwise computes, stores and answers. */
    async reply(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<FastifyReply> {
      let entry = entries.get(key);
      if (!entry || entry.expiresAt < Date.now()) entry = store(key, await compute());
      reply.header('etag', entry.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
    /** Drops everything here and tells the listeners (which tell the other instances). */
    clear(): void {
      entries.clear();
      clearListeners.forEach((l) => l());
    },
    /** Drops everything here only: another instance already told the others. */
    clearLocal(): void {
      entries.clear();
    },
    onClear(listener: () => void): void {
      clearListeners.add(listener);
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

/** A stable cache key: path plus the parsed query with keys sorted, so `?a=1&b=2` ≡ `?b=2&a=1`. */
export function cacheKey(path: string, query: object = {}): string {
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${path}?${pairs.map(([k, v]) => `${k}=${String(v)}`).join('&')}`;
}
