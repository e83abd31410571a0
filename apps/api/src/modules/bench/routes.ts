// The florist's bench over HTTP: GET /api/staff/bench, POST /api/staff/bench/:orderId/prepared
// and POST /api/staff/bench/:orderId/substitution (multipart, one photo each). Staff with `bench.use` only; the permission is checked on request,
// before a byte of the photo is read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BenchAnswerSchema,
  BenchOrderAnswerSchema,
  BenchQuerySchema,
  OrderIdParamsSchema,
  PREPARED_PHOTO_FIELD,
  SUBSTITUTION_PHOTO_FIELD,
} from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import { imageFilesOf, registerImageMultipart } from '../uploads';
import type { Bench } from './service';

export async function registerBenchRoutes(app: FastifyInstance, { bench, guards }: { bench: Bench; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/staff/bench',
    {
      onRequest: guards.requirePermission('bench.use'),
      schema: {
        description: "The shop day's orders to prepare (default today), by slot. No customer contact details.",
        querystring: BenchQuerySchema,
        response: { 200: BenchAnswerSchema },
      },
    },
    async (request) => bench.list(request.query.date),
  );
  await app.register(async (scope) => {
    await registerImageMultipart(scope, { maxFiles: 1 });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/staff/bench/:orderId/prepared',
      {
        onRequest: guards.requirePermission('bench.use'),
        schema: {
          description: `Marks an order prepared with a photo of the arrangement (multipart, one image in \`${PREPARED_PHOTO_FIELD}\`); a confirmed order starts preparing and the customer is mailed the photo. 409 \`INVALID_STATE\` when it is unpaid, cancelled or already sent out.`,
          params: OrderIdParamsSchema,
          response: { 200: BenchOrderAnswerSchema },
        },
      },
      async (request) => ({
        order: await bench.markPrepared(authOf(request).user, request.params.orderId, imageFilesOf(request, { field: PREPARED_PHOTO_FIELD, maxFiles: 1 })),
      }),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/staff/bench/:orderId/substitution',
      {
        onRequest: guards.requirePermission('bench.use'),
        schema: {
          description: `Records a substitution (multipart: one image in \`${SUBSTITUTION_PHOTO_FIELD}\`, fields \`replaced\`, \`replacement\`, \`reason\` optional); the customer is told at once by mail and phone message in their language with the photo. 400 for missing words; 409 \`INVALID_STATE\` once the order has left the workshop.`,
          params: OrderIdParamsSchema,
          response: { 200: BenchOrderAnswerSchema },
        },
      },
      async (request) => {
        const fields: Record<string, string> = {};
        return {
          order: await bench.recordSubstitution(
            authOf(request).user,
            request.params.orderId,
            imageFilesOf(request, { field: SUBSTITUTION_PHOTO_FIELD, maxFiles: 1, fields }),
            fields,
          ),
        };
      },
    );
  });
}
