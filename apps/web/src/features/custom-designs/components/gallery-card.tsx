// A design in the public gallery: picture, name, description, delivery time, price, up to three
// tags and '+N', View Details (its own page) and Add. Add puts a design that is already for sale
// into the cart as its product; guests go to /login first; a design the shop has approved but not
// yet made a product of cannot be bought, and the customer is told to contact the shop.
import { Link, useLocation, useNavigate } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { deliveryTimeLabel } from '../../catalog';
import { toast } from '../../../lib/toast';
import { buttonClasses } from '../../../components/button';
import { ClockIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { formatRupees } from '../../../lib/money';
import { useLanguage } from '../../../i18n/i18n';
import { useSession } from '../../../lib/session';
import { useDesignCart } from '../lib/cart-link';
import { CARD_TAG_LIMIT, designTitle, localizedDesign, productIdOf } from '../lib/design-format';
import type { CustomOrder } from '../lib/types';
import { DesignImage } from './design-image';

/** One column on a small phone, then 2 / 3 / 4. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an img sizes media list, not words
export const GALLERY_SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 480px) 50vw, 100vw';

export const NOT_FOR_SALE_YET = msg`This design is not for sale yet: our florists first need to turn it into a product. Please contact the shop to order it.`;

/** Add for one gallery design: the cart for a product, /login for a guest, a note otherwise. */
export function useAddDesign() {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const cart = useDesignCart();
  return {
    add: (design: CustomOrder) => {
      const productId = productIdOf(design);
      if (productId) return cart.add(productId);
      if (!user) {
        toast.error(t`Please login to add items to cart`);
        void navigate('/login', { state: { from: location.pathname + location.search } });
        return;
      }
      toast.info(t(NOT_FOR_SALE_YET));
    },
    isPending: cart.isPending,
  };
}

/**
 * `priority`: the first card on a phone, whose picture is the page's largest: it loads at once.
 * On Hindi pages the name, description and tags are the Hindi staff wrote, the English where none.
 */
export function GalleryCard({ design: original, priority = false }: { design: CustomOrder; priority?: boolean }) {
  const { i18n } = useLingui();
  const design = localizedDesign(original, useLanguage());
  const { add, isPending } = useAddDesign();
  const title = designTitle(design, i18n);
  const details = design.adminDetails;
  const tags = details?.tags ?? [];
  const shown = tags.slice(0, CARD_TAG_LIMIT);
  const more = tags.length - shown.length;
  const titleId = `gallery-${design._id}`;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="gallery-card"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <DesignImage src={design.generatedImage} alt="" sizes={GALLERY_SIZES} priority={priority} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <h2 id={titleId} className="line-clamp-2 font-semibold text-gray-900">
          {title}
        </h2>
        {details?.description && <p className="line-clamp-3 text-sm text-gray-700">{details.description}</p>}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          {details && <p className="text-lg font-bold text-gray-900">{formatRupees(details.price)}</p>}
          {details?.deliveryTime && (
            <p className="flex items-center gap-1 text-sm text-gray-700">
              <ClockIcon className="h-4 w-4 shrink-0" />
              <span className="sr-only">
                <Trans>Delivery in</Trans>
              </span>{' '}
              {deliveryTimeLabel(details.deliveryTime, i18n)}
            </p>
          )}
        </div>
        {shown.length > 0 && (
          <ul aria-label={i18n._(msg`Tags`)} className="flex flex-wrap gap-1.5">
            {shown.map((tag) => (
              <li key={tag} data-testid="design-tag" className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                {tag}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800">
                <span aria-hidden="true">+{more}</span>
                <span className="sr-only">
                  <Plural value={more} one="and # more" other="and # more" />
                </span>
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <Link to={`/custom-order/${design._id}`} className={buttonClasses('secondary', 'px-2')}>
            <Trans>
              View Details <span className="sr-only">of {title}</span>
            </Trans>
          </Link>
          <button
            type="button"
            aria-disabled={isPending || undefined}
            onClick={() => {
              if (!isPending) add(design);
            }}
            className={buttonClasses('primary', 'px-2 aria-disabled:cursor-wait')}
          >
            {isPending ? <Spinner className="h-4 w-4" /> : null}
            <Trans>
              Add <span className="sr-only">{title} to cart</span>
            </Trans>
          </button>
        </div>
      </div>
    </article>
  );
}
