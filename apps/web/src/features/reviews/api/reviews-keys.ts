// Query keys of product reviews: a product's list and the signed-in customer's eligibility for
// it, and the admin's moderation lists under the panel's 'admin' prefix.
import type { z } from 'zod';
import type { AdminReviewListQuerySchema } from '@phoolwari/contracts';

export type AdminReviewsQuery = z.output<typeof AdminReviewListQuerySchema>;

export const reviewsKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => [...reviewsKeys.all, productId] as const,
  list: (productId: string) => [...reviewsKeys.product(productId), 'list'] as const,
  eligibility: (productId: string, userId: string) => [...reviewsKeys.product(productId), 'eligibility', userId] as const,
  admin: ['admin', 'reviews'] as const,
  adminList: (query: AdminReviewsQuery) => [...reviewsKeys.admin, 'list', query] as const,
};
