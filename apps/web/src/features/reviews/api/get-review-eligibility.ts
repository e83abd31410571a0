// GET /api/products/:id/reviews/eligibility: may the signed-in customer review this product now
// (a delivered order with it, no review yet), and if not, why, in the customer's words.
import { useQuery } from '@tanstack/react-query';
import type { ReviewEligibilityAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { reviewsKeys } from './reviews-keys';

export function useReviewEligibility(productId: string) {
  const { user, status } = useSession();
  return useQuery({
    queryKey: reviewsKeys.eligibility(productId, user?._id ?? 'guest'),
    queryFn: ({ signal }) => apiRequest<ReviewEligibilityAnswer>(`/products/${encodeURIComponent(productId)}/reviews/eligibility`, { signal }),
    enabled: Boolean(user) && status === 'ready',
  });
}
