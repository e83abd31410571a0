// The admin panel's Reviews tab: every review with its product, stars, author, text and date,
// filtered by visibility and paged. Hide takes a review off the product page (and out of its
// rating); Show puts it back. Both are one click and undoable, so nothing asks twice.
import { useState } from 'react';
import type { AdminReview } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { AdminPagination } from '../../../components/admin-pagination';
import { RowSkeletons } from '../../../components/panel-states';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/shop-dates';
import { StarRating } from '../../../components/star-rating';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { FilterButtons } from '../../../components/filter-buttons';
import { useAdminReviews, useSetReviewHidden } from '../api/admin-reviews';
import type { AdminReviewsQuery } from '../api/reviews-keys';

export const REVIEWS_ADMIN_PAGE_SIZE = 20;
type Visibility = AdminReviewsQuery['visibility'];

const FILTERS: readonly { value: Visibility; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

const EMPTY_TEXT: Record<Visibility, string> = {
  all: 'Reviews written by customers appear here.',
  visible: 'No review is showing on the shop.',
  hidden: 'No review has been hidden.',
};

export function ReviewsPanel() {
  const [visibility, setVisibility] = useState<Visibility>('all');
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews({ visibility, page, limit: REVIEWS_ADMIN_PAGE_SIZE });
  const data = reviews.data;

  return (
    <div className="space-y-4">
      <FilterButtons
        label="Show reviews"
        options={FILTERS}
        value={visibility}
        onChange={(value) => {
          setVisibility(value);
          setPage(1);
        }}
      />
      <p role="status" className="min-h-5 text-sm text-gray-700">
        {data ? `${data.total} ${data.total === 1 ? 'review' : 'reviews'}` : reviews.isError ? 'Reviews could not be loaded' : 'Loading reviews…'}
      </p>
      <section aria-label="Review list" aria-busy={reviews.isFetching}>
        {reviews.isPending ? (
          <RowSkeletons count={5} />
        ) : !data ? (
          <ErrorState title="Failed to fetch reviews" error={reviews.error} onRetry={() => void reviews.refetch()} />
        ) : data.reviews.length === 0 ? (
          <EmptyState title="No reviews" detail={EMPTY_TEXT[visibility]} />
        ) : (
          <div className={`space-y-4 transition-opacity ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}>
            <ul className="space-y-3">
              {data.reviews.map((r) => (
                <li key={r._id}>
                  <ReviewRow review={r} />
                </li>
              ))}
            </ul>
            <AdminPagination label="Reviews" page={data.page} totalPages={data.totalPages} onPage={setPage} />
          </div>
        )}
      </section>
    </div>
  );
}

function ReviewRow({ review: r }: { review: AdminReview }) {
  const setHidden = useSetReviewHidden();

  async function toggle() {
    try {
      await setHidden.mutateAsync({ id: r._id, hidden: !r.hidden });
      toast.success(r.hidden ? 'Review shown on the shop' : 'Review hidden from the shop');
    } catch (e) {
      toast.error(errorMessage(e, 'Could not change the review'));
    }
  }

  return (
    <article
      aria-label={`Review of ${r.productName} by ${r.authorName}`}
      className={`rounded-xl border p-4 ${r.hidden ? 'border-gray-200 bg-gray-50' : 'border-gray-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-gray-900">{r.productName}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
            <StarRating rating={r.rating} size="sm" />
            <span className="font-medium text-gray-900">{r.authorName}</span>
            <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
            {r.verifiedPurchase && <span>Verified purchase</span>}
          </div>
        </div>
        <StatusBadge active={!r.hidden} activeLabel="Visible" inactiveLabel="Hidden" />
      </div>
      {r.comment ? (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-gray-800">{r.comment}</p>
      ) : (
        <p className="mt-2 text-sm text-gray-600 italic">No comment, rating only.</p>
      )}
      <div className="mt-3">
        <Button
          variant={r.hidden ? 'secondary' : 'ghost'}
          onClick={() => void toggle()}
          busy={setHidden.isPending}
          busyLabel="Saving…"
          className="min-h-10 px-3"
        >
          {r.hidden ? 'Show' : 'Hide'}{' '}
          <span className="sr-only">
            review by {r.authorName} of {r.productName}
          </span>
        </Button>
      </div>
    </article>
  );
}
