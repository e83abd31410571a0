// Checkout, payment and order reads over HTTP: /api/checkout/quote, /api/payment/*, /api/orders.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CheckoutBodySchema,
  CreatePaymentOrderAnswerSchema,
  CustomerCancelBodySchema,
  IdParamsSchema,
  IdempotencyKeyHeadersSchema,
  OrderAnswerSchema,
  OrdersAnswerSchema,
  PaymentWebhookAnswerSchema,
  QuoteAnswerSchema,
  QuoteBodySchema,
  SimulatePaymentAnswerSchema,
  SimulatePaymentBodySchema,
  VerifyPaymentBodySchema,
} from '@phoolwari/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { withAccess } from '../../platform/api-docs';
import { requestKeyOf } from '../../platform/idempotency';
import type { ShopMetrics } from '../../platform/metrics';
import { authOf, type Guards, type UserRow } from '../auth';
import type { RefundService } from '../refunds';
import type { CheckoutService } from './service';
import { requestLanguage } from '../../platform/i18n/request-language';

/** Runs `work`, counting how it ended: `ok`, the refusal's code (409 STOCK_CHANGED…), or `error`. */
async function counted<T>(count: (outcome: string) => void, ok: string, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    count(ok);
    return result;
  } catch (error) {
    count(error instanceof AppError ? (error.code ?? `http_${error.statusCode}`) : 'error');
    throw error;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's guest stand-in on the routes a guest may check out through (no bearer token). */
    guestBuyer?: UserRow;
  }
}

export function registerCheckoutRoutes(
  app: FastifyInstance,
  {
    checkout,
    refunds,
    guards,
    metrics,
    guestOf,
  }: {
    checkout: CheckoutService;
    refunds: RefundService;
    guards: Guards;
    metrics: ShopMetrics;
    /** The guest stand-in the request's cart cookie names, if any (the cart module's guest carts). */
    guestOf: (request: FastifyRequest) => Promise<UserRow | null>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { preHandler: guards.requireUser };
  // With a bearer token: the account (or a 401, so a lost session is never taken for a guest).
  // Without one: the visitor whose guest cart it is; only that cookie reaches the guest's orders.
  const customerOrGuest = {
    preHandler: withAccess(async (request: FastifyRequest) => {
      if (request.headers.authorization) return guards.requireUser(request);
      const guest = await guestOf(request);
      if (!guest) return guards.requireUser(request);
      request.guestBuyer = guest;
    }, 'optional'),
  };
  const buyerOf = (request: FastifyRequest): UserRow => request.guestBuyer ?? authOf(request).user;

  r.post('/api/checkout/quote', { ...customerOrGuest, schema: { body: QuoteBodySchema, response: { 200: QuoteAnswerSchema } } }, async (request) =>
    checkout.quote(buyerOf(request).id, request.body, requestLanguage(request)),
  );
  r.post(
    '/api/payment/create-order',
    {
      ...customerOrGuest,
      schema: {
        description:
          'Places the cart as an order waiting for payment. A visitor without an account checks out their guest cart (the cart cookie) and must send `guest` (name, mobile number, e-mail); 400 otherwise.',
        body: CheckoutBodySchema,
        response: { 200: CreatePaymentOrderAnswerSchema },
      },
    },
    async (request) =>
      counted(metrics.checkout, 'order_created', () => checkout.createOrder(buyerOf(request), request.body, request.ip, requestLanguage(request))),
  );
  r.post(
    '/api/orders/cash-on-delivery',
    {
      ...customerOrGuest,
      schema: {
        description:
          'Places the cart as a cash-on-delivery order where the shop offers it (the quote says so): confirmed at once, its cash collected at the door. 409 `COD_NOT_AVAILABLE` with the reason otherwise.',
        body: CheckoutBodySchema,
        response: { 200: OrderAnswerSchema },
      },
    },
    async (request) => ({
      order: await counted(metrics.checkout, 'cod_placed', () => checkout.placeCashOrder(buyerOf(request), request.body, request.ip, requestLanguage(request))),
    }),
  );
  r.post(
    '/api/payment/verify-payment',
    { ...customerOrGuest, schema: { body: VerifyPaymentBodySchema, response: { 200: OrderAnswerSchema } } },
    async (request) => ({
      order: await counted(metrics.payment, 'verified', () => checkout.verifyPayment(buyerOf(request), request.body)),
    }),
  );
  r.post(
    '/api/payment/simulate',
    { ...customerOrGuest, schema: { body: SimulatePaymentBodySchema, response: { 200: SimulatePaymentAnswerSchema } } },
    async (request) => checkout.simulate(buyerOf(request).id, request.body.razorpayOrderId, request.body.outcome, request.body.method),
  );
  r.get('/api/payment/order/:id', { ...customerOrGuest, schema: { params: IdParamsSchema, response: { 200: OrderAnswerSchema } } }, async (request) => ({
    order: await checkout.getOrder(buyerOf(request), request.params.id),
  }));
  r.post(
    '/api/orders/:id/cancel',
    {
      ...user,
      schema: {
        description:
          'The customer cancels their own paid order within its window (`cancellableUntil`) and before the florist starts preparing it; a full refund starts at once. 409 `CANCELLATION_WINDOW_PASSED`, `ORDER_IN_PREPARATION`, `ALREADY_CANCELLED` or `NOT_CANCELLABLE` otherwise; the same `Idempotency-Key` again after it was done answers the cancelled order.',
        params: IdParamsSchema,
        headers: IdempotencyKeyHeadersSchema,
        body: CustomerCancelBodySchema,
        response: { 200: OrderAnswerSchema },
      },
    },
    async (request) => {
      const { user: customer } = authOf(request);
      await refunds.cancelByCustomer(customer, request.params.id, request.body, requestKeyOf(request));
      return { order: await checkout.getOrder(customer, request.params.id) };
    },
  );
  r.get('/api/orders', { ...user, schema: { response: { 200: OrdersAnswerSchema } } }, async (request) => ({
    orders: await checkout.listOrders(authOf(request).user.id),
  }));

  // The webhook's signature covers the exact bytes Razorpay sent, so this route keeps the raw body.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/payment/webhook',
      {
        schema: {
          description:
            'Razorpay calls this (events payment.captured, order.paid, payment.failed). The body is read as raw bytes: `X-Razorpay-Signature` must be the hex HMAC-SHA256 of them with the webhook secret (400 `BAD_SIGNATURE` otherwise); `X-Razorpay-Event-Id` makes a repeat a no-op.',
          response: { 200: PaymentWebhookAnswerSchema },
        },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return checkout.handleWebhook(raw, header('x-razorpay-signature'), header('x-razorpay-event-id'));
      },
    );
  });
}
