// Delivery over HTTP: the public pincode check and slot list, and the admin's areas and slots.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  DeliverySlotSchema,
  DeliverySlotWriteSchema,
  IdParamsSchema,
  PincodeCheckAnswerSchema,
  PincodeCheckQuerySchema,
  ServiceAreaSchema,
  ServiceAreaWriteSchema,
  SlotsAnswerSchema,
  SlotsQuerySchema,
} from '@phoolwari/contracts';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { deliverySlots, serviceAreas } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import { toPaise } from '../../platform/money';
import type { Guards } from '../auth/guard';
import { readShopSettings } from '../shop-settings/service';
import { checkPincode, listSlotAvailability, toServiceAreaDto, toSlotDto } from './service';

interface Deps {
  db: Db;
  guards: Guards;
  clock: Clock;
}

export function registerDeliveryRoutes(app: FastifyInstance, { db, guards, clock }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: guards.requireAdmin };

  r.get('/api/delivery/check', { schema: { querystring: PincodeCheckQuerySchema, response: { 200: PincodeCheckAnswerSchema } } }, async (request) =>
    checkPincode(db, request.query.pincode, clock(), await readShopSettings(db)),
  );
  r.get('/api/delivery/slots', { schema: { querystring: SlotsQuerySchema, response: { 200: SlotsAnswerSchema } } }, async (request) => ({
    date: request.query.date,
    slots: await listSlotAvailability(db, request.query.date, clock(), await readShopSettings(db)),
  }));

  r.get('/api/admin/delivery/areas', { ...admin, schema: { response: { 200: z.object({ areas: z.array(ServiceAreaSchema) }) } } }, async () => ({
    areas: (await db.select().from(serviceAreas).orderBy(asc(serviceAreas.prefix))).map(toServiceAreaDto),
  }));
  r.post('/api/admin/delivery/areas', { ...admin, schema: { body: ServiceAreaWriteSchema } }, async (request, reply) => {
    const { fee, ...rest } = request.body;
    const [row] = await db.insert(serviceAreas).values({ id: newId(), ...rest, feePaise: toPaise(fee) }).onConflictDoNothing().returning();
    if (!row) throw conflict('That pincode or prefix is already listed', 'AREA_EXISTS');
    return reply.status(201).send({ area: toServiceAreaDto(row) });
  });
  r.put('/api/admin/delivery/areas/:id', { ...admin, schema: { params: IdParamsSchema, body: ServiceAreaWriteSchema } }, async (request) => {
    const { fee, ...rest } = request.body;
    const [row] = await db.update(serviceAreas).set({ ...rest, feePaise: toPaise(fee) }).where(eq(serviceAreas.id, request.params.id)).returning();
    if (!row) throw notFound('Area not found');
    return { area: toServiceAreaDto(row) };
  });
  r.delete('/api/admin/delivery/areas/:id', { ...admin, schema: { params: IdParamsSchema } }, async (request, reply) => {
    const rows = await db.delete(serviceAreas).where(eq(serviceAreas.id, request.params.id)).returning({ id: serviceAreas.id });
    if (rows.length === 0) throw notFound('Area not found');
    return reply.status(204).send();
  });

  r.get('/api/admin/delivery/slots', { ...admin, schema: { response: { 200: z.object({ slots: z.array(DeliverySlotSchema) }) } } }, async () => ({
    slots: (await db.select().from(deliverySlots).orderBy(asc(deliverySlots.sortOrder))).map(toSlotDto),
  }));
  r.post('/api/admin/delivery/slots', { ...admin, schema: { body: DeliverySlotWriteSchema } }, async (request, reply) => {
    const { fee, ...rest } = request.body;
    const [row] = await db.insert(deliverySlots).values({ id: newId(), ...rest, feePaise: toPaise(fee) }).returning();
    return reply.status(201).send({ slot: toSlotDto(row!) });
  });
  r.put('/api/admin/delivery/slots/:id', { ...admin, schema: { params: IdParamsSchema, body: DeliverySlotWriteSchema } }, async (request) => {
    const { fee, ...rest } = request.body;
    const [row] = await db.update(deliverySlots).set({ ...rest, feePaise: toPaise(fee) }).where(eq(deliverySlots.id, request.params.id)).returning();
    if (!row) throw notFound('Slot not found');
    return { slot: toSlotDto(row) };
  });
}
