// The product page's Reviews section: the average and count, who may write one (a customer whose
// order with it was delivered, once), and the reviews newest first with "Show more". Comments are
// customers' plain text and are rendered as text, never as HTML.
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import type { Review } from '@phoolwari/contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../../i18n/i18n';
import { useServerWords } from './server-words';
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
  const { t } = useLingui();
  const reviews = useProductReviews(productId);
  const first = reviews.data?.pages[0];
  const list = reviews.data?.pages.flatMap((p) => p.reviews) ?? [];
  const total = first?.total ?? 0;
  // Read only when someone has rated it (an empty list may come without an average).
  const rating = first && total > 0 ? first.rating.toFixed(1) : undefined;

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-10 scroll-mt-24 border-t border-gray-200 pt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold text-gray-900">
          <Trans>Customer reviews</Trans>
        </h2>
        {first && first.total > 0 && rating !== undefined && (
          <p className="flex items-center gap-2 text-sm text-gray-800">
            <StarRating rating={first.rating} />
            <span>
              <span className="font-semibold">
                <Trans>{rating} out of 5</Trans>
              </span>{' '}
              · <Plural value={total} one="# review" other="# reviews" />
            </span>
          </p>
        )}
      </div>

      <div className="mt-4 grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <WriteReview productId={productId} />
        <div aria-busy={reviews.isFetching} className="min-w-0">
          {reviews.isPending ? (
            <div role="status" className="space-y-3">
              <span className="sr-only">
                <Trans>Loading reviews…</Trans>
              </span>
              {[0, 1].map((i) => (
                <div key={i} aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none" />
              ))}
            </div>
          ) : reviews.isError && list.length === 0 ? (
            <ErrorState title={t`Failed to load reviews`} error={reviews.error} onRetry={() => void reviews.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState title={t`No reviews yet`} detail={t`Customers who have received this product can rate it here.`} />
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
                <Button
                  variant="secondary"
                  onClick={() => void reviews.fetchNextPage()}
                  busy={reviews.isFetchingNextPage}
                  busyLabel={t`Loading…`}
                  className="w-full sm:w-auto"
                >
                  <Trans>Show more reviews</Trans>
                </Button>
              )}
              {reviews.isFetchNextPageError && (
                <p className="text-sm text-red-700">
                  <Trans>More reviews could not be loaded. Please try again.</Trans>
                </p>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function WriteReview({ productId }: { productId: string }) {
  const { t } = useLingui();
  const serverWords = useServerWords();
  const { user, status } = useSession();
  const location = useLocation();
  const eligibility = useReviewEligibility(productId);

  if (status === 'loading') return null;
  if (!user) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 bg-white p-4 text-sm text-gray-700">
        <p className="mb-3">
          <Trans>Bought this? Tell other customers how it was.</Trans>
        </p>
        <Link to="/login" state={{ from: `${location.pathname}${location.search}` }} className={buttonClasses('secondary')}>
          <Trans>Log in to review</Trans>
        </Link>
      </div>
    );
  }
  if (eligibility.isPending) {
    return (
      <p role="status" className="text-sm text-gray-700">
        <Trans>Checking whether you can review this product…</Trans>
      </p>
    );
  }
  if (eligibility.isError) {
    return (
      <div className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-700">
        <p className="mb-2">
          <Trans>We could not check whether you can review this product.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void eligibility.refetch()} className="min-h-10">
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!eligibility.data.canReview) {
    return (
      <p className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-700">
        {eligibility.data.reason ? serverWords(eligibility.data.reason) : t`You cannot review this product right now.`}
      </p>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-gray-700">
          <Trans>Loading the review form…</Trans>
        </p>
      }
    >
      <ReviewForm productId={productId} />
    </Suspense>
  );
}

function ReviewCard({ review: r }: { review: Review }) {
  const language = useLanguage();
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={r.rating} size="sm" />
        <span className="font-semibold text-gray-900">{r.authorName}</span>
        <time dateTime={r.createdAt} className="text-sm text-gray-700">
          {formatDate(r.createdAt, language)}
        </time>
        {r.verifiedPurchase && (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
            <CheckCircleIcon className="size-3.5" />
            <Trans>Verified purchase</Trans>
          </span>
        )}
      </div>
      {r.comment && <p className="mt-2 break-words whitespace-pre-line text-gray-800">{r.comment}</p>}
    </article>
  );
}
