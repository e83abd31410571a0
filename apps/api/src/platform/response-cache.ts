// A cache of serialised JSON answers keyed by the request, with ETags. Catalogue reads are far more
// frequent than writes; serialising a 20 KB product list on every request costs ~5x throughput,
// and compressing it on every request costs more, so an entry keeps its brotli and gzip bytes too,
// made once when it is stored. Any catalogue write calls clear(); entries also expire, so a missed
// clear heals itself. What browsers and nginx may keep of these answers is http-cache.ts's to say.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, matchesEtag, publicAnswer } from './http-cache';

export type Encoding = 'br' | 'gzip';

/** An answer stored, with what it is sent as: made once, when stored, and reused by every request. */
interface Entry {
  etag: string;
  plain: CachedAnswer;
  /** The body compressed, for bodies worth it (over 1 KB, as the shop's compression threshold). */
  encoded: Partial<Record<Encoding, CachedAnswer>>;
  notModified: CachedAnswer;
  expiresAt: number;
}

export const COMPRESS_FROM_BYTES = 1024;
// Brotli's quality 5 compresses a product list or a page within a few percent of its best at a
// fraction of the time.
export const brotliOptions = (size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
// Negotiation results are cached per Accept-Encoding header: browsers send a handful of variants,
// and the cache starts over should odd clients send many.
const negotiated = new Map<string, string>();
const encodings = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip'],
  cache: {
    has: (header) => negotiated.has(header),
    get: (header) => negotiated.get(header),
    set(header, encoding) {
      if (negotiated.size >= 32) negotiated.clear();
      negotiated.set(header, encoding);
      return this;
    },
  },
});
/** The encoding to answer in, for the request's Accept-Encoding header; null for none. */
export const negotiateEncoding = (accepted: string | undefined): Encoding | null => (accepted ? encodings.negotiate(accepted) : null);

/** A cached answer: 200 with the (possibly compressed) body, or 304 without one. */
export interface CachedAnswer {
  readonly status: 200 | 304;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
}

export function createResponseCache({ maxEntries = 1000, ttlMs = 60_000 }: ResponseCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  // Values kept for readers in this process that need the data rather than its JSON (the server's
  // renderer of storefront pages): cleared, expired and kept out of step with the answers.
  const values = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  const clearListeners = new Set<() => unknown>();
  // False while this instance cannot hear the others' clears (Redis away): every answer is then
  // computed afresh, so a price or stock changed on another instance is never answered stale.
  let inStep = true;

  function store(key: string, value: unknown): Entry {
    const body = Buffer.from(JSON.stringify(value));
    const etag = etagOf(body);
    const validation = { etag };
    const ok = (bytes: Buffer, encoding?: Encoding): CachedAnswer => ({
      status: 200,
      headers: { ...validation, 'content-type': 'application/json; charset=utf-8', ...(encoding ? { 'content-encoding': encoding } : {}) },
      body: bytes,
    });
    const encoded =
      body.length >= COMPRESS_FROM_BYTES ? { br: ok(brotliCompressSync(body, brotliOptions(body.length)), 'br'), gzip: ok(gzipSync(body), 'gzip') } : {};
    const entry: Entry = { etag, plain: ok(body), encoded, notModified: { status: 304, headers: validation }, expiresAt: Date.now() + ttlMs };
    if (entries.size >= maxEntries) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
    return entry;
  }

  /** What to answer with an entry, negotiated: 304, or 200 with the body in the encoding asked for. */
  function answerOf(entry: Entry, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): CachedAnswer {
    if (matchesEtag(ifNoneMatch, entry.etag)) return entry.notModified;
    const encoding = negotiateEncoding(acceptEncoding);
    // Already compressed: the compression plugin, on a route that keeps it, leaves a response with a content-encoding alone.
    return (encoding && entry.encoded[encoding]) || entry.plain;
  }

  function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    const answer = answerOf(entry, request.headers['if-none-match'], request.headers['accept-encoding']);
    return reply.status(answer.status).headers(answer.headers).send(answer.body);
  }

  return {
    /**
     * Answers from the cache (or 304) when it can; otherwise computes, stores and answers. A hit is
     * answered at once and gives undefined, so the route's handler stays synchronous on the common
     * path (no promise to settle per request); a miss gives the promise of the answer.
     */
    reply(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<void> | undefined {
      const entry = inStep ? entries.get(key) : undefined;
      if (entry && entry.expiresAt >= Date.now()) {
        send(request, reply, entry);
        return undefined;
      }
      return compute().then(async (value) => {
        // A reply is a thenable that settles once its answer has gone out.
        await send(request, reply, store(key, value));
      });
    },
    /**
     * A value read once and kept as the answers are: until a catalogue write (on any instance)
     * clears the cache, or it expires; read afresh each time while out of step. The read's promise
     * is kept at once, so pages rendered together share one read, and a clear during the read drops
     * it; a failed read is not kept.
     */
    remember<T>(key: string, read: () => Promise<T>): Promise<T> {
      if (!inStep) return read();
      const kept = values.get(key);
      if (kept && kept.expiresAt >= Date.now()) return kept.value as Promise<T>;
      const value = read();
      const entry = { value, expiresAt: Date.now() + ttlMs };
      if (values.size >= maxEntries) {
        const oldest = values.keys().next().value;
        if (oldest !== undefined) values.delete(oldest);
      }
      values.set(key, entry);
      value.catch(() => {
        if (values.get(key) === entry) values.delete(key);
      });
      return value;
    },
    /**
     * Drops everything here and tells the listeners (which tell the other instances); settles once
     * they have been told, so a staff write can answer only after every instance has heard of it.
     */
    async clear(): Promise<void> {
      entries.clear();
      values.clear();
      await Promise.all([...clearListeners].map((l) => l()));
    },
    /** Drops everything here only: another instance already told the others. */
    clearLocal(): void {
      entries.clear();
      values.clear();
    },
    /**
     * Whether this cache may answer from what it holds. Off, it drops everything and computes each
     * answer; on again, it starts empty (clears sent meanwhile were not heard).
     */
    setInStep(value: boolean): void {
      if (value === inStep) return;
      inStep = value;
      entries.clear();
      values.clear();
    },
    onClear(listener: () => unknown): void {
      clearListeners.add(listener);
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * Route options of a cached read: public (the cache's entries answer every visitor alike), and
 * without compression hooks. Its answers leave the cache already negotiated and compressed
 * (bodies under COMPRESS_FROM_BYTES, as the compression plugin's threshold, go out plain either
 * way), and a GET has no body to decompress, so the compression plugin's per-request hooks would
 * only look and pass: about 3 % of a cached answer's time.
 */
export const cachedRead = { compress: false, decompress: false, ...publicAnswer } as const;

/** A stable cache key: path plus the parsed query with keys sorted, so `?a=1&b=2` ≡ `?b=2&a=1`. */
export function cacheKey(path: string, query: object = {}): string {
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${path}?${pairs.map(([k, v]) => `${k}=${String(v)}`).join('&')}`;
}
