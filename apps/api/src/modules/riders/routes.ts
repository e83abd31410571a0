// Riders over HTTP. The desk (`orders.assign`): GET /api/admin/riders, PUT
// /api/admin/orders/:orderId/rider, POST /api/admin/deliveries/assign-slot. The rider
// (`deliveries.ride`): GET /api/staff/my-deliveries and, on their own orders only (404 otherwise),
// POST …/:orderId/out, …/delivered (multipart: photo and receivedBy) and …/failed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminOrderAnswerSchema,
  AssignRiderBodySchema,
  AssignSlotAnswerSchema,
  AssignSlotBodySchema,
  DELIVERY_PHOTO_FIELD,
  DeliveryFailedBodySchema,
  MyDeliveriesAnswerSchema,
  MyDeliveriesQuerySchema,
  MyDeliveryAnswerSchema,
  OrderIdParamsSchema,
  OutForDeliveryBodySchema,
  RECEIVED_BY_FIELD,
  RidersAnswerSchema,
} from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import type { OrderDesk } from '../order-desk';
import { imageFilesOf, registerImageMultipart } from '../uploads';
import type { Riders } from './service';

export async function registerRiderRoutes(app: FastifyInstance, { riders, desk, guards }: { riders: Riders; desk: OrderDesk; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const assigns = { onRequest: guards.requirePermission('orders.assign') };
  const rides = { onRequest: guards.requirePermission('deliveries.ride') };

  r.get(
    '/api/admin/riders',
    { ...assigns, schema: { description: 'Active riders with their number of deliveries today.', response: { 200: RidersAnswerSchema } } },
    async () => riders.listRiders(),
  );
  r.put(
    '/api/admin/orders/:orderId/rider',
    {
      ...assigns,
      schema: {
        description: 'Gives the order to a rider, or takes it back (`riderId: null`). 409 `NOT_A_RIDER` for an account that is not an active rider.',
        params: OrderIdParamsSchema,
        body: AssignRiderBodySchema,
        response: { 200: AdminOrderAnswerSchema },
      },
    },
    async (request) => {
      await riders.assign(authOf(request).user, request.params.orderId, request.body.riderId);
      return desk.get(request.params.orderId);
    },
  );
  r.post(
    '/api/admin/deliveries/assign-slot',
    {
      ...assigns,
      schema: {
        description: 'Gives every order of the slot that has no rider yet (confirmed or being prepared) to the rider.',
        body: AssignSlotBodySchema,
        response: { 200: AssignSlotAnswerSchema },
      },
    },
    async (request) => ({ assigned: await riders.assignSlot(authOf(request).user, request.body) }),
  );

  r.get(
    '/api/staff/my-deliveries',
    {
      ...rides,
      schema: {
        description: "The signed-in rider's deliveries of a day (default today), in slot order.",
        querystring: MyDeliveriesQuerySchema,
        response: { 200: MyDeliveriesAnswerSchema },
      },
    },
    async (request) => riders.myDeliveries(authOf(request).user, request.query.date),
  );
  r.post(
    '/api/staff/my-deliveries/:orderId/out',
    {
      ...rides,
      // A rider taking out a ready order sends no body at all: it stands for `{}`.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        description: 'Out for delivery. An order the florist has not marked ready needs a `reason` (409 `NOT_READY` without one), and the desk is told.',
        params: OrderIdParamsSchema,
        body: OutForDeliveryBodySchema,
        response: { 200: MyDeliveryAnswerSchema },
      },
    },
    async (request) => ({
      delivery: await riders.out(authOf(request).user, request.params.orderId, request.body.reason),
    }),
  );
  r.post(
    '/api/staff/my-deliveries/:orderId/failed',
    { ...rides, schema: { params: OrderIdParamsSchema, body: DeliveryFailedBodySchema, response: { 200: MyDeliveryAnswerSchema } } },
    async (request) => ({
      delivery: await riders.failed(authOf(request).user, request.params.orderId, request.body.reason),
    }),
  );
  await app.register(async (scope) => {
    await registerImageMultipart(scope, { maxFiles: 1 });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/staff/my-deliveries/:orderId/delivered',
      {
        onRequest: guards.requirePermission('deliveries.ride'),
        schema: {
          description: `Delivered: multipart with one image in \`${DELIVERY_PHOTO_FIELD}\` and \`${RECEIVED_BY_FIELD}\`. A cash order's cash is recorded as collected.`,
          params: OrderIdParamsSchema,
          response: { 200: MyDeliveryAnswerSchema },
        },
      },
      async (request) => {
        const fields: Record<string, string> = {};
        const files = imageFilesOf(request, { field: DELIVERY_PHOTO_FIELD, maxFiles: 1, fields });
        return { delivery: await riders.delivered(authOf(request).user, request.params.orderId, files, fields) };
      },
    );
  });
}
