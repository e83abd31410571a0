// HTTP routes of subscriptions: the plans (public), a customer's own subscriptions and their
// changes (/api/subscriptions, signed in, their own only), the owner's plans
// (/api/admin/subscription-plans, catalog.edit) and the desk's day (/api/admin/subscriptions/*).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  PlaceSubscriptionDeliveriesAnswerSchema,
  PlaceSubscriptionDeliveriesBodySchema,
  SubscribeAnswerSchema,
  SubscribeBodySchema,
  SubscriptionAddressBodySchema,
  SubscriptionAnswerSchema,
  SubscriptionDaysOffBodySchema,
  SubscriptionDeliveriesAnswerSchema,
  SubscriptionDeliveriesQuerySchema,
  SubscriptionPlanAnswerSchema,
  SubscriptionPlansAnswerSchema,
  SubscriptionPlanWriteSchema,
  SubscriptionsAnswerSchema,
} from '@phoolwari/contracts';
import { badRequest } from '../../platform/errors';
import { daysBetween, shopDateTime, type Clock } from '../../platform/clock';
import { wording } from '../../platform/i18n/translator';
import { authOf, type Guards } from '../auth';
import * as messages from './messages';
import type { SubscriptionService } from './service';

export function registerSubscriptionRoutes(
  app: FastifyInstance,
  { subscriptions, guards, clock }: { subscriptions: SubscriptionService; guards: Guards; clock: Clock },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customer = { preHandler: guards.requireUserWithMessage(wording(messages, 'loginToSubscribe')) };
  const noStore = { 'cache-control': 'private, no-store' };

  r.get('/api/subscription-plans', { schema: { response: { 200: SubscriptionPlansAnswerSchema } } }, async () => ({
    plans: await subscriptions.listPlans({ activeOnly: true }),
  }));

  r.post(
    '/api/subscriptions',
    {
      ...customer,
      schema: {
        description:
          'Subscribes to a plan for a number of weeks. The answer carries the payment of the whole cycle, an ordinary order (its first delivery) paid like any other: `/api/payment/simulate` or Razorpay’s window, then `/api/payment/verify-payment`.',
        body: SubscribeBodySchema,
        response: { 201: SubscribeAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await subscriptions.subscribe(authOf(request).user, request.body)),
  );

  r.get('/api/subscriptions', { ...customer, schema: { response: { 200: SubscriptionsAnswerSchema } } }, async (request, reply) => {
    void reply.headers(noStore);
    return { subscriptions: await subscriptions.mine(authOf(request).user.id) };
  });

  r.get('/api/subscriptions/:id', { ...customer, schema: { params: IdParamsSchema, response: { 200: SubscriptionAnswerSchema } } }, async (request, reply) => {
    void reply.headers(noStore);
    return { subscription: await subscriptions.one(authOf(request).user.id, request.params.id) };
  });

  r.post(
    '/api/subscriptions/:id/days-off',
    { ...customer, schema: { params: IdParamsSchema, body: SubscriptionDaysOffBodySchema, response: { 200: SubscriptionAnswerSchema } } },
    async (request) => ({ subscription: await subscriptions.daysOff(authOf(request).user.id, request.params.id, request.body) }),
  );

  r.post(
    '/api/subscriptions/:id/days-off/undo',
    {
      ...customer,
      schema: {
        description:
          'Gives back the days off from `from` to `to` (a skip or pause undone), each until its order is made at 14:00 shop time the day before; after that 409 `DAY_OFF_CLOSED` and nothing changes.',
        params: IdParamsSchema,
        body: SubscriptionDaysOffBodySchema,
        response: { 200: SubscriptionAnswerSchema },
      },
    },
    async (request) => ({ subscription: await subscriptions.undoDaysOff(authOf(request).user.id, request.params.id, request.body) }),
  );

  r.put(
    '/api/subscriptions/:id/address',
    { ...customer, schema: { params: IdParamsSchema, body: SubscriptionAddressBodySchema, response: { 200: SubscriptionAnswerSchema } } },
    async (request) => ({ subscription: await subscriptions.changeAddress(authOf(request).user.id, request.params.id, request.body) }),
  );

  r.post(
    '/api/subscriptions/:id/cancel',
    {
      ...customer,
      schema: {
        description: 'Cancels: the deliveries not made yet are refunded (their number × the price of one) through the payment gateway, once.',
        params: IdParamsSchema,
        response: { 200: SubscriptionAnswerSchema },
      },
    },
    async (request) => ({ subscription: await subscriptions.cancel(authOf(request).user, request.params.id) }),
  );

  const planEditor = { onRequest: guards.requirePermission('catalog.edit') };
  r.get('/api/admin/subscription-plans', { ...planEditor, schema: { response: { 200: SubscriptionPlansAnswerSchema } } }, async () => ({
    plans: await subscriptions.listPlans({ activeOnly: false }),
  }));
  r.post(
    '/api/admin/subscription-plans',
    { ...planEditor, schema: { body: SubscriptionPlanWriteSchema, response: { 201: SubscriptionPlanAnswerSchema } } },
    async (request, reply) => reply.status(201).send({ plan: await subscriptions.savePlan(authOf(request).user, null, request.body) }),
  );
  r.put(
    '/api/admin/subscription-plans/:id',
    { ...planEditor, schema: { params: IdParamsSchema, body: SubscriptionPlanWriteSchema, response: { 200: SubscriptionPlanAnswerSchema } } },
    async (request) => ({ plan: await subscriptions.savePlan(authOf(request).user, request.params.id, request.body) }),
  );

  r.get(
    '/api/admin/subscriptions/deliveries',
    {
      onRequest: guards.requirePermission('orders.read'),
      schema: { querystring: SubscriptionDeliveriesQuerySchema, response: { 200: SubscriptionDeliveriesAnswerSchema } },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      const date = request.query.date ?? subscriptions.tomorrow();
      return { date, deliveries: await subscriptions.deliveriesOn(date) };
    },
  );

  r.post(
    '/api/admin/subscriptions/place',
    {
      onRequest: guards.requirePermission('orders.move'),
      schema: {
        description:
          'Makes the orders of a day’s subscription deliveries now, as the day-before job does (from tomorrow up to a week ahead); a day already made changes nothing.',
        body: PlaceSubscriptionDeliveriesBodySchema,
        response: { 200: PlaceSubscriptionDeliveriesAnswerSchema },
      },
    },
    async (request) => {
      const { date } = request.body;
      const ahead = daysBetween(shopDateTime(clock()).date, date);
      if (ahead < 1 || ahead > 7)
        throw badRequest('Choose a day from tomorrow up to a week ahead', [{ path: 'date', message: 'Choose a day from tomorrow up to a week ahead' }]);
      return { date, placed: await subscriptions.placeDeliveries(date) };
    },
  );
}
