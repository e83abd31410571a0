// GET /api/products/:id/reviews?page&limit: a product's visible reviews, newest first, a page at
// a time ("Show more" asks for the next one), with the average and count of them all.
import { useInfiniteQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE, type ReviewListAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { reviewsKeys } from './reviews-keys';

export function useProductReviews(productId: string) {
  return useInfiniteQuery({
    queryKey: reviewsKeys.list(productId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ReviewListAnswer>(`/products/${encodeURIComponent(productId)}/reviews`, { signal, query: { page: pageParam, limit: REVIEWS_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}
