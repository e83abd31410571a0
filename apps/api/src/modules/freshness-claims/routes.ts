// The freshness promise over HTTP: a customer's reports under their order (multipart: the photo in
// `photo`, the reason and details as fields), and the desk's list and answers (staff with
// claims.answer; a refund answer also needs refunds.create).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLAIM_PHOTO_FIELD,
  ClaimAnswerBodySchema,
  ClaimAnswerSchema,
  ClaimIdParamsSchema,
  DeskClaimsAnswerSchema,
  DeskClaimsQuerySchema,
  OrderClaimsAnswerSchema,
  IdParamsSchema,
} from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import { imageFilesOf, registerImageMultipart } from '../uploads';
import type { FreshnessClaims } from './service';

export async function registerFreshnessClaimRoutes(app: FastifyInstance, { claims, guards }: { claims: FreshnessClaims; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/orders/:id/freshness-claims',
    // `:id`, as every other route under /api/orders/ names the order (one router node, one name).
    { onRequest: guards.requireUser, schema: { params: IdParamsSchema, response: { 200: OrderClaimsAnswerSchema } } },
    async (request) => claims.forCustomer(authOf(request).user, request.params.id),
  );
  // The parser lives only in this route's scope; the sign-in check runs before a byte of the body is read.
  await app.register(async (scope) => {
    await registerImageMultipart(scope, { maxFiles: 1 });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/orders/:id/freshness-claims',
      {
        onRequest: guards.requireUser,
        schema: {
          description:
            'Reports a problem with a delivered order within the shop’s freshness window: multipart/form-data with one image in `photo`, `reason` (wilted, wrong_item, damaged, late, other) and `details`. 409 `CLAIM_WINDOW_CLOSED` after the window, `CLAIM_ALREADY_OPEN` while one awaits an answer, `NOT_DELIVERED` before delivery; 400 `INVALID_IMAGE` for a file that is not a picture.',
          params: IdParamsSchema,
          response: { 201: ClaimAnswerSchema },
        },
      },
      async (request, reply) => {
        const fields: Record<string, string> = {};
        const claim = await claims.report(
          authOf(request).user,
          request.params.id,
          imageFilesOf(request, { field: CLAIM_PHOTO_FIELD, maxFiles: 1, fields }),
          fields,
        );
        return reply.code(201).send({ claim });
      },
    );
  });
  r.get(
    '/api/admin/freshness-claims',
    { onRequest: guards.requirePermission('claims.answer'), schema: { querystring: DeskClaimsQuerySchema, response: { 200: DeskClaimsAnswerSchema } } },
    async (request) => ({ claims: await claims.forDesk(request.query.status) }),
  );
  r.post(
    '/api/admin/freshness-claims/:claimId/answer',
    {
      onRequest: guards.requirePermission('claims.answer'),
      schema: {
        description:
          'Answers an open report once: `replacement` (a free order of the same items in the chosen slot: 409 `SLOT_FULL`), `refund` (through the gateway, at most what is left of the payment: 409 `REFUND_EXCEEDS_PAYMENT`; needs refunds.create) or `reply`. The customer is told by mail and phone in their language. The same answer again answers the report as it stands; another is 409 `CLAIM_ALREADY_ANSWERED`.',
        params: ClaimIdParamsSchema,
        body: ClaimAnswerBodySchema,
        response: { 200: ClaimAnswerSchema },
      },
    },
    async (request) => ({ claim: await claims.answer(authOf(request).user, request.params.claimId, request.body) }),
  );
}
