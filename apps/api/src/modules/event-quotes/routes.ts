// HTTP routes of event quotes: staff's materials, recipes and quotes (events.manage checked first,
// before the input is read); the customer's quote by its link (the link is the capability, as a
// tracking link is) and their own enquiry's latest quote from My Orders.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EventCalendarAnswerSchema,
  EventCalendarQuerySchema,
  EventQuoteAnswerSchema,
  IdParamsSchema,
  MaterialAnswerSchema,
  MaterialBodySchema,
  MaterialsAnswerSchema,
  MaterialUpdateSchema,
  MyEventQuoteAnswerSchema,
  EventQuoteBodySchema,
  QuoteChangeBodySchema,
  QuotePayBodySchema,
  QuotePaymentStartAnswerSchema,
  QuotePaymentVerifyBodySchema,
  QuotePreviewAnswerSchema,
  QuoteSimulateAnswerSchema,
  QuoteSimulateBodySchema,
  QuoteTokenParamsSchema,
  RecipeAnswerSchema,
  RecipeBodySchema,
  RecipesAnswerSchema,
  StaffEventQuoteAnswerSchema,
  StaffEventQuotesAnswerSchema,
} from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import type { EventQuoteService } from './service';

export function registerEventQuoteRoutes(app: FastifyInstance, { quotes, guards }: { quotes: EventQuoteService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: guards.requirePermission('events.manage') };

  r.get(
    '/api/admin/event-calendar',
    { ...staff, schema: { querystring: EventCalendarQuerySchema, response: { 200: EventCalendarAnswerSchema } } },
    async (request) => quotes.calendar(request.query.from, request.query.weeks),
  );
  r.get('/api/admin/event-materials', { ...staff, schema: { response: { 200: MaterialsAnswerSchema } } }, async () => ({
    materials: await quotes.listMaterials(),
  }));
  r.post('/api/admin/event-materials', { ...staff, schema: { body: MaterialBodySchema, response: { 201: MaterialAnswerSchema } } }, async (request, reply) =>
    reply.status(201).send({ material: await quotes.createMaterial(request.body) }),
  );
  r.patch(
    '/api/admin/event-materials/:id',
    { ...staff, schema: { params: IdParamsSchema, body: MaterialUpdateSchema, response: { 200: MaterialAnswerSchema } } },
    async (request) => ({ material: await quotes.updateMaterial(authOf(request).user, request.params.id, request.body) }),
  );
  r.get('/api/admin/event-recipes', { ...staff, schema: { response: { 200: RecipesAnswerSchema } } }, async () => ({ recipes: await quotes.listRecipes() }));
  r.post('/api/admin/event-recipes', { ...staff, schema: { body: RecipeBodySchema, response: { 201: RecipeAnswerSchema } } }, async (request, reply) =>
    reply.status(201).send({ recipe: await quotes.saveRecipe(null, request.body) }),
  );
  r.put(
    '/api/admin/event-recipes/:id',
    { ...staff, schema: { params: IdParamsSchema, body: RecipeBodySchema, response: { 200: RecipeAnswerSchema } } },
    async (request) => ({ recipe: await quotes.saveRecipe(request.params.id, request.body) }),
  );

  r.get(
    '/api/admin/event-enquiries/:id/quotes',
    { ...staff, schema: { params: IdParamsSchema, response: { 200: StaffEventQuotesAnswerSchema } } },
    async (request) => ({ quotes: await quotes.listQuotes(request.params.id) }),
  );
  r.post(
    '/api/admin/event-enquiries/:id/quotes/preview',
    { ...staff, schema: { params: IdParamsSchema, body: EventQuoteBodySchema, response: { 200: QuotePreviewAnswerSchema } } },
    async (request) => ({ figures: await quotes.preview(request.params.id, request.body) }),
  );
  r.post(
    '/api/admin/event-enquiries/:id/quotes',
    { ...staff, schema: { params: IdParamsSchema, body: EventQuoteBodySchema, response: { 201: StaffEventQuoteAnswerSchema } } },
    async (request, reply) => reply.status(201).send({ quote: await quotes.send(authOf(request).user, request.params.id, request.body) }),
  );
  r.post(
    '/api/admin/event-quotes/:id/cancel',
    { ...staff, schema: { params: IdParamsSchema, response: { 200: StaffEventQuoteAnswerSchema } } },
    async (request) => ({ quote: await quotes.cancel(authOf(request).user, request.params.id) }),
  );

  r.get(
    '/api/event-enquiries/:id/quote',
    { onRequest: guards.requireUser, schema: { params: IdParamsSchema, response: { 200: MyEventQuoteAnswerSchema } } },
    async (request) => quotes.mine(authOf(request).user, request.params.id),
  );

  const link = { params: QuoteTokenParamsSchema };
  r.get('/api/event-quotes/:token', { schema: { ...link, response: { 200: EventQuoteAnswerSchema } } }, async (request, reply) => {
    // A secret in the address: neither cached nor sent on as a referrer.
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return { quote: await quotes.view(request.params.token) };
  });
  r.post('/api/event-quotes/:token/accept', { schema: { ...link, response: { 200: EventQuoteAnswerSchema } } }, async (request) => ({
    quote: await quotes.respond(request.params.token, { accept: true }),
  }));
  r.post(
    '/api/event-quotes/:token/change',
    { schema: { ...link, body: QuoteChangeBodySchema, response: { 200: EventQuoteAnswerSchema } } },
    async (request) => ({
      quote: await quotes.respond(request.params.token, { accept: false, note: request.body.note }),
    }),
  );
  r.post(
    '/api/event-quotes/:token/pay',
    { schema: { ...link, body: QuotePayBodySchema, response: { 200: QuotePaymentStartAnswerSchema } } },
    async (request) => ({
      payment: await quotes.startPayment(request.params.token, request.body.kind),
    }),
  );
  r.post(
    '/api/event-quotes/:token/verify',
    { schema: { ...link, body: QuotePaymentVerifyBodySchema, response: { 200: EventQuoteAnswerSchema } } },
    async (request) => ({ quote: await quotes.verifyPayment(request.params.token, request.body) }),
  );
  r.post(
    '/api/event-quotes/:token/simulate',
    { schema: { ...link, body: QuoteSimulateBodySchema, response: { 200: QuoteSimulateAnswerSchema } } },
    async (request) => quotes.simulate(request.params.token, request.body.razorpayOrderId),
  );
}
