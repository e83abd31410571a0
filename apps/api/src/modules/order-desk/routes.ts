// The order desk over HTTP: /api/admin/orders, /api/admin/deliveries, /api/admin/dashboard and the
// mail and phone outboxes, and refunds. Admin only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminOrderAnswerSchema,
  AdminOrderListAnswerSchema,
  AdminOrderListQuerySchema,
  CancelOrderBodySchema,
  DashboardAnswerSchema,
  DeliveriesAnswerSchema,
  DeliveriesQuerySchema,
  DeliveryUpdateBodySchema,
  OrderIdParamsSchema,
  OutboxAnswerSchema,
  PhoneOutboxAnswerSchema,
  CashOutcomeBodySchema,
  RefundBodySchema,
} from '@phoolwari/contracts';
import type { Mailer } from '../../platform/mail/mailer';
import type { PhoneChannel } from '../../platform/phone/phone-outbox';
import { authOf, type Guards } from '../auth';
import type { OrderDesk } from './service';

/** What staff read of a queued message, mail or text alike. */
function outboxRow(m: {
  id: string;
  to: string;
  text: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}) {
  return {
    _id: m.id,
    to: m.to,
    text: m.text,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  };
}

export function registerOrderDeskRoutes(
  app: FastifyInstance,
  { desk, guards, mailer, phone }: { desk: OrderDesk; guards: Guards; mailer: Mailer; phone: PhoneChannel },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = { onRequest: guards.requirePermission('orders.read') };
  const moves = { onRequest: guards.requirePermission('orders.move') };

  r.get('/api/admin/orders', { ...reads, schema: { querystring: AdminOrderListQuerySchema, response: { 200: AdminOrderListAnswerSchema } } }, async (request) =>
    desk.list(request.query),
  );
  r.get('/api/admin/orders/:orderId', { ...reads, schema: { params: OrderIdParamsSchema, response: { 200: AdminOrderAnswerSchema } } }, async (request) =>
    desk.get(request.params.orderId),
  );
  r.put(
    '/api/admin/orders/:orderId/delivery',
    { ...moves, schema: { params: OrderIdParamsSchema, body: DeliveryUpdateBodySchema, response: { 200: AdminOrderAnswerSchema } } },
    async (request) => desk.updateDelivery(authOf(request).user, request.params.orderId, request.body),
  );
  r.post(
    '/api/admin/orders/:orderId/cancel',
    { ...moves, schema: { params: OrderIdParamsSchema, body: CancelOrderBodySchema, response: { 200: AdminOrderAnswerSchema } } },
    async (request) => desk.cancel(authOf(request).user, request.params.orderId, request.body.reason),
  );
  r.post(
    '/api/admin/orders/:orderId/refunds',
    {
      onRequest: guards.requirePermission('refunds.create'),
      schema: {
        description:
          'Refunds part or all of what is left of the order’s payment through the gateway. 409 `REFUND_EXCEEDS_PAYMENT` when it would give back more than was paid; the same `idempotencyKey` again answers the first refund (409 `IDEMPOTENCY_KEY_REUSED` with another amount).',
        params: OrderIdParamsSchema,
        body: RefundBodySchema,
        response: { 200: AdminOrderAnswerSchema },
      },
    },
    async (request) => desk.refund(authOf(request).user, request.params.orderId, request.body),
  );
  r.post(
    '/api/admin/orders/:orderId/cash',
    {
      onRequest: guards.requirePermission('cash.record'),
      schema: {
        description:
          'Records what happened at the door of a cash-on-delivery order: `collected` (paid, and delivered) or `refused` (delivery failed, order cancelled). 409 `INVALID_STATE` when it has no cash to collect or is not on its way.',
        params: OrderIdParamsSchema,
        body: CashOutcomeBodySchema,
        response: { 200: AdminOrderAnswerSchema },
      },
    },
    async (request) => desk.recordCash(authOf(request).user, request.params.orderId, request.body),
  );
  r.get('/api/admin/deliveries', { ...reads, schema: { querystring: DeliveriesQuerySchema, response: { 200: DeliveriesAnswerSchema } } }, async (request) =>
    desk.deliveries(request.query.date),
  );
  r.get('/api/admin/dashboard', { ...reads, schema: { response: { 200: DashboardAnswerSchema } } }, async (request) => desk.dashboard(authOf(request).user));
  r.get('/api/admin/outbox', { onRequest: guards.requirePermission('jobs.manage'), schema: { response: { 200: OutboxAnswerSchema } } }, async () => ({
    configured: mailer.configured,
    messages: (await mailer.list({ limit: 100 })).map((m) => ({ ...outboxRow(m), subject: m.subject })),
  }));
  r.get(
    '/api/admin/phone-outbox',
    { onRequest: guards.requirePermission('jobs.manage'), schema: { response: { 200: PhoneOutboxAnswerSchema } } },
    async () => ({
      configured: phone.configured,
      messages: (await phone.list({ limit: 100 })).map((m) => ({ ...outboxRow(m), channel: m.channel })),
    }),
  );
}
