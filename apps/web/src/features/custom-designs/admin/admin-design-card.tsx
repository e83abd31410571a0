// A design in the admin's Custom Orders tab: picture, state, number, customer, date and request,
// and the moves its state allows (Review & Approve and Reject while pending, Convert to Product once
// approved), plus View Details. Buttons name the order for screen readers.
import { Link } from 'react-router';
import { canMoveCustomOrder } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { formatRupees } from '../../../lib/money';
import { formatDate } from '../../../lib/shop-dates';
import { DesignImage } from '../components/design-image';
import { DesignStatusBadge } from '../components/design-status-badge';
import type { CustomOrder } from '../lib/types';

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 112px';

export type DesignAction = 'approve' | 'reject' | 'convert' | 'details';

/** Convert only from approved, and only once: a design already made into a product is done. */
export function canConvert(design: CustomOrder): boolean {
  return canMoveCustomOrder(design.status, 'converted_to_product') && !design.convertedProductId;
}

export function AdminDesignCard({ design, onAction }: { design: CustomOrder; onAction: (action: DesignAction) => void }) {
  const pending = design.status === 'pending_approval';
  const number = design.customOrderId;
  const titleId = `admin-design-${design._id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="admin-design"
      className="flex h-full overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm sm:flex-col"
    >
      <div className="w-28 shrink-0 sm:w-full">
        <DesignImage src={design.generatedImage} alt="" sizes={CARD_SIZES} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="font-semibold text-gray-900">
            {number}
          </h3>
          <DesignStatusBadge status={design.status} audience="staff" />
        </div>
        <div className="text-sm">
          <p className="truncate font-medium text-gray-900">{design.user?.name ?? 'Unknown customer'}</p>
          <p className="truncate text-gray-700">{design.user?.email ?? '—'}</p>
          <p className="text-gray-600">Created {formatDate(design.createdAt)}</p>
        </div>
        <p className="line-clamp-3 text-sm whitespace-pre-line text-gray-800">
          <span className="sr-only">Request:</span> {design.prompt}
        </p>
        {design.fallback && <p className="text-xs text-sky-900">Picture drawn offline (fallback)</p>}
        {design.status !== 'draft' && (
          <p className="text-xs text-gray-700" data-testid="gallery-consent">
            {design.galleryConsent ? 'Customer agreed to show it in the public gallery' : 'Customer did not agree to the public gallery: it stays out'}
          </p>
        )}
        {design.adminDetails && (
          <p className="text-sm text-gray-800">
            {design.adminDetails.name} · <span className="font-semibold">{formatRupees(design.adminDetails.price)}</span>
          </p>
        )}
        {design.status === 'rejected' && design.rejectionReason && <p className="line-clamp-2 text-sm text-red-800">Reason: {design.rejectionReason}</p>}
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {pending && (
            <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-1 xl:grid-cols-2">
              <Button onClick={() => onAction('approve')} className="px-2">
                Review &amp; Approve <span className="sr-only">{number}</span>
              </Button>
              <Button variant="ghost" onClick={() => onAction('reject')} className="px-2 text-red-700 hover:bg-red-50">
                Reject <span className="sr-only">{number}</span>
              </Button>
            </div>
          )}
          {canConvert(design) && (
            <Button onClick={() => onAction('convert')}>
              Convert to Product <span className="sr-only">{number}</span>
            </Button>
          )}
          {design.convertedProductId && (
            <Link to={`/product/${design.convertedProductId._id}`} className="text-center text-sm font-medium text-brand-700 underline underline-offset-2">
              View product <span className="sr-only">of {number}</span>
            </Link>
          )}
          <Button variant="secondary" onClick={() => onAction('details')}>
            View Details <span className="sr-only">{number}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
