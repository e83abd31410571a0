// Tracking links over HTTP: the public view a link opens (/api/track/:token, no account), and the
// owner's calls to read and replace their order's link.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { IdParamsSchema, TrackingAnswerSchema, TrackingLinkAnswerSchema, TrackingParamsSchema } from '@phoolwari/contracts';
import { consumeAttempt, createLimiter } from '../../platform/rate-limit';
import { authOf, type Guards } from '../auth';
import type { TrackingService } from './service';

/** Reads of tracking links per network address a minute: a page and its refreshes, far below guessing. */
const READS_PER_MINUTE = 120;

export function registerTrackingRoutes(app: FastifyInstance, { tracking, guards, redis }: { tracking: TrackingService; guards: Guards; redis: Redis | null }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { preHandler: guards.requireUser };
  const reads = createLimiter({ keyPrefix: 'tracking-reads', points: READS_PER_MINUTE, durationSeconds: 60 }, redis);

  r.get(
    '/api/track/:token',
    {
      schema: {
        description:
          'What a tracking link shows, without an account: the order’s number and statuses with when each began, its delivery date and slot, the items’ names and quantities, the prepared photo and the proof of delivery. Nothing about the sender or the recipient, no prices. 404 `TRACKING_LINK_INVALID` for an unknown or revoked link.',
        params: TrackingParamsSchema,
        response: { 200: TrackingAnswerSchema },
      },
    },
    async (request, reply) => {
      await consumeAttempt(reads, request.ip);
      // A capability in the address: never cached by a shared cache, never listed by a search engine.
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return { tracking: await tracking.view(request.params.token) };
    },
  );
  r.get(
    '/api/orders/:id/tracking-link',
    {
      ...user,
      schema: {
        description: 'The link that follows this order of yours. 409 `NO_TRACKING_LINK` before it is confirmed.',
        params: IdParamsSchema,
        response: { 200: TrackingLinkAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tracking.link(authOf(request).user.id, request.params.id);
    },
  );
  r.post(
    '/api/orders/:id/tracking-link/revoke',
    {
      ...user,
      schema: {
        description: 'Replaces the order’s tracking link with a new one: the old one stops working at once.',
        params: IdParamsSchema,
        response: { 200: TrackingLinkAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tracking.revoke(authOf(request).user.id, request.params.id);
    },
  );
}
