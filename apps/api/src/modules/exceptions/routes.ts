// Order exceptions over HTTP. The customer, on their own order only (404 otherwise): GET
// /api/orders/:id/reschedule (the failed delivery and a day's slots), POST …/reschedule (another
// slot, free) and POST …/cancel-after-failure (cancelled with a full refund); GET
// /api/account/notices (substitutions, delays, designs to buy) and POST …/:id/seen. The desk:
// POST /api/admin/orders/:orderId/delay (`orders.move`) and GET /api/admin/order-exceptions
// (`orders.read`), who was told and who answered.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerNoticesAnswerSchema,
  DelayBodySchema,
  DeskExceptionsAnswerSchema,
  IdParamsSchema,
  OrderIdParamsSchema,
  NoContentSchema,
  RescheduleBodySchema,
  RescheduleOptionsAnswerSchema,
  RescheduleQuerySchema,
} from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import type { OrderExceptions } from './service';

export async function registerExceptionRoutes(app: FastifyInstance, { exceptions, guards }: { exceptions: OrderExceptions; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { preHandler: guards.requireUser };

  r.get(
    '/api/orders/:id/reschedule',
    {
      ...user,
      schema: {
        description: 'The failed delivery of the customer’s own order and the slots of a day to choose from. 409 `DELIVERY_NOT_FAILED` when it has not failed.',
        params: IdParamsSchema,
        querystring: RescheduleQuerySchema,
        response: { 200: RescheduleOptionsAnswerSchema },
      },
    },
    async (request) => ({ reschedule: await exceptions.options(authOf(request).user, request.params.id, request.query.date) }),
  );
  r.post(
    '/api/orders/:id/reschedule',
    {
      ...user,
      schema: {
        description:
          'Another slot for a failed delivery, at no charge. 409 `SLOT_FULL` or `SLOT_UNAVAILABLE` (past its cut-off, closed, too far ahead), `DELIVERY_NOT_FAILED`; nothing changes then.',
        params: IdParamsSchema,
        body: RescheduleBodySchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await exceptions.reschedule(authOf(request).user, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
  r.post(
    '/api/orders/:id/cancel-after-failure',
    {
      ...user,
      schema: {
        description:
          'Cancels the customer’s own order after a failed delivery, with a full refund when paid online; again, it answers as done and refunds nothing more.',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await exceptions.cancel(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/api/account/notices',
    {
      ...user,
      schema: {
        description: 'The customer’s news, newest first: substitutions the florist made (with the photo), delays the desk announced, designs ready to buy.',
        response: { 200: CustomerNoticesAnswerSchema },
      },
    },
    async (request) => exceptions.myNotices(authOf(request).user),
  );
  r.post(
    '/api/account/notices/:id/seen',
    {
      ...user,
      schema: {
        description: 'The customer marks their own notice seen (the desk sees it answered); again, it changes nothing. Another customer’s is 404.',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await exceptions.markSeen(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    '/api/admin/orders/:orderId/delay',
    {
      onRequest: guards.requirePermission('orders.move'),
      schema: {
        description:
          'Announces that an order will be late: the new expected time becomes the order’s and the customer is told by mail and phone message in their language. 400 for a time not in the future; 409 `INVALID_STATE` for an order not being prepared or on its way.',
        params: OrderIdParamsSchema,
        body: DelayBodySchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await exceptions.announceDelay(authOf(request).user, request.params.orderId, request.body);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/api/admin/order-exceptions',
    {
      onRequest: guards.requirePermission('orders.read'),
      schema: {
        description: 'The latest exceptions: whether the customer was told (mail, phone) and how they answered.',
        response: { 200: DeskExceptionsAnswerSchema },
      },
    },
    async () => exceptions.listForDesk(),
  );
}
