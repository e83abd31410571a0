// A product in the listing and on the home page, as a grid tile or a list row. The whole card is
// clickable through the name's link (stretched over the card) so screen readers hear one link
// with the product's name rather than a link wrapping badges, prices and tags.
import type { Product } from '@phoolwari/contracts';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { localized } from '@phoolwari/contracts/storefront-values';
import { useLanguage } from '../../../i18n/i18n';
import { IMAGE_SIZES } from '../../../lib/responsive-image';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { TruckIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/product-image';
import { ProductPrice } from '../../../components/product-price';
import type { ProductCardVariant } from '../../../components/skeletons';
import { productPath } from '../../../lib/catalogue-paths';

/** Cards show at most this many tags (spec §9). */
export const CARD_TAG_LIMIT = 2;

interface ProductCardProps {
  product: Product;
  variant?: ProductCardVariant;
  /** The name's heading level, so it fits the page's outline (h2 under the h1, h3 under an h2). */
  headingLevel?: 2 | 3;
  /** A card in the first row on a phone: its picture loads at once, first (it is the page's largest). */
  priority?: boolean;
  /** 'Earliest: today by 8:00 pm' for the pincode the customer gave (one answer for the whole list). */
  earliest?: string;
}

/** Whether the record has what a card cannot do without: a name and a real price. */
export function isDisplayableProduct(product: Partial<Product> | null | undefined): product is Product {
  return !!product && typeof product.name === 'string' && product.name.trim() !== '' && typeof product.price === 'number' && Number.isFinite(product.price);
}

export function ProductCard({ product: original, variant = 'grid', headingLevel = 3, priority = false, earliest }: ProductCardProps) {
  const language = useLanguage();
  if (!isDisplayableProduct(original)) {
    return (
      <article
        className={`flex w-full items-center justify-center rounded-xl border border-dashed border-gray-300 bg-gray-50 p-4 text-center text-sm text-gray-700 ${variant === 'grid' ? 'aspect-[3/4]' : 'min-h-28'}`}
      >
        <Trans>Invalid product data</Trans>
      </article>
    );
  }
  const product = localized(original, language);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tags = (product.tags ?? []).slice(0, CARD_TAG_LIMIT);
  const list = variant === 'list';

  return (
    <article
      className={`group relative flex w-full overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 hover:shadow-md ${list ? 'flex-row' : 'flex-col'}`}
    >
      <div className={`relative shrink-0 ${list ? 'w-28 sm:w-40' : 'w-full'}`}>
        <ProductImage
          src={product.images?.[0]}
          alt={product.name}
          sizes={list ? IMAGE_SIZES.listThumb : IMAGE_SIZES.card}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-105"
        />
        {product.isNew && (
          <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            <Trans>New</Trans>
          </span>
        )}
      </div>

      <div className={`flex min-w-0 flex-1 flex-col gap-1.5 ${list ? 'p-3 sm:p-4' : 'p-3'}`}>
        <Heading className="line-clamp-2 text-sm leading-snug font-semibold text-gray-900 sm:text-base">
          <Link to={productPath(product)} className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
            {product.name}
          </Link>
        </Heading>
        {list && product.description && <p className="line-clamp-2 text-sm text-gray-600">{product.description}</p>}
        <ProductPrice price={product.price} originalPrice={product.originalPrice} from={product.options.length > 1} />
        {earliest && (
          <p data-testid="card-earliest" className="flex items-center gap-1 text-xs font-medium text-green-800">
            <TruckIcon className="size-3.5 shrink-0" aria-hidden="true" />
            {earliest}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-1.5 pt-1">
          <AvailabilityBadge availability={product.availability} />
          {tags.map((tag) => (
            <span key={tag} data-testid="product-tag" className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
              {tag}
            </span>
          ))}
        </div>
      </div>
    </article>
  );
}
