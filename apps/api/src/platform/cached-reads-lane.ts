// Cached catalogue answers, answered before the framework. A phone opening the shop asks for the
// categories, a product list and a product; answered from the response cache through Fastify,
// each such request spent about half its time in the framework's routing, hooks and reply
// machinery rather than in writing the bytes. The cache's entries are public, and an address it
// has answered once has already been routed and validated (the cache remembers it then), so a
// repeat GET of that address needs only what every answer carries: the security headers, a
// request id, the access log line and the request metric, all given here by the same functions
// the framework's hooks use. Anything else (another method, an address not answered yet, an
// entry cleared or expired, the shop closing) goes on to the framework as before.
// cached-reads-lane.test.ts holds the two paths to the same status, headers and bytes.
import { performance } from 'node:perf_hooks';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AccessLine } from './access-log';
import type { CachedAnswer, ResponseCache } from './response-cache';

export interface CachedReadsLaneOptions {
  cache: ResponseCache;
  /** The headers every answer of this address carries (the security headers). */
  headersFor: (url: string) => OutgoingHttpHeaders;
  requestIdOf: (request: IncomingMessage) => string;
  /** The access log, as the framework's hook writes it. */
  accessLog: (line: AccessLine) => void;
  /** The request metric, as the framework's hook observes it. */
  observe: (method: string, route: string, status: number, seconds: number) => void;
}

export function answerCachedReadsFirst(app: FastifyInstance, { cache, headersFor, requestIdOf, accessLog, observe }: CachedReadsLaneOptions): void {
  let open = true;
  // The framework answers 503 while it closes; it gets those requests.
  app.addHook('preClose', (done) => {
    open = false;
    done();
  });

  // The server's listeners so far: the framework's, wrapped by the live-update socket server's.
  const listeners = app.server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  app.server.removeAllListeners('request');
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    const found = open && request.method === 'GET' ? cache.answerFor(url, header(request, 'if-none-match'), header(request, 'accept-encoding')) : null;
    if (!found) {
      for (const listener of listeners) listener.call(app.server, request, response);
      return;
    }
    const started = performance.now();
    const { answer, route } = found;
    const requestId = requestIdOf(request);
    response.writeHead(answer.status, [...headerLines(answer, headersFor(url)), 'x-request-id', requestId]);
    response.end(answer.body);
    const ms = performance.now() - started;
    accessLog({ reqId: requestId, method: 'GET', url, statusCode: answer.status, ms });
    observe('GET', route, answer.status, ms / 1000);
  });
}

/**
 * An answer's headers with the security headers, as the flat list of names and values node:http
 * takes, made once per answer: building and copying the header objects per request cost more
 * than writing the answer.
 */
const lines = new WeakMap<CachedAnswer, WeakMap<OutgoingHttpHeaders, string[]>>();
function headerLines(answer: CachedAnswer, securityHeaders: OutgoingHttpHeaders): string[] {
  let bySecurity = lines.get(answer);
  if (!bySecurity) lines.set(answer, (bySecurity = new WeakMap()));
  let made = bySecurity.get(securityHeaders);
  if (!made) {
    const headers = { ...securityHeaders, ...answer.headers, ...(answer.body ? { 'content-length': answer.body.length } : {}) };
    made = Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)]));
    bySecurity.set(securityHeaders, made);
  }
  return made;
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};
