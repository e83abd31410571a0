// /custom-order/:id: one design on its own page, the gallery's View Details. Anyone may see an
// approved design or one for sale; its owner and staff see it in any state. Shows the picture, the
// shop's name, price, delivery time, features and tags once approved, the customer's request, and
// Add to Cart / View Product once it is for sale. A malformed id, 400, 403 or 404 is "not found".
import { Link, useParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../../i18n/i18n';
import { deliveryTimeLabel } from '../../catalog';
import { buttonClasses } from '../../../components/button';
import { CartIcon, ClockIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../components/page-title';
import { formatRupees } from '../../../lib/money';
import { formatDate } from '../../../lib/shop-dates';
import { AddToCartButton } from '../../cart';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { ProductDetailSkeleton } from '../../../components/skeletons';
import { isDesignId, useDesign } from '../api/get-design';
import { DesignImage, IMAGE_SIZES } from '../components/design-image';
import { DesignStatusBadge } from '../components/design-status-badge';
import { FallbackNote } from '../components/fallback-note';
import { designTitle, localizedDesign, productIdOf } from '../lib/design-format';
import type { CustomOrder } from '../lib/types';
import { TitledSection } from '../../../components/titled-section';

const container = 'mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10';

export const DESIGN_NOT_FOUND = msg`Design not found`;

export function DesignPage() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const { id } = useParams();
  const design = useDesign(id);
  const notFound = !isDesignId(id) || design.data === null;
  useDocumentTitle(notFound ? t(DESIGN_NOT_FOUND) : design.data ? designTitle(localizedDesign(design.data, language), i18n) : t`Custom design`);

  if (notFound) {
    return (
      <div className={container}>
        <EmptyState
          title={t(DESIGN_NOT_FOUND)}
          titleAs="h1"
          detail={t`This design may have been removed, is not public, or the link is incomplete.`}
          action={
            <Link to="/custom-orders" className={buttonClasses('primary')}>
              <Trans>Back to the gallery</Trans>
            </Link>
          }
        />
      </div>
    );
  }

  if (design.isPending) {
    return (
      <div className={container} aria-busy="true">
        <h1 className="sr-only">
          <Trans>Loading design…</Trans>
        </h1>
        <ProductDetailSkeleton />
      </div>
    );
  }

  if (design.isError) {
    return (
      <div className={container}>
        <ErrorState title={t`Failed to load the design`} titleAs="h1" error={design.error} onRetry={() => void design.refetch()} />
      </div>
    );
  }

  return design.data && <DesignDetail design={design.data} />;
}

/** On Hindi pages the approved details are the Hindi staff wrote, field by field, the English where none. */
function DesignDetail({ design: original }: { design: CustomOrder }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const design = localizedDesign(original, language);
  const title = designTitle(design, i18n);
  const prompt = design.prompt;
  const details = design.adminDetails;
  const productId = productIdOf(design);
  const deliveryTime = details?.deliveryTime ? deliveryTimeLabel(details.deliveryTime, i18n) : '';

  return (
    <div className={container}>
      <nav aria-label={t`Breadcrumb`} className="mb-4 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-gray-700">
          <li>
            <Link to="/" className="hover:text-brand-700 hover:underline">
              <Trans>Home</Trans>
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/custom-orders" className="hover:text-brand-700 hover:underline">
              <Trans>Custom Designs</Trans>
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="max-w-full truncate font-medium text-gray-900">
            {title}
          </li>
        </ol>
      </nav>

      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <DesignImage
            src={design.generatedImage}
            alt={details?.description || t`Design drawn for the request: ${prompt}`}
            sizes={IMAGE_SIZES.detail}
            priority
            className="rounded-xl"
          />
          {design.fallback && <FallbackNote design={design} className="mt-3" />}
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <DesignStatusBadge status={design.status} />
              <span className="text-sm text-gray-700">
                {design.customOrderId} · {formatDate(design.createdAt, language)}
              </span>
              {details?.category && (
                <Link to={`/products?category=${details.category._id}`} data-testid="design-category" className="text-sm text-brand-700 hover:underline">
                  <span className="sr-only">
                    <Trans>Category:</Trans>{' '}
                  </span>
                  {details.category.name}
                </Link>
              )}
            </div>
            <h1 className="text-2xl leading-tight font-bold break-words text-gray-900 sm:text-3xl">{title}</h1>
          </div>

          {details ? (
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
              <p className="text-3xl font-bold text-gray-900">
                <span className="sr-only">
                  <Trans>Price:</Trans>
                </span>{' '}
                {formatRupees(details.price)}
              </p>
              {details.deliveryTime && (
                <p className="flex items-center gap-1.5 text-gray-800">
                  <ClockIcon className="h-5 w-5 text-brand-700" />
                  <Trans>Delivered in {deliveryTime}</Trans>
                </p>
              )}
            </div>
          ) : (
            <p className="text-gray-700">
              <Trans>Our florists set the price and delivery time when they approve the design.</Trans>
            </p>
          )}

          {details?.description && <p className="leading-relaxed whitespace-pre-line text-gray-700">{details.description}</p>}

          {productId ? (
            <div className="flex flex-col gap-3 sm:flex-row">
              <AddToCartButton productId={productId} className="min-h-12 text-base sm:px-8">
                <CartIcon className="size-5" />
                <Trans>Add to Cart</Trans>
              </AddToCartButton>
              <Link to={`/product/${productId}`} className={buttonClasses('secondary', 'min-h-12 text-base')}>
                <Trans>View Product</Trans>
              </Link>
            </div>
          ) : design.status === 'approved' ? (
            <p className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
              <Trans>
                Approved by our florists, but not on sale yet: they first turn a design into a product.{' '}
                <Link to="/contact" className="font-semibold underline underline-offset-2">
                  Contact the shop
                </Link>{' '}
                to order it.
              </Trans>
            </p>
          ) : null}

          {design.status === 'rejected' && design.rejectionReason && (
            <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              <span className="font-semibold">
                <Trans>Reason:</Trans>{' '}
              </span>
              {design.rejectionReason}
            </p>
          )}

          {details && details.features.length > 0 && (
            <TitledSection title={t`Features`} id="design-features">
              <ul className="list-disc space-y-1 pl-5 text-gray-700 marker:text-brand-600">
                {details.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </TitledSection>
          )}

          {details && details.tags.length > 0 && (
            <TitledSection title={t`Tags`} id="design-tags">
              <ul className="flex flex-wrap gap-2">
                {details.tags.map((tag) => (
                  <li key={tag} className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm text-brand-700">
                    {tag}
                  </li>
                ))}
              </ul>
            </TitledSection>
          )}

          <TitledSection title={t`The request`} id="design-request">
            <blockquote className="rounded-lg border-l-4 border-brand-200 bg-gray-50 px-4 py-3 whitespace-pre-line text-gray-800">{design.prompt}</blockquote>
          </TitledSection>

          <p className="text-sm text-gray-700">
            <Trans>
              Want something like it, but your own?{' '}
              <Link to="/custom-order" className="font-semibold text-brand-700 underline underline-offset-2">
                Create your design
              </Link>
            </Trans>
          </p>
        </div>
      </div>
    </div>
  );
}
