// /sitemap.xml and /robots.txt, public. Crawlers may keep them an hour.
import type { FastifyInstance } from 'fastify';
import type { SeoService } from './service';

export function registerSeoRoutes(app: FastifyInstance, { seo }: { seo: SeoService }) {
  app.get('/sitemap.xml', async (_request, reply) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(await seo.sitemap()));
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(seo.robots()));
}
