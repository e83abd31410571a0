// One of the customer's designs under My Orders: picture, state, request, the shop's price and
// delivery time once approved, the reason if turned down, View Product once it is for sale, the
// customer's answer on the public gallery once placed, and for a draft the same Discard / Place
// Custom Order as the fresh result.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../../i18n/i18n';
import { deliveryTimeLabel } from '../../catalog';
import { buttonClasses } from '../../../components/button';
import { formatRupees } from '../../../lib/money';
import { formatDate } from '../../../lib/shop-dates';
import { localizedDesign, productIdOf } from '../lib/design-format';
import type { CustomOrder } from '../lib/types';
import type { useDraftActions } from '../lib/use-draft-actions';
import { DesignImage } from './design-image';
import { DesignStatusBadge } from './design-status-badge';
import { DraftActions } from './draft-actions';
import { FallbackNote } from './fallback-note';
import { GalleryChoice } from './gallery-choice';

// eslint-disable-next-line lingui/no-unlocalized-strings -- an img sizes media list, not words
const THUMB_SIZES = '(min-width: 640px) 192px, 100vw';

export function MyDesignCard({ design: original, actions }: { design: CustomOrder; actions: ReturnType<typeof useDraftActions> }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const design = localizedDesign(original, language);
  const details = design.adminDetails;
  const productId = productIdOf(design);
  const created = formatDate(design.createdAt, language);
  const titleId = `design-${design._id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="my-design"
      className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm sm:flex-row"
    >
      <div className="w-full shrink-0 sm:w-48">
        <DesignImage src={design.generatedImage} alt="" sizes={THUMB_SIZES} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold break-words text-gray-900">
              {details?.name || t`Custom design`} <span className="font-normal text-gray-700">· {design.customOrderId}</span>
            </h3>
            <p className="text-sm text-gray-600">
              <Trans>Created {created}</Trans>
            </p>
          </div>
          <DesignStatusBadge status={design.status} />
        </div>

        <div>
          <h4 className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <Trans>Your request</Trans>
          </h4>
          <p className="mt-0.5 line-clamp-4 text-sm whitespace-pre-line text-gray-900">{design.prompt}</p>
        </div>

        {design.fallback && design.status === 'draft' && <FallbackNote design={design} />}

        {details && (
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg bg-gray-50 p-3 text-sm min-[400px]:grid-cols-3">
            <div>
              <dt className="text-gray-600">
                <Trans>Name</Trans>
              </dt>
              <dd className="font-medium text-gray-900">{details.name}</dd>
            </div>
            <div>
              <dt className="text-gray-600">
                <Trans>Price</Trans>
              </dt>
              <dd className="font-medium text-gray-900">{formatRupees(details.price)}</dd>
            </div>
            <div>
              <dt className="text-gray-600">
                <Trans>Delivery time</Trans>
              </dt>
              <dd className="font-medium text-gray-900">{deliveryTimeLabel(details.deliveryTime, i18n)}</dd>
            </div>
          </dl>
        )}

        {design.status === 'pending_approval' && (
          <p className="text-sm text-gray-700">
            <Trans>Our florists are reviewing your design and will set its price.</Trans>
          </p>
        )}
        {design.status === 'approved' && (
          <p className="text-sm text-gray-700">
            <Trans>Approved! The shop is getting it ready for you to buy.</Trans>
          </p>
        )}
        {design.status === 'rejected' && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            <span className="font-semibold">
              <Trans>Reason:</Trans>{' '}
            </span>
            {design.rejectionReason || t`No reason was given.`}
          </p>
        )}

        {/* A turned-down design never reaches the gallery, so there is nothing to choose. */}
        {design.status !== 'draft' && design.status !== 'rejected' && <GalleryChoice design={original} />}

        <div className="mt-auto">
          {design.status === 'draft' && <DraftActions designId={design._id} actions={actions} />}
          {productId && (
            <Link to={`/product/${productId}`} className={buttonClasses('primary', 'w-full sm:w-auto')}>
              <Trans>View Product</Trans>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
