// /sitemap.xml and /robots.txt, public (crawlers may keep them an hour); and the JPEG previews that
// shared links show (og:image), cached by browsers and link previewers for a day.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@phoolwari/contracts';
import type { CatalogService } from '../catalog';
import type { CustomDesignService } from '../custom-designs';
import type { SeoService } from './service';
import type { ShareImages } from './share-images';

interface Deps {
  seo: SeoService;
  shareImages: ShareImages;
  catalog: CatalogService;
  designs: CustomDesignService;
}

/** How many popular products make the shop's own preview. */
const SHOP_PREVIEW_PRODUCTS = 3;

export function registerSeoRoutes(app: FastifyInstance, { seo, shareImages, catalog, designs }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await seo.sitemap()),
  );
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(seo.robots()));

  // A placeholder (the pictures could not be drawn) is kept briefly, so a fixed picture shows soon.
  const sendJpeg = async (reply: FastifyReply, urls: string[]) => {
    const { jpeg, placeholder } = await shareImages.preview(urls, (error) => reply.log.warn({ err: error, urls }, 'share preview could not be drawn'));
    return reply
      .type('image/jpeg')
      .header('cache-control', placeholder ? 'public, max-age=300' : 'public, max-age=86400')
      .send(jpeg);
  };
  app.get('/share/shop.jpg', async (_request, reply) => {
    const { products } = await catalog.listProducts({ sort: 'popularity', page: 1, limit: SHOP_PREVIEW_PRODUCTS });
    return sendJpeg(
      reply,
      products.flatMap((p) => p.images.slice(0, 1)),
    );
  });
  r.get('/share/products/:id.jpg', { schema: { params: IdParamsSchema } }, async (request, reply) =>
    sendJpeg(reply, (await catalog.getProduct(request.params.id)).images.slice(0, 1)),
  );
  r.get('/share/designs/:id.jpg', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const design = await designs.get(undefined, request.params.id);
    return sendJpeg(reply, design.generatedImage ? [design.generatedImage] : []);
  });
}
