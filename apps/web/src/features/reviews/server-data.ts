// A product's first page of reviews on the server, cached under the key of the product page's
// "Reviews" list (an infinite query: pages and the page numbers that fetched them).
import { REVIEWS_PAGE_SIZE, type ReviewListAnswer } from '@phoolwari/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import type { ServerPageInput } from '../../lib/route-loader';
import { reviewsKeys } from './api/reviews-keys';

export async function loadProductReviews({ queryClient, reader }: ServerPageInput, productId: string): Promise<void> {
  const first = await reader.reviews(productId, 1, REVIEWS_PAGE_SIZE);
  queryClient.setQueryData<InfiniteData<ReviewListAnswer, number>>(reviewsKeys.list(productId), { pages: [first], pageParams: [1] });
}
