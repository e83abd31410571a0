// One product (/product/:id): gallery, price and discount, stock, description and features, its
// sizes (the price and stock shown are the chosen size's) and personal text where it has them, an
// optional reference photo, quantity and Add to Cart, add-ons to send along (on a bouquet's page,
// not an add-on's own), then the customers' reviews. A malformed id is "not found" without
// asking the server; a 404 or 400 answer is too; other failures offer Retry.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { MAX_LINE_QUANTITY, type Product } from '@phoolwari/contracts';
import { localized } from '@phoolwari/contracts/storefront-values';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../../i18n/i18n';
import { deliveryTimeLabel } from '../lib/delivery-time';
import { buttonClasses } from '../../../components/button';
import { useDocumentTitle } from '../../../components/page-title';
import { SHOP } from '../../../lib/shop-info';
import { AddOnsOffer, AddToCartButton, InCartNote } from '../../cart';
import { isProductKey, useProduct } from '../api/product';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { CartIcon, LeafIcon, ReturnIcon, TruckIcon } from '../../../components/icons';
import { ProductGallery } from '../components/product-gallery';
import { ProductPrice } from '../../../components/product-price';
import { QuantitySelector } from '../components/quantity-selector';
import { ReferencePhotoPicker, type ReferencePhoto } from '../components/reference-photo-picker';
import { firstAvailable, PersonalisationField, SizePicker } from '../components/size-picker';
import { ProductDetailSkeleton } from '../../../components/skeletons';
import { StarRating } from '../../../components/star-rating';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { TitledSection } from '../../../components/titled-section';
import { categoryPath } from '../../../lib/catalogue-paths';
import { browserPageLoader } from '../../../i18n/load-messages';
import { useShopPolicies } from '../../../lib/shop-policies';
import { freshnessInShort } from '../../../components/freshness-promise';

// The reviews (below the fold) and the pincode check come in files of their own, outside the page's
// first load: the server renders them in place, and React hydrates each Suspense boundary once its
// file has arrived (a tap there before then is replayed).
const ProductReviews = lazy(() => import('../../reviews').then((m) => ({ default: m.ProductReviews })));
// The pincode check comes with checkout's words, which every other page does without.
const PincodeCheck = lazy(() => Promise.all([import('../../checkout'), browserPageLoader(['checkout'])()]).then(([m]) => ({ default: m.PincodeCheck })));

const container = 'mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10';

export function ProductPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const { slug } = useParams();
  const product = useProduct(slug);
  const notFound = !isProductKey(slug) || product.data === null;
  useDocumentTitle(notFound ? t`Product not found` : product.data ? localized(product.data, language).name : t`Product`);

  if (notFound) {
    return (
      <div className={container}>
        <EmptyState
          title={t`Product not found`}
          titleAs="h1"
          detail={t`This product may have been removed, or the link is incomplete.`}
          action={
            <Link to="/products" className={buttonClasses('primary')}>
              <Trans>Back to Products</Trans>
            </Link>
          }
        />
      </div>
    );
  }

  if (product.isPending) {
    return (
      <div className={container} aria-busy="true">
        <h1 className="sr-only">
          <Trans>Loading product…</Trans>
        </h1>
        <ProductDetailSkeleton />
      </div>
    );
  }

  if (product.isError) {
    return (
      <div className={container}>
        <ErrorState title={t`Failed to fetch product`} titleAs="h1" error={product.error} onRetry={() => void product.refetch()} />
      </div>
    );
  }

  // Keyed by id: moving to another product starts with a fresh quantity, photo and picture.
  return product.data && <ProductDetail key={product.data._id} product={product.data} />;
}

