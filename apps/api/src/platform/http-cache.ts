// What browsers and shared caches (nginx in deploy/nginx.conf.template, a CDN) may keep. A route
// says its answers are public in its config (`publicAnswer`); one hook then decides every answer's
// Cache-Control, so no handler writes its own:
// - a public answer to a visitor who is not signed in: `public, s-maxage, stale-while-revalidate`
//   (the settings), a strong ETag (a repeat read with If-None-Match gets 304 and no body) and the
//   Vary of what the answer depends on;
// - anything else without a Cache-Control of its own (cart, checkout, account, orders, admin, any
//   signed-in answer, errors): `private, no-store`. Files and pages that set their own keep it.
// An ETag names the JSON text, the same for its brotli, gzip and plain bytes: caches keep those
// apart by Vary: Accept-Encoding.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface HttpCacheRouteConfig {
  /** Answers every visitor alike: a shared cache may keep them. */
  public: true;
  /** The answer's words follow the visitor's Accept-Language. */
  byLanguage?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    httpCache?: HttpCacheRouteConfig;
  }
}

/** Route options of a public, anonymous read (catalogue, reviews, the shop's policies). */
export const publicAnswer = { config: { httpCache: { public: true } } } as const;

export const PRIVATE = 'private, no-store';

export interface HttpCacheSettings {
  sMaxAge: number;
  staleWhileRevalidate: number;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for it; `*` too). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A Vary naming what a route already said (a cookie, say) and `more`, each once. */
function varyOf(given: unknown, more: string[]): string {
  const names =
    typeof given === 'string'
      ? given
          .split(',')
          .map((n) => n.trim().toLowerCase())
          .filter(Boolean)
      : [];
  return [...new Set([...names, ...more])].join(', ');
}

/** A strong ETag for a body. */
export const etagOf = (body: string | Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Registers the hook. It must come before the compression plugin, so it sees the text it hashes;
 * answers already carrying an ETag (the response cache's, made once per entry) are not hashed again.
 */
export function registerHttpCache(app: FastifyInstance, { sMaxAge, staleWhileRevalidate }: HttpCacheSettings): void {
  const shared = `public, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.config.httpCache;
    const status = reply.statusCode;
    // Kept by a shared cache: a public route's answer (or 304) to a visitor who is not signed in.
    if (!route?.public || (status !== 200 && status !== 304) || request.headers.authorization !== undefined || request.auth !== undefined) {
      // Over a public route's own header too: a signed-in read of the catalogue is not kept.
      if (route || !reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE);
      done(null, payload);
      return;
    }
    reply.header('cache-control', shared);
    reply.header('vary', varyOf(reply.getHeader('vary'), route.byLanguage ? ['accept-encoding', 'accept-language'] : ['accept-encoding']));
    if (status === 200 && !reply.hasHeader('etag') && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const etag = etagOf(payload);
      reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304);
        done(null, '');
        return;
      }
    }
    done(null, payload);
  });
}
