// HTTP routes of saved addresses: /api/account/addresses. Signed-in customers, their own only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, NoContentSchema, SavedAddressAnswerSchema, SavedAddressesAnswerSchema, SavedAddressWriteSchema } from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import { wording } from '../../platform/i18n/translator';
import * as messages from './messages';
import type { AddressService } from './service';

export function registerAddressRoutes(app: FastifyInstance, { addresses, guards }: { addresses: AddressService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customer = { preHandler: guards.requireUserWithMessage(wording(messages, 'loginToManage')) };

  r.get('/api/account/addresses', { ...customer, schema: { response: { 200: SavedAddressesAnswerSchema } } }, async (request) => ({
    addresses: await addresses.list(authOf(request).user.id),
  }));

  r.post(
    '/api/account/addresses',
    { ...customer, schema: { body: SavedAddressWriteSchema, response: { 201: SavedAddressAnswerSchema } } },
    async (request, reply) => reply.status(201).send({ address: await addresses.create(authOf(request).user.id, request.body) }),
  );

  r.put(
    '/api/account/addresses/:id',
    { ...customer, schema: { params: IdParamsSchema, body: SavedAddressWriteSchema, response: { 200: SavedAddressAnswerSchema } } },
    async (request) => ({ address: await addresses.update(authOf(request).user.id, request.params.id, request.body) }),
  );

  r.delete('/api/account/addresses/:id', { ...customer, schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await addresses.remove(authOf(request).user.id, request.params.id);
    return reply.status(204).send(null);
  });
}