function ProductDetail({ product: original }: { product: Product }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const localizedProduct = localized(original, language);
  const [optionId, setOptionId] = useState(() => firstAvailable(original.options)?._id);
  const [personalisation, setPersonalisation] = useState('');
  const option = original.options.find((o) => o._id === optionId);
  const sized = original.options.length > 0;
  // With sizes, what the page says of price and stock is the chosen size's (none chosen: all sold out).
  // None chosen only when every size is sold out: any size then says so.
  const shown = option ?? original.options[0];
  const product = shown
    ? { ...localizedProduct, price: option?.price ?? localizedProduct.price, stock: shown.stock, availability: shown.availability }
    : localizedProduct;
  const [quantity, setQuantity] = useState(1);
  // Uploaded and attached to the cart line by Add to Cart; the order carries it to the florist.
  const [referencePhoto, setReferencePhoto] = useState<ReferencePhoto | null>(null);

  const category = typeof product.category === 'object' && product.category ? product.category : undefined;
  const outOfStock = product.availability === 'Out of Stock' || product.stock <= 0;
  const deliveryTime = deliveryTimeLabel(product.deliveryTime || SHOP.delivery.local, i18n);
  // The owner's window, rendered with the page on the server; a day until the policies are known.
  const freshnessHours = useShopPolicies().data?.freshnessHours ?? 24;
  const reviews = product.reviews;
  const stock = product.stock;

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
            <Link to="/products" className="hover:text-brand-700 hover:underline">
              <Trans>Products</Trans>
            </Link>
          </li>
          {category && (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <Link to={categoryPath(category)} className="hover:text-brand-700 hover:underline">
                  {category.name}
                </Link>
              </li>
            </>
          )}
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="max-w-full truncate font-medium text-gray-900">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <Suspense>
          <div className="lg:sticky lg:top-24 lg:self-start">
            <ProductGallery images={product.images} name={product.name} />
          </div>
        </Suspense>

        <div className="flex min-w-0 flex-col gap-5">
          {/* Three boundaries React hydrates apart (a tap on one is hydrated first); each group is a column of the same gap. */}
          <Suspense>
            <div className="flex flex-col gap-5">
              <div className="flex flex-col gap-2">
                {product.isNew && (
                  <span className="self-start rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    <Trans>New</Trans>
                  </span>
                )}
                <h1 className="text-2xl leading-tight font-bold text-gray-900 sm:text-3xl">{product.name}</h1>
                <div className="flex items-center gap-2 text-sm text-gray-700">
                  {product.reviews > 0 ? (
                    <>
                      <StarRating rating={product.rating} />
                      <a href="#reviews" className="underline-offset-2 hover:text-brand-700 hover:underline">
                        {product.rating.toFixed(1)} · <Plural value={reviews} one="# review" other="# reviews" />
                      </a>
                    </>
                  ) : (
                    // Five grey stars and "0.0" would read as a bad rating; nobody has rated it yet.
                    <a href="#reviews" className="underline-offset-2 hover:text-brand-700 hover:underline">
                      <Trans>No reviews yet</Trans>
                    </a>
                  )}
                </div>
              </div>

              <div className="flex flex-col gap-2">
                <ProductPrice price={product.price} originalPrice={product.originalPrice} size="lg" from={sized && !option} />
                <div className="flex flex-wrap items-center gap-2">
                  <AvailabilityBadge availability={product.availability} size="md" />
                  {product.availability === 'Limited Stock' && product.stock > 0 && (
                    <span className="text-sm font-medium text-yellow-800">
                      <Plural value={stock} one="Only # left" other="Only # left" />
                    </span>
                  )}
                </div>
              </div>

              {product.description && <p className="leading-relaxed whitespace-pre-line text-gray-700">{product.description}</p>}

              {sized && (
                <SizePicker
                  options={original.options}
                  value={optionId}
                  language={language}
                  onChange={(id) => {
                    setOptionId(id);
                    setQuantity(1);
                  }}
                />
              )}
              {product.personalisationMax > 0 && (
                <PersonalisationField max={product.personalisationMax} value={personalisation} onChange={setPersonalisation} />
              )}

              <ReferencePhotoPicker photo={referencePhoto} onChange={setReferencePhoto} />
            </div>
          </Suspense>
          <Suspense>
            <div className="flex flex-col gap-5">
              <div className="flex flex-wrap items-end gap-4">
                <QuantitySelector value={quantity} max={Math.min(product.stock, MAX_LINE_QUANTITY)} onChange={setQuantity} disabled={outOfStock} />
                <AddToCartButton
                  productId={product._id}
                  quantity={quantity}
                  referencePhoto={referencePhoto?.file ?? null}
                  disabled={outOfStock}
                  choice={{ ...(option ? { optionId: option._id } : {}), ...(personalisation.trim() ? { personalisation: personalisation.trim() } : {}) }}
                  className="min-h-12 flex-1 text-base sm:flex-none sm:px-8"
                  // Added: the page starts over (quantity 1, no photo, no message) so a second tap is not a double add.
                  onAdded={() => {
                    setQuantity(1);
                    setReferencePhoto(null);
                    setPersonalisation('');
                  }}
                >
                  <CartIcon className="size-5" />
                  {outOfStock ? t`Out of Stock` : t`Add to Cart`}
                </AddToCartButton>
              </div>
              <InCartNote productId={product._id} />

              {!product.isAddon && <AddOnsOffer />}
            </div>
          </Suspense>
          <Suspense>
            <div className="flex flex-col gap-5">
              <ul className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
                <Note icon={<TruckIcon />} title={t`Delivered in ${deliveryTime}`} detail={t`Local delivery`} />
                <Note icon={<LeafIcon />} title={t`100% Fresh`} detail={t`Hand-picked the same day`} />
                <Note
                  icon={<ReturnIcon />}
                  title={t`Freshness promise`}
                  detail={
                    <>
                      {freshnessInShort(freshnessHours, i18n)}{' '}
                      <Link to="/terms" className="underline underline-offset-2 hover:text-brand-700">
                        <Trans>See terms</Trans>
                      </Link>
                    </>
                  }
                />
              </ul>

              <Suspense>
                <PincodeCheck className="rounded-xl border border-gray-200 bg-white p-4" />
              </Suspense>

              {product.features.length > 0 && (
                <TitledSection id="product-features" title={<Trans>Features</Trans>}>
                  <ul className="list-disc space-y-1 pl-5 text-gray-700 marker:text-brand-600">
                    {product.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </TitledSection>
              )}

              {product.tags.length > 0 && (
                <TitledSection id="product-tags" title={<Trans>Tags</Trans>}>
                  <ul className="flex flex-wrap gap-2">
                    {product.tags.map((tag) => (
                      <li key={tag}>
                        <Link
                          to={`/products?search=${encodeURIComponent(tag)}`}
                          className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm text-brand-700 hover:bg-brand-100"
                        >
                          {tag}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </TitledSection>
              )}
            </div>
          </Suspense>
        </div>
      </div>

      <Suspense>
        <ProductReviews productId={product._id} />
      </Suspense>
    </div>
  );
}

function Note({ icon, title, detail }: { icon: ReactNode; title: string; detail: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 shrink-0 text-brand-700">{icon}</span>
      <span className="flex flex-col">
        <span className="text-sm font-semibold text-gray-900">{title}</span>
        <span className="text-xs text-gray-600">{detail}</span>
      </span>
    </li>
  );
}
