// The product page's Reviews section: the average and count, who may write one (a customer whose
// order with it was delivered, once), and the reviews newest first with "Show more". Comments are
// customers' plain text and are rendered as text, never as HTML.
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import type { Review } from '@phoolwari/contracts';
import { Button, buttonClasses } from '../../../components/button';
import { CheckCircleIcon } from '../../../components/icons';
import { useSession } from '../../../lib/session';
// The shop's date format, shared with the admin panel.
import { formatDate } from '../../../lib/shop-dates';
import { StarRating } from '../../../components/star-rating';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { useProductReviews } from '../api/get-product-reviews';
import { useReviewEligibility } from '../api/get-review-eligibility';
// The form (react-hook-form and the contract's zod schema) loads only for a customer who may
// review: most visitors of a product page never download it.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

export function ProductReviews({ productId }: { productId: string }) {
  const reviews = useProductReviews(productId);
  const first = reviews.data?.pages[0];
  const list = reviews.data?.pages.flatMap((p) => p.reviews) ?? [];

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-10 scroll-mt-24 border-t border-gray-200 pt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold text-gray-900">
          Customer reviews
        </h2>
        {first && first.total > 0 && (
          <p className="flex items-center gap-2 text-sm text-gray-800">
            <StarRating rating={first.rating} />
            <span>
              <span className="font-semibold">{first.rating.toFixed(1)} out of 5</span> · {first.total} {first.total === 1 ? 'review' : 'reviews'}
            </span>
          </p>
        )}
      </div>

      <div className="mt-4 grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <WriteReview productId={productId} />
        <div aria-busy={reviews.isFetching} className="min-w-0">
          {reviews.isPending ? (
            <div role="status" className="space-y-3">
              <span className="sr-only">Loading reviews…</span>
              {[0, 1].map((i) => (
                <div key={i} aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none" />
              ))}
            </div>
          ) : reviews.isError && list.length === 0 ? (
            <ErrorState title="Failed to load reviews" error={reviews.error} onRetry={() => void reviews.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState title="No reviews yet" detail="Customers who have received this product can rate it here." />
          ) : (
            <div className="space-y-4">
              <ul className="space-y-3">
                {list.map((r) => (
                  <li key={r._id}>
                    <ReviewCard review={r} />
                  </li>
                ))}
              </ul>
              {reviews.hasNextPage && (
                <Button variant="secondary" onClick={() => void reviews.fetchNextPage()} busy={reviews.isFetchingNextPage} busyLabel="Loading…" className="w-full sm:w-auto">
                  Show more reviews
                </Button>
              )}
              {reviews.isFetchNextPageError && <p className="text-sm text-red-700">More reviews could not be loaded. Please try again.</p>}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function WriteReview({ productId }: { productId: string }) {
  const { user, status } = useSession();
  const location = useLocation();
  const eligibility = useReviewEligibility(productId);

  if (status === 'loading') return null;
  if (!user) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 bg-white p-4 text-sm text-gray-700">
        <p className="mb-3">Bought this? Tell other customers how it was.</p>
        <Link to="/login" state={{ from: `${location.pathname}${location.search}` }} className={buttonClasses('secondary')}>
          Log in to review
        </Link>
      </div>
    );
  }
  if (eligibility.isPending) {
    return (
      <p role="status" className="text-sm text-gray-700">
        Checking whether you can review this product…
      </p>
    );
  }
  if (eligibility.isError) {
    return (
      <div className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-700">
        <p className="mb-2">We could not check whether you can review this product.</p>
        <Button variant="secondary" onClick={() => void eligibility.refetch()} className="min-h-10">
          Try again
        </Button>
      </div>
    );
  }
  if (!eligibility.data.canReview) {
    return <p className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-700">{eligibility.data.reason ?? 'You cannot review this product right now.'}</p>;
  }
  return (
    <Suspense fallback={<p role="status" className="text-sm text-gray-700">Loading the review form…</p>}>
      <ReviewForm productId={productId} />
    </Suspense>
  );
}

function ReviewCard({ review: r }: { review: Review }) {
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={r.rating} className="size-4" />
        <span className="font-semibold text-gray-900">{r.authorName}</span>
        <time dateTime={r.createdAt} className="text-sm text-gray-700">
          {formatDate(r.createdAt)}
        </time>
        {r.verifiedPurchase && (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
            <CheckCircleIcon className="size-3.5" />
            Verified purchase
          </span>
        )}
      </div>
      {r.comment && <p className="mt-2 break-words whitespace-pre-line text-gray-800">{r.comment}</p>}
    </article>
  );
}
