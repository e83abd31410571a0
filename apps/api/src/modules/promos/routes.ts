// Admin management of promo codes: list with usage counts, create, edit, deactivate.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { IdParamsSchema, PromoCodeSchema, PromoCodeWriteSchema } from '@phoolwari/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { promoCodes } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { toPaise } from '../../platform/money';
import type { Guards } from '../auth/guard';
import { toPromoDto } from './service';

type PromoInput = z.output<typeof PromoCodeWriteSchema>;

function toValues(input: PromoInput) {
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    value: input.kind === 'flat' ? toPaise(input.value) : Math.round(input.value),
    minOrderPaise: toPaise(input.minOrder),
    maxDiscountPaise: input.maxDiscount === null ? null : toPaise(input.maxDiscount),
    validFrom: input.validFrom ? new Date(input.validFrom) : null,
    validTo: input.validTo ? new Date(input.validTo) : null,
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    isActive: input.isActive,
  };
}

const PromoAnswer = z.object({ promoCode: PromoCodeSchema });

export function registerPromoRoutes(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: guards.requireAdmin };

  r.get('/api/admin/promo-codes', { ...admin, schema: { response: { 200: z.object({ promoCodes: z.array(PromoCodeSchema) }) } } }, async () => ({
    promoCodes: (await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt))).map(toPromoDto),
  }));
  r.post('/api/admin/promo-codes', { ...admin, schema: { body: PromoCodeWriteSchema, response: { 201: PromoAnswer } } }, async (request, reply) => {
    const [row] = await db.insert(promoCodes).values({ id: newId(), ...toValues(request.body) }).onConflictDoNothing({ target: promoCodes.code }).returning();
    if (!row) throw conflict('A promo code with this name already exists', 'PROMO_EXISTS');
    return reply.status(201).send({ promoCode: toPromoDto(row) });
  });
  r.put('/api/admin/promo-codes/:id', { ...admin, schema: { params: IdParamsSchema, body: PromoCodeWriteSchema, response: { 200: PromoAnswer } } }, async (request) => {
    const clash = await db.query.promoCodes.findFirst({ where: eq(promoCodes.code, request.body.code) });
    if (clash && clash.id !== request.params.id) throw conflict('A promo code with this name already exists', 'PROMO_EXISTS');
    const [row] = await db.update(promoCodes).set({ ...toValues(request.body), updatedAt: new Date() }).where(eq(promoCodes.id, request.params.id)).returning();
    if (!row) throw notFound('Promo code not found');
    return { promoCode: toPromoDto(row) };
  });
  r.patch(
    '/api/admin/promo-codes/:id/status',
    { ...admin, schema: { params: IdParamsSchema, body: z.object({ isActive: z.boolean() }), response: { 200: PromoAnswer } } },
    async (request) => {
      const [row] = await db.update(promoCodes).set({ isActive: request.body.isActive, updatedAt: new Date() }).where(eq(promoCodes.id, request.params.id)).returning();
      if (!row) throw notFound('Promo code not found');
      return { promoCode: toPromoDto(row) };
    },
  );
}
