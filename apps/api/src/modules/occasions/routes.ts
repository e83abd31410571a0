// HTTP routes of occasions: /api/account/occasions (signed-in customers, their own only), the
// reminder's stop link (/api/occasions/stop, no sign-in: the token is the proof), and the shop's
// festival dates (/api/admin/festival-dates, settings.manage).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FestivalDateAnswerSchema,
  FestivalDatesAnswerSchema,
  FestivalDateWriteSchema,
  IdParamsSchema,
  MessageAnswerSchema,
  NoContentSchema,
  OccasionAnswerSchema,
  OccasionRepeatAnswerSchema,
  OccasionsAnswerSchema,
  OccasionStopBodySchema,
  OccasionSuggestionAnswerSchema,
  OccasionSuggestionQuerySchema,
  OccasionWriteSchema,
} from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import { requestLanguage } from '../../platform/i18n/request-language';
import { translator, wording } from '../../platform/i18n/translator';
import * as messages from './messages';
import type { OccasionService } from './service';

export function registerOccasionRoutes(app: FastifyInstance, { occasions, guards }: { occasions: OccasionService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customer = { preHandler: guards.requireUserWithMessage(wording(messages, 'loginToManage')) };
  const owner = { onRequest: guards.requirePermission('settings.manage') };

  r.get('/api/account/occasions', { ...customer, schema: { response: { 200: OccasionsAnswerSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return { occasions: await occasions.list(authOf(request).user.id) };
  });

  r.post('/api/account/occasions', { ...customer, schema: { body: OccasionWriteSchema, response: { 201: OccasionAnswerSchema } } }, async (request, reply) =>
    reply.status(201).send({ occasion: await occasions.create(authOf(request).user.id, request.body) }),
  );

  r.get(
    '/api/account/occasions/suggestion',
    { ...customer, schema: { querystring: OccasionSuggestionQuerySchema, response: { 200: OccasionSuggestionAnswerSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { suggestion: await occasions.suggestion(authOf(request).user.id, request.query.orderId) };
    },
  );

  r.put(
    '/api/account/occasions/:id',
    { ...customer, schema: { params: IdParamsSchema, body: OccasionWriteSchema, response: { 200: OccasionAnswerSchema } } },
    async (request) => ({ occasion: await occasions.update(authOf(request).user.id, request.params.id, request.body) }),
  );

  r.delete('/api/account/occasions/:id', { ...customer, schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await occasions.remove(authOf(request).user.id, request.params.id);
    return reply.status(204).send(null);
  });

  r.post(
    '/api/account/occasions/:id/repeat',
    { ...customer, schema: { params: IdParamsSchema, response: { 200: OccasionRepeatAnswerSchema } } },
    async (request) => occasions.repeat(authOf(request).user.id, request.params.id, requestLanguage(request)),
  );

  r.post('/api/occasions/stop', { schema: { body: OccasionStopBodySchema, response: { 200: MessageAnswerSchema } } }, async (request) => {
    await occasions.stop(request.body.token);
    return { message: translator(messages, requestLanguage(request))('stopped') };
  });

  r.get('/api/admin/festival-dates', { ...owner, schema: { response: { 200: FestivalDatesAnswerSchema } } }, async () => ({
    festivalDates: await occasions.festivalDates(),
  }));

  r.put('/api/admin/festival-dates', { ...owner, schema: { body: FestivalDateWriteSchema, response: { 200: FestivalDateAnswerSchema } } }, async (request) => ({
    festivalDate: await occasions.setFestivalDate(authOf(request).user, request.body),
  }));
}
