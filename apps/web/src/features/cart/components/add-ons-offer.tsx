// "Add a little extra": a row of small add-on cards (a greeting card, chocolates, a vase, a teddy)
// with picture, name, price and an Add button, on a bouquet's page and in the cart. The button
// knows the stock: what is already in the cart counts against it, so a customer cannot add more
// than the shop has. Add-ons already in the cart, or the product being viewed, can be left out.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { localized } from '@phoolwari/contracts/storefront-values';
import type { Product } from '@phoolwari/contracts';
import { ProductImage } from '../../../components/product-image';
import { buttonClasses } from '../../../components/button';
import { ErrorState } from '../../../components/status-views';
import { formatRupees } from '../../../lib/money';
import { useLanguage } from '../../../i18n/i18n';
import { IMAGE_SIZES } from '../../../lib/responsive-image';
import { useAddOns } from '../api/add-ons';
import { useCart } from '../api/cart';
import { AddToCartButton } from './add-to-cart-button';
import { productPath } from '../../../lib/catalogue-paths';

interface AddOnsOfferProps {
  /** Products not to offer (those already in the cart). */
  exclude?: readonly string[];
  /** The heading's level in the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

const HEADING_ID = 'add-ons-offer';
const row = 'flex snap-x gap-3 overflow-x-auto pb-2';

export function AddOnsOffer({ exclude = [], headingLevel: Heading = 'h2' }: AddOnsOfferProps) {
  const addOns = useAddOns();
  const { t } = useLingui();
  const cartItems = useCart().data?.items ?? [];
  const heading = (
    <Heading id={HEADING_ID} className="mb-3 text-lg font-semibold text-gray-900">
      <Trans>Add a little extra</Trans>
    </Heading>
  );

  if (addOns.isPending) {
    return (
      <section aria-labelledby={HEADING_ID} aria-busy="true">
        {heading}
        <p className="sr-only">
          <Trans>Loading add-ons…</Trans>
        </p>
        <ul className={row}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="w-36 shrink-0 animate-pulse rounded-xl border border-gray-200 bg-white p-2">
              <div className="aspect-square rounded-lg bg-gray-200" />
              <div className="mt-2 h-4 rounded bg-gray-200" />
              <div className="mt-2 h-9 rounded bg-gray-200" />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (addOns.isError) {
    return (
      <section aria-labelledby={HEADING_ID}>
        {heading}
        <ErrorState title={t`The add-ons could not be loaded`} error={addOns.error} onRetry={() => void addOns.refetch()} />
      </section>
    );
  }
  const offered = addOns.data.filter((p) => !exclude.includes(p._id));
  // Nothing to offer is not worth a heading over an empty row.
  if (offered.length === 0) return null;
  return (
    <section aria-labelledby={HEADING_ID}>
      {heading}
      <ul className={row}>
        {offered.map((product) => (
          <AddOnCard key={product._id} product={product} inCart={cartItems.find((item) => item.product._id === product._id)?.quantity ?? 0} />
        ))}
      </ul>
    </section>
  );
}

function AddOnCard({ product: original, inCart }: { product: Product; inCart: number }) {
  const { t } = useLingui();
  const product = localized(original, useLanguage());
  const name = product.name;
  const left = product.stock - inCart;
  const soldOut = product.stock <= 0;
  const allInCart = !soldOut && left <= 0;
  return (
    // Relative: the button's screen-reader text is positioned inside its card, so it scrolls with the
    // row instead of widening the page.
    <li className="relative flex w-36 shrink-0 snap-start flex-col rounded-xl border border-gray-200 bg-white p-2 shadow-sm">
      <div className="overflow-hidden rounded-lg">
        <ProductImage src={product.images[0]} alt="" sizes={IMAGE_SIZES.addOn} />
      </div>
      <Link to={productPath(product)} className="mt-2 line-clamp-2 min-h-10 text-sm leading-5 font-medium text-gray-900 hover:text-brand-700 hover:underline">
        {product.name}
      </Link>
      <p className="mt-1 text-sm font-semibold text-gray-900 tabular-nums">
        {product.options.length > 1 ? <Trans>from {formatRupees(product.price)}</Trans> : formatRupees(product.price)}
      </p>
      {inCart > 0 && (
        <p className="text-xs text-gray-700">
          <Trans>{inCart} in your cart</Trans>
        </p>
      )}
      {product.options.length > 0 ? (
        // A size (and perhaps a message on the cake) is chosen on its page, not guessed here.
        <Link to={productPath(product)} className={buttonClasses('secondary', 'mt-auto min-h-10 w-full')}>
          <span aria-hidden="true">
            <Trans>Choose size</Trans>
          </span>
          <span className="sr-only">
            <Trans>Choose a size of {name}</Trans>
          </span>
        </Link>
      ) : (
        <AddToCartButton productId={product._id} disabled={left <= 0} className="mt-auto min-h-10 w-full">
          {soldOut ? (
            t`Sold out`
          ) : allInCart ? (
            t`All in cart`
          ) : (
            // The button's children are flex items, which drop a leading space: the full name is one text.
            <>
              <span aria-hidden="true">
                <Trans>Add</Trans>
              </span>
              <span className="sr-only">
                <Trans>Add {name}</Trans>
              </span>
            </>
          )}
        </AddToCartButton>
      )}
    </li>
  );
}
