// The admin's review moderation: GET /api/admin/reviews?visibility&page&limit and
// PATCH /api/admin/reviews/:id {hidden}. Hiding changes what shoppers see (list and rating).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, AdminReviewListAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { catalogKeys } from '../../catalog';
import { reviewsKeys, type AdminReviewsQuery } from './reviews-keys';

export function adminReviewsQueryOptions(query: AdminReviewsQuery) {
  return queryOptions({
    queryKey: reviewsKeys.adminList(query),
    queryFn: ({ signal }) => apiRequest<AdminReviewListAnswer>('/admin/reviews', { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReviews(query: AdminReviewsQuery) {
  return useQuery(adminReviewsQueryOptions(query));
}

export async function setReviewHidden({ id, hidden }: { id: string; hidden: boolean }): Promise<AdminReview> {
  return (await apiRequest<{ review: AdminReview }>(`/admin/reviews/${encodeURIComponent(id)}`, { method: 'PATCH', body: { hidden } })).review;
}

export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHidden,
    onSuccess: async (review) => {
      queryClient.setQueriesData<AdminReviewListAnswer>({ queryKey: reviewsKeys.admin }, (page) =>
        page ? { ...page, reviews: page.reviews.map((r) => (r._id === review._id ? review : r)) } : page,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKeys.admin }),
        queryClient.invalidateQueries({ queryKey: reviewsKeys.product(review.productId) }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
      ]);
    },
  });
}
