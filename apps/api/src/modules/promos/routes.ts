// Admin management of promo codes over HTTP: list with usage counts, create, edit, deactivate.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, PromoCodeAnswerSchema, PromoCodesAnswerSchema, PromoCodeWriteSchema, PromoStatusBodySchema } from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import type { PromoAdmin } from './service';

export function registerPromoRoutes(app: FastifyInstance, { promos, guards }: { promos: PromoAdmin; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: guards.requirePermission('promos.manage') };

  r.get('/api/admin/promo-codes', { ...admin, schema: { response: { 200: PromoCodesAnswerSchema } } }, async () => ({ promoCodes: await promos.list() }));
  r.post('/api/admin/promo-codes', { ...admin, schema: { body: PromoCodeWriteSchema, response: { 201: PromoCodeAnswerSchema } } }, async (request, reply) =>
    reply.status(201).send({ promoCode: await promos.create(authOf(request).user, request.body) }),
  );
  r.put(
    '/api/admin/promo-codes/:id',
    { ...admin, schema: { params: IdParamsSchema, body: PromoCodeWriteSchema, response: { 200: PromoCodeAnswerSchema } } },
    async (request) => ({
      promoCode: await promos.update(authOf(request).user, request.params.id, request.body),
    }),
  );
  r.patch(
    '/api/admin/promo-codes/:id/status',
    { ...admin, schema: { params: IdParamsSchema, body: PromoStatusBodySchema, response: { 200: PromoCodeAnswerSchema } } },
    async (request) => ({ promoCode: await promos.setActive(authOf(request).user, request.params.id, request.body.isActive) }),
  );
}
