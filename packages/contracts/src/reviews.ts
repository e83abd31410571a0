// Product reviews: customers whose order with the product was delivered rate it once (1–5). The
// product's rating and reviews count are computed from the visible reviews.
import { z } from 'zod';

import { IdSchema, queryInt } from './common';
import { REVIEWS_PAGE_SIZE } from './storefront-values';

export const ReviewSchema = z.object({
  _id: IdSchema,
  productId: IdSchema,
  rating: z.number().int(),
  /** Plain text; pages show it as text, never as HTML. */
  comment: z.string(),
  authorName: z.string(),
  /** Written by a customer whose order with the product was delivered (seeded demo reviews are not). */
  verifiedPurchase: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

// ---- GET /api/products/:id/reviews?page&limit (newest first) ----
export const ReviewListQuerySchema = z.object({
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, 50).default(REVIEWS_PAGE_SIZE),
});
export const ReviewListAnswerSchema = z.object({
  reviews: z.array(ReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** The product's average of visible reviews, one decimal; 0 when there are none. */
  rating: z.number(),
});
export type ReviewListAnswer = z.infer<typeof ReviewListAnswerSchema>;

// ---- GET /api/products/:id/reviews/eligibility (signed in): may this customer review it now? ----
export const ReviewEligibilityAnswerSchema = z.object({
  canReview: z.boolean(),
  /** Why not, in words a customer understands; null when they can. */
  reason: z.string().nullable(),
});
export type ReviewEligibilityAnswer = z.infer<typeof ReviewEligibilityAnswerSchema>;

// ---- POST /api/products/:id/reviews (201 {review}) ----
export const ReviewBodySchema = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5' })
    .int('Choose a rating from 1 to 5')
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  comment: z.string().trim().max(2000, 'Review is too long').default(''),
});
export type ReviewBody = z.input<typeof ReviewBodySchema>;
export const ReviewAnswerSchema = z.object({ review: ReviewSchema });

// ---- Admin: GET /api/admin/reviews?page&visibility, PATCH /api/admin/reviews/:id {hidden} ----
export const AdminReviewSchema = ReviewSchema.extend({
  productName: z.string(),
  hidden: z.boolean(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewListQuerySchema = z.object({
  visibility: z.enum(['all', 'visible', 'hidden']).default('all'),
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, 100).default(20),
});
export const AdminReviewListAnswerSchema = z.object({
  reviews: z.array(AdminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminReviewListAnswer = z.infer<typeof AdminReviewListAnswerSchema>;
export const ReviewVisibilityBodySchema = z.object({ hidden: z.boolean() });
export const AdminReviewAnswerSchema = z.object({ review: AdminReviewSchema });
