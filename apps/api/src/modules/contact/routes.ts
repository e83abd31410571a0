// HTTP routes of the contact form (public) and its inbox (admin only).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactBodySchema,
  ContactInboxAnswerSchema,
  ContactInboxQuerySchema,
  ContactMessageAnswerSchema,
  ContactReplyBodySchema,
  ContactStatusBodySchema,
  IdParamsSchema,
  MessageAnswerSchema,
} from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import type { ContactService } from './service';

export function registerContactRoutes(app: FastifyInstance, { contact, guards }: { contact: ContactService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: guards.requirePermission('inbox.manage') };

  r.post('/api/contact', { schema: { body: ContactBodySchema, response: { 201: MessageAnswerSchema } } }, async (request, reply) =>
    reply.status(201).send(await contact.submit(request.body, request.ip)),
  );

  r.get(
    '/api/admin/contact-messages',
    { ...admin, schema: { querystring: ContactInboxQuerySchema, response: { 200: ContactInboxAnswerSchema } } },
    async (request) => contact.inbox(request.query),
  );
  r.patch(
    '/api/admin/contact-messages/:id',
    { ...admin, schema: { params: IdParamsSchema, body: ContactStatusBodySchema, response: { 200: ContactMessageAnswerSchema } } },
    async (request) => ({ message: await contact.setStatus(authOf(request).user, request.params.id, request.body.status) }),
  );
  r.post(
    '/api/admin/contact-messages/:id/reply',
    { ...admin, schema: { params: IdParamsSchema, body: ContactReplyBodySchema, response: { 200: ContactMessageAnswerSchema } } },
    async (request) => ({ message: await contact.reply(authOf(request).user, request.params.id, request.body.body) }),
  );
}
