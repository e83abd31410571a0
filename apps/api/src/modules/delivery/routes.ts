// Delivery over HTTP: the public pincode check and slot list, and the admin's areas and slots.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeliverySlotAnswerSchema,
  DeliverySlotsAnswerSchema,
  DeliverySlotWriteSchema,
  EarliestDeliveryAnswerSchema,
  EarliestDeliveryQuerySchema,
  IdParamsSchema,
  NoContentSchema,
  PincodeCheckAnswerSchema,
  PincodeCheckQuerySchema,
  PincodePlaceAnswerSchema,
  PincodePlaceParamsSchema,
  ServiceAreaAnswerSchema,
  ServiceAreasAnswerSchema,
  ServiceAreaWriteSchema,
  SlotsAnswerSchema,
  SlotsQuerySchema,
} from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/i18n/request-language';
import { wording } from '../../platform/i18n/translator';
import { authOf, type Guards } from '../auth';
import { readShopSettings } from '../shop-settings';
import * as messages from './messages';
import { findPincodePlace } from './pincode-place';
import { checkPincode, earliestDelivery, firstOpenDaySlots, listSlotAvailability, type DeliveryAdmin } from './service';

interface Deps {
  db: Db;
  delivery: DeliveryAdmin;
  guards: Guards;
  clock: Clock;
}

export function registerDeliveryRoutes(app: FastifyInstance, { db, delivery, guards, clock }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: guards.requirePermission('delivery.manage') };

  // The answers' sentences are in the page's language (Accept-Language): never cached, and marked
  // as varying with it for any cache on the way.
  r.get('/api/delivery/check', { schema: { querystring: PincodeCheckQuerySchema, response: { 200: PincodeCheckAnswerSchema } } }, async (request, reply) => {
    reply.header('vary', 'accept-language');
    return checkPincode(db, request.query.pincode, clock(), await readShopSettings(db), requestLanguage(request));
  });
  // Where a pincode is, to fill a new address's city and state. The table changes only with a
  // release and delivery areas seldom: a public answer, kept by caches, in the page's language.
  r.get(
    '/api/pincodes/:pincode',
    {
      config: { httpCache: { public: true, byLanguage: true } },
      schema: { params: PincodePlaceParamsSchema, response: { 200: PincodePlaceAnswerSchema } },
    },
    async (request) => {
      const { pincode } = request.params;
      const place = await findPincodePlace(db, pincode, requestLanguage(request));
      if (!place) throw notFound(wording(messages, 'unknownPincode', { pincode }));
      return place;
    },
  );
  r.get('/api/delivery/slots', { schema: { querystring: SlotsQuerySchema, response: { 200: SlotsAnswerSchema } } }, async (request, reply) => {
    reply.header('vary', 'accept-language');
    const { date } = request.query;
    const settings = await readShopSettings(db);
    return date ? { date, slots: await listSlotAvailability(db, date, clock(), settings) } : firstOpenDaySlots(db, clock(), settings, requestLanguage(request));
  });
  // The same for every visitor with this pincode, date and kind: a shared cache may keep it for the
  // shop's short public time (seconds; a cut-off can pass meanwhile, and checkout checks again), per language.
  r.get(
    '/api/delivery/earliest',
    {
      config: { httpCache: { public: true, byLanguage: true } },
      schema: { querystring: EarliestDeliveryQuerySchema, response: { 200: EarliestDeliveryAnswerSchema } },
    },
    async (request) => earliestDelivery(db, request.query, clock(), await readShopSettings(db), requestLanguage(request)),
  );

  r.get('/api/admin/delivery/areas', { ...admin, schema: { response: { 200: ServiceAreasAnswerSchema } } }, async () => ({
    areas: await delivery.listAreas(),
  }));
  r.post(
    '/api/admin/delivery/areas',
    { ...admin, schema: { body: ServiceAreaWriteSchema, response: { 201: ServiceAreaAnswerSchema } } },
    async (request, reply) => reply.status(201).send({ area: await delivery.createArea(authOf(request).user, request.body) }),
  );
  r.put(
    '/api/admin/delivery/areas/:id',
    { ...admin, schema: { params: IdParamsSchema, body: ServiceAreaWriteSchema, response: { 200: ServiceAreaAnswerSchema } } },
    async (request) => ({
      area: await delivery.updateArea(authOf(request).user, request.params.id, request.body),
    }),
  );
  r.delete('/api/admin/delivery/areas/:id', { ...admin, schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await delivery.deleteArea(authOf(request).user, request.params.id);
    return reply.status(204).send(null);
  });

  r.get('/api/admin/delivery/slots', { ...admin, schema: { response: { 200: DeliverySlotsAnswerSchema } } }, async () => ({
    slots: await delivery.listSlots(),
  }));
  r.post(
    '/api/admin/delivery/slots',
    { ...admin, schema: { body: DeliverySlotWriteSchema, response: { 201: DeliverySlotAnswerSchema } } },
    async (request, reply) => reply.status(201).send({ slot: await delivery.createSlot(authOf(request).user, request.body) }),
  );
  r.put(
    '/api/admin/delivery/slots/:id',
    { ...admin, schema: { params: IdParamsSchema, body: DeliverySlotWriteSchema, response: { 200: DeliverySlotAnswerSchema } } },
    async (request) => ({
      slot: await delivery.updateSlot(authOf(request).user, request.params.id, request.body),
    }),
  );
}
