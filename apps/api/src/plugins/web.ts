// After every API route: stored uploads, then the storefront's pages (rendered on the server from
// the storefront reader) or, without the web app, the API's own 404.
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendNoRoute } from '../platform/errors';
import { serveWebApp } from '../platform/web-app';

export default fp(
  async (app) => {
    const { config } = app;
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      // Stored names are random or content-addressed and never reused, so they can be cached for a year.
      immutable: true,
      maxAge: '365d',
    });
    const webApp =
      config.serveWeb &&
      (await serveWebApp(app, {
        distDir: config.webDistDir,
        serverDistDir: config.webServerDistDir,
        reader: app.storefront,
        publicUrl: config.publicUrl,
        httpCache: config.httpCache,
      }));
    if (!webApp) app.setNotFoundHandler(sendNoRoute);
  },
  { name: 'web', dependencies: ['core', 'storefront'] },
);
