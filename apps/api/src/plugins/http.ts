// How every request is handled before any module sees it: ids and the access log, validation, errors,
// the security headers, HTTP caching, compression, CORS and the API reference (which collects the
// routes registered after it).
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerApiDocs } from '../platform/api-docs';
import { registerErrorHandling } from '../platform/errors';
import { drainBeforeClosing } from '../platform/graceful-drain';
import { registerHttpCache } from '../platform/http-cache';
import { refuseControlCharacters } from '../platform/input-guard';
import { registerSecurityHeaders } from '../platform/security-headers';

export default fp(
  async (app) => {
    const { config, storage } = app;
    // First of the close steps: requests in flight finish before anything they use is closed.
    drainBeforeClosing(app, { timeoutMs: Math.floor(config.shutdownGraceMs / 2), log: app.log });
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
      done();
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    refuseControlCharacters(app);

    registerSecurityHeaders(app, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Images stored in a bucket are served from its own origin.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...publicOrigins(storage.publicBaseUrl)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Razorpay's checkout.js and its payment window, only when the shop takes real payments. A
          // rendered page adds its own inline scripts by their hashes (platform/web-app.ts).
          scriptSrc: ["'self'", ...(config.payments.provider === 'razorpay' ? ['https://checkout.razorpay.com'] : [])],
          frameSrc: config.payments.provider === 'razorpay' ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : ["'none'"],
          connectSrc: ["'self'", ...(config.payments.provider === 'razorpay' ? ['https://lumberjack.razorpay.com'] : [])],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // Before compression: it hashes the text of public answers for their ETags.
    registerHttpCache(app, config.httpCache);
    // Text answers over 1 KB go out with brotli or gzip as the browser asks. The built web app's
    // files were compressed at build time and the cached catalogue keeps its compressed bytes; both
    // arrive here with a content-encoding already, which this leaves alone.
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    // Closed unless CORS_ORIGINS lists the origins of a separately hosted front end: without the
    // plugin no answer carries CORS headers, so browsers keep other sites out (and no request pays
    // for a hook that would only say no).
    if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins, credentials: false });

    // Before the routes: the reference collects them as they are registered.
    await registerApiDocs(app);
  },
  { name: 'http', dependencies: ['core'] },
);

/** The origin of an absolute public base URL (a bucket), for the CSP; none for same-origin paths. */
function publicOrigins(baseUrl: string): string[] {
  return /^https?:\/\//.test(baseUrl) ? [new URL(baseUrl).origin] : [];
}
