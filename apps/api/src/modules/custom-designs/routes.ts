// Custom designs over HTTP (spec §7 Custom orders, plus GET /api/custom-orders/:id). Customers
// generate, submit, discard and list their own; anyone browses the gallery of approved designs;
// staff review, approve, reject and convert. The fixed paths are registered before /:id for the
// reader's sake (the router prefers static segments either way).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCustomOrdersQuerySchema,
  ApproveCustomOrderBodySchema,
  ConvertCustomOrderAnswerSchema,
  ConvertCustomOrderRequestSchema,
  CustomOrderAnswerSchema,
  CustomOrdersAnswerSchema,
  GalleryAnswerSchema,
  GalleryConsentBodySchema,
  GalleryQuerySchema,
  GenerateDesignBodySchema,
  IdParamsSchema,
  NoContentSchema,
  RejectCustomOrderBodySchema,
  SubmitCustomOrderRequestSchema,
} from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import { publicAnswer } from '../../platform/http-cache';
import { wording } from '../../platform/i18n/translator';
import * as messages from './messages';
import type { CustomDesignService } from './service';

const GUEST_MESSAGE = wording(messages, 'loginToCreate');

export function registerCustomDesignRoutes(app: FastifyInstance, { designs, guards }: { designs: CustomDesignService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The guard runs on request, before the body is parsed: a guest is told to sign in, whatever they sent.
  const customer = { onRequest: guards.requireUserWithMessage(GUEST_MESSAGE) };
  const admin = { onRequest: guards.requirePermission('designs.review') };

  r.post(
    '/api/custom-orders/generate',
    { ...customer, schema: { body: GenerateDesignBodySchema, response: { 201: CustomOrderAnswerSchema } } },
    async (request, reply) => reply.status(201).send({ customOrder: await designs.generate(authOf(request).user, request.body.prompt) }),
  );
  r.get('/api/custom-orders/my-orders', { ...customer, schema: { response: { 200: CustomOrdersAnswerSchema } } }, async (request) => ({
    customOrders: await designs.mine(authOf(request).user),
  }));
  r.get(
    '/api/custom-orders/approved',
    { ...publicAnswer, schema: { querystring: GalleryQuerySchema, response: { 200: GalleryAnswerSchema } } },
    async (request) => designs.gallery(request.query),
  );

  r.get(
    '/api/custom-orders/admin/pending',
    { ...admin, schema: { querystring: AdminCustomOrdersQuerySchema, response: { 200: CustomOrdersAnswerSchema } } },
    async (request) => ({
      customOrders: await designs.listForStaff(request.query.status),
    }),
  );
  r.put(
    '/api/custom-orders/admin/:id/approve',
    { ...admin, schema: { params: IdParamsSchema, body: ApproveCustomOrderBodySchema, response: { 200: CustomOrderAnswerSchema } } },
    async (request) => ({ customOrder: await designs.approve(authOf(request).user, request.params.id, request.body) }),
  );
  r.put(
    '/api/custom-orders/admin/:id/reject',
    { ...admin, schema: { params: IdParamsSchema, body: RejectCustomOrderBodySchema, response: { 200: CustomOrderAnswerSchema } } },
    async (request) => ({ customOrder: await designs.reject(authOf(request).user, request.params.id, request.body) }),
  );
  r.post(
    '/api/custom-orders/admin/:id/convert-to-product',
    { ...admin, schema: { params: IdParamsSchema, body: ConvertCustomOrderRequestSchema, response: { 200: ConvertCustomOrderAnswerSchema } } },
    async (request) => designs.convert(authOf(request).user, request.params.id, request.body),
  );

  r.get(
    '/api/custom-orders/:id',
    { onRequest: guards.identifyUser, schema: { params: IdParamsSchema, response: { 200: CustomOrderAnswerSchema } } },
    async (request) => ({
      customOrder: await designs.get(request.auth?.user, request.params.id),
    }),
  );
  r.post(
    '/api/custom-orders/:id/submit',
    { ...customer, schema: { params: IdParamsSchema, body: SubmitCustomOrderRequestSchema, response: { 200: CustomOrderAnswerSchema } } },
    async (request) => ({ customOrder: await designs.submit(authOf(request).user, request.params.id, request.body) }),
  );
  r.put(
    '/api/custom-orders/:id/gallery-consent',
    { ...customer, schema: { params: IdParamsSchema, body: GalleryConsentBodySchema, response: { 200: CustomOrderAnswerSchema } } },
    async (request) => ({ customOrder: await designs.setGalleryConsent(authOf(request).user, request.params.id, request.body) }),
  );
  r.delete('/api/custom-orders/:id', { ...customer, schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await designs.discard(authOf(request).user, request.params.id);
    return reply.status(204).send(null);
  });
}
