// HTTP routes of the catalogue. Reads are public (browsers and nginx may keep them a while, see
// platform/http-cache.ts) and answered from the response cache; writes under /api/admin-public
// need an admin token and clear the cache.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddOnsAnswerSchema,
  AdminProductListAnswerSchema,
  AdminProductListQuerySchema,
  CategoriesAnswerSchema,
  CategoryAnswerSchema,
  CategoryStatusBodySchema,
  CategoryWriteSchema,
  IdParamsSchema,
  NoContentSchema,
  ProductAnswerSchema,
  ProductKeyParamsSchema,
  ProductListAnswerSchema,
  ProductListQuerySchema,
  ProductUpdateSchema,
  ProductWriteSchema,
} from '@phoolwari/contracts';
import { cachedRead, cacheKey, type ResponseCache } from '../../platform/response-cache';
import { authOf, type Guards } from '../auth';
import type { CatalogService } from './service';

interface Deps {
  catalog: CatalogService;
  guards: Guards;
  cache: ResponseCache;
}

export function registerCatalogRoutes(app: FastifyInstance, { catalog, guards, cache }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: guards.requirePermission('catalog.edit') };

  // Public reads, answered with the cache's serialised bytes (the schemas document them). The
  // handlers are not async: a cache hit is answered synchronously.
  const categoriesAnswer = { ...cachedRead, schema: { response: { 200: CategoriesAnswerSchema } } };
  const categories = async () => ({ categories: await catalog.listCategories() });
  r.get('/api/categories', categoriesAnswer, (request, reply) => cache.reply(request, reply, cacheKey('/categories'), categories));
  r.get('/api/admin-public/categories', categoriesAnswer, (request, reply) => cache.reply(request, reply, cacheKey('/categories'), categories));
  r.get('/api/admin-public/categories/:id', { ...cachedRead, schema: { params: IdParamsSchema, response: { 200: CategoryAnswerSchema } } }, (request, reply) =>
    cache.reply(request, reply, cacheKey(`/categories/${request.params.id}`), async () => ({
      category: await catalog.getCategory(request.params.id),
    })),
  );
  r.get(
    '/api/admin-public/products',
    { ...cachedRead, schema: { querystring: ProductListQuerySchema, response: { 200: ProductListAnswerSchema } } },
    (request, reply) => cache.reply(request, reply, cacheKey('/products', request.query), () => catalog.listProducts(request.query)),
  );
  // A product by its id or by its address word (the storefront's /product/red-rose-bouquet-12-stems).
  r.get(
    '/api/admin-public/products/:id',
    { ...cachedRead, schema: { params: ProductKeyParamsSchema, response: { 200: ProductAnswerSchema } } },
    (request, reply) =>
      cache.reply(request, reply, cacheKey(`/products/${request.params.id}`), async () => ({
        product: await catalog.getProduct(request.params.id),
      })),
  );

  r.get(
    '/api/products/add-ons',
    {
      ...cachedRead,
      schema: {
        description: 'Add-ons in stock (a greeting card, chocolates, a vase), cheapest first: what the product page and the cart offer beside bouquets.',
        response: { 200: AddOnsAnswerSchema },
      },
    },
    (request, reply) => cache.reply(request, reply, cacheKey('/products/add-ons'), async () => ({ products: await catalog.listAddOns() })),
  );

  // Admin reads: everything, inactive categories' products included, never cached (they are not
  // public: an edit must show at once, and these answers must not sit in a shared cache).
  r.get('/api/admin/categories', { ...admin, schema: { response: { 200: CategoriesAnswerSchema } } }, async () => ({
    categories: await catalog.listCategories({ includeInactive: true }),
  }));
  r.get(
    '/api/admin/products',
    { ...admin, schema: { querystring: AdminProductListQuerySchema, response: { 200: AdminProductListAnswerSchema } } },
    async (request) => catalog.listProducts(request.query, { includeInactive: true }),
  );
  r.get('/api/admin/products/:id', { ...admin, schema: { params: IdParamsSchema, response: { 200: ProductAnswerSchema } } }, async (request) => ({
    product: await catalog.getProduct(request.params.id, { includeInactive: true }),
  }));

  // Admin writes (the service clears the response cache after each).
  r.post('/api/admin-public/products', { ...admin, schema: { body: ProductWriteSchema, response: { 201: ProductAnswerSchema } } }, async (request, reply) =>
    reply.status(201).send({ product: await catalog.createProduct(authOf(request).user, request.body) }),
  );
  r.put(
    '/api/admin-public/products/:id',
    { ...admin, schema: { params: IdParamsSchema, body: ProductUpdateSchema, response: { 200: ProductAnswerSchema } } },
    async (request) => ({ product: await catalog.updateProduct(authOf(request).user, request.params.id, request.body) }),
  );
  r.delete('/api/admin-public/products/:id', { ...admin, schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await catalog.deleteProduct(authOf(request).user, request.params.id);
    return reply.status(204).send(null);
  });

  r.post('/api/admin-public/categories', { ...admin, schema: { body: CategoryWriteSchema, response: { 201: CategoryAnswerSchema } } }, async (request, reply) =>
    reply.status(201).send({ category: await catalog.createCategory(authOf(request).user, request.body) }),
  );
  r.put(
    '/api/admin-public/categories/:id',
    { ...admin, schema: { params: IdParamsSchema, body: CategoryWriteSchema, response: { 200: CategoryAnswerSchema } } },
    async (request) => ({ category: await catalog.updateCategory(authOf(request).user, request.params.id, request.body) }),
  );
  r.patch(
    '/api/admin-public/categories/:id/status',
    { ...admin, schema: { params: IdParamsSchema, body: CategoryStatusBodySchema, response: { 200: CategoryAnswerSchema } } },
    async (request) => ({ category: await catalog.setCategoryActive(authOf(request).user, request.params.id, request.body.isActive) }),
  );
  r.delete('/api/admin-public/categories/:id', { ...admin, schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await catalog.deleteCategory(authOf(request).user, request.params.id);
    return reply.status(204).send(null);
  });
}
