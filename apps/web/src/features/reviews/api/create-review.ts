// POST /api/products/:id/reviews {rating, comment} (201 {review}); 403 before delivery, 409 when
// already reviewed. A new review changes the list, the eligibility and the product's rating.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { catalogKeys } from '../../catalog';
import { reviewsKeys } from './reviews-keys';

export async function createReview({ productId, body }: { productId: string; body: ReviewBody }): Promise<Review> {
  return (await apiRequest<{ review: Review }>(`/products/${encodeURIComponent(productId)}/reviews`, { method: 'POST', body })).review;
}

export function useCreateReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => createReview({ productId, body }),
    // Settled, not only success: a 409 means the eligibility shown was out of date too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKeys.product(productId) }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.productPages() }),
        // Ratings show on product cards as well.
        queryClient.invalidateQueries({ queryKey: catalogKeys.productLists() }),
      ]),
  });
}
