// HTTP routes of reviews: a product's reviews (public), whether the signed-in customer may review
// it, writing one, and the admin's moderation list.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminReviewAnswerSchema,
  AdminReviewListAnswerSchema,
  AdminReviewListQuerySchema,
  IdParamsSchema,
  ReviewAnswerSchema,
  ReviewBodySchema,
  ReviewEligibilityAnswerSchema,
  ReviewListAnswerSchema,
  ReviewListQuerySchema,
  ReviewVisibilityBodySchema,
} from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import { publicAnswer } from '../../platform/http-cache';
import { requestLanguage } from '../../platform/i18n/request-language';
import { wording } from '../../platform/i18n/translator';
import * as messages from './messages';
import type { ReviewService } from './service';

export function registerReviewRoutes(app: FastifyInstance, { reviews, guards }: { reviews: ReviewService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customer = { preHandler: guards.requireUserWithMessage(wording(messages, 'loginToReview')) };
  const admin = { onRequest: guards.requirePermission('reviews.moderate') };

  r.get(
    '/api/products/:id/reviews',
    { ...publicAnswer, schema: { params: IdParamsSchema, querystring: ReviewListQuerySchema, response: { 200: ReviewListAnswerSchema } } },
    async (request) => reviews.list(request.params.id, request.query),
  );
  r.get(
    '/api/products/:id/reviews/eligibility',
    { ...customer, schema: { params: IdParamsSchema, response: { 200: ReviewEligibilityAnswerSchema } } },
    async (request) => reviews.eligibility(authOf(request).user, request.params.id, requestLanguage(request)),
  );
  r.post(
    '/api/products/:id/reviews',
    { ...customer, schema: { params: IdParamsSchema, body: ReviewBodySchema, response: { 201: ReviewAnswerSchema } } },
    async (request, reply) => reply.status(201).send({ review: await reviews.create(authOf(request).user, request.params.id, request.body) }),
  );

  r.get(
    '/api/admin/reviews',
    { ...admin, schema: { querystring: AdminReviewListQuerySchema, response: { 200: AdminReviewListAnswerSchema } } },
    async (request) => reviews.adminList(request.query),
  );
  r.patch(
    '/api/admin/reviews/:id',
    { ...admin, schema: { params: IdParamsSchema, body: ReviewVisibilityBodySchema, response: { 200: AdminReviewAnswerSchema } } },
    async (request) => ({ review: await reviews.setHidden(authOf(request).user, request.params.id, request.body.hidden) }),
  );
}
