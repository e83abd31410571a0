// Security headers on every answer, from helmet. They are the same for every request (no nonces),
// so helmet runs once at start-up against a stand-in response and each answer gets the resulting
// headers in one call. Running helmet's middleware per request (as its Fastify plugin does, which
// also re-parses the Content-Security-Policy every time) cost a cached catalogue answer about a
// third of its time.
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The headers helmet sets with these options. */
export function securityHeaders(options: HelmetOptions): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What a script, stylesheet or picture needs of them: the rest (the Content-Security-Policy, frame
 * and referrer rules) governs documents, and on a phone's first visit, repeated on each of a page's
 * files, it would add about 1 KB of headers per file.
 */
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
/** Content-hashed build files and stored pictures: never documents. */
const SUBRESOURCE_PATHS = /^\/(assets|uploads)\//;

/** Sets the headers on every answer. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  const subresourceHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)));
  const headersFor = (url: string) => (SUBRESOURCE_PATHS.test(url) ? subresourceHeaders : headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
}
