// The event day over HTTP (decision 034): GET and PUT /api/admin/event-quotes/:id/venue — a
// booking's venue plan (address, time, who goes) and the florists and riders who may be sent.
// events.manage, checked on request before the body is read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EventVenueAnswerSchema, EventVenueBodySchema, IdParamsSchema } from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import type { EventDay } from './event-day';

export function registerEventDayRoutes(app: FastifyInstance, { eventDay, guards }: { eventDay: EventDay; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: guards.requirePermission('events.manage') };
  r.get(
    '/api/admin/event-quotes/:id/venue',
    {
      ...staff,
      schema: {
        description: 'A booking’s venue plan (address, time, who goes) and the active florists and riders who may be sent. 404 unless the quote is accepted.',
        params: IdParamsSchema,
        response: { 200: EventVenueAnswerSchema },
      },
    },
    async (request) => eventDay.venue(request.params.id),
  );
  r.put(
    '/api/admin/event-quotes/:id/venue',
    {
      ...staff,
      schema: {
        description:
          'Sends florists and riders to the booking’s venue, with its address and time (the whole plan at once; audited). 409 `NOT_EVENT_CREW` for an account that is not an active florist or rider, 409 `INVALID_STATE` unless the quote is accepted.',
        params: IdParamsSchema,
        body: EventVenueBodySchema,
        response: { 200: EventVenueAnswerSchema },
      },
    },
    async (request) => eventDay.setVenue(authOf(request).user, request.params.id, request.body),
  );
}
