// The storefront's landing page: a hero with the two main ways in (shop, AI custom orders) and
// the delivery promise, the category grid, and the four trending products.
import { Suspense } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../components/page-title';
import { deliveryPromise, PolicyText } from '../../../components/shop-promises';
import { useCategories } from '../api/categories';
import { useProducts } from '../api/products';
import { TRENDING_COUNT, TRENDING_QUERY } from '../lib/product-filters';
import { CategoryCard } from '../components/category-card';
import { HeroArt } from '../components/hero-art';
import { ProductCard } from '../components/product-card';
import { useRememberedEarliest } from '../../../lib/earliest-delivery';
import { CategorySkeleton, ProductSkeleton } from '../../../components/skeletons';
import { buttonClasses } from '../../../components/button';
import { EmptyState, ErrorState } from '../../../components/status-views';

const CATEGORY_SKELETONS = 4;
const CATEGORY_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6';

export function HomePage() {
  // An empty title gives the shop's default tab title.
  useDocumentTitle('');
  return (
    <>
      <Suspense>
        <Hero />
      </Suspense>
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10 sm:px-6 lg:px-8">
        <Suspense>
          <CategoriesSection />
        </Suspense>
        <TrendingSection />
        <EventsBand />
      </div>
    </>
  );
}

/** Weddings and functions are a florist's biggest orders: the home page says the shop takes them. */
function EventsBand() {
  return (
    <section aria-labelledby="home-events" className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <h2 id="home-events" className="text-xl font-semibold text-gray-900">
          <Trans>Weddings & events</Trans>
        </h2>
        <p className="mt-1 text-gray-700">
          <Trans>Varmalas made to measure, mandap, car and stage decoration for weddings, pujas and functions.</Trans>
        </p>
      </div>
      <Link to="/events" className={buttonClasses('primary', 'shrink-0 px-6')}>
        <Trans>Ask for a quote</Trans>
      </Link>
    </section>
  );
}

function Hero() {
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-brand-100">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8 lg:py-20">
        <div className="flex flex-col items-start gap-5">
          {/* Where the shop's delivery areas reach, from its settings: never a promise they do not keep. */}
          <p className="rounded-2xl bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
            <PolicyText>{deliveryPromise}</PolicyText>
          </p>
          <h1 className="max-w-2xl text-3xl leading-tight font-bold text-gray-900 sm:text-5xl">
            <Trans>
              Fresh flowers &amp; garlands, <span className="text-brand-700">delivered within hours</span>
            </Trans>
          </h1>
          <p className="max-w-xl text-base text-gray-700 sm:text-lg">
            <Trans>
              Bouquets, wedding and pooja garlands, arranged by hand the same day. Or describe your idea and let our AI sketch a custom design for our florists
              to make.
            </Trans>
          </p>
          <p className="rounded-lg border border-dashed border-brand-600 bg-white/80 px-3 py-2 text-sm font-semibold text-brand-700">
            {/* SHOP.promo in words a translator can reach (the demo promo code the seed creates). */}
            <Trans>Use PHOOL10 for 10% off orders above ₹499</Trans>
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to="/products" className={buttonClasses('primary', 'px-6 text-base')}>
              <Trans>Shop Now</Trans>
            </Link>
            <Link to="/custom-order" className={buttonClasses('secondary', 'px-6 text-base')}>
              <Trans>AI Custom Orders</Trans>
            </Link>
          </div>
        </div>
        <HeroArt className="hidden w-full lg:block" />
      </div>
    </section>
  );
}

function CategoriesSection() {
  const { t } = useLingui();
  const categories = useCategories();
  return (
    <section aria-labelledby="home-categories" aria-busy={categories.isPending}>
      <h2 id="home-categories" className="mb-4 text-2xl font-bold text-gray-900">
        <Trans>Shop by Category</Trans>
      </h2>
      {categories.isPending ? (
        <div className={CATEGORY_GRID}>
          {Array.from({ length: CATEGORY_SKELETONS }, (_, i) => (
            <CategorySkeleton key={i} />
          ))}
        </div>
      ) : categories.isError ? (
        <ErrorState title={t`Failed to fetch categories`} error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <EmptyState title={t`No categories found`} />
      ) : (
        <ul className={CATEGORY_GRID}>
          {categories.data.map((category) => (
            <li key={category._id} className="flex flex-col">
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TrendingSection() {
  const { t, i18n } = useLingui();
  const trending = useProducts(TRENDING_QUERY);
  const { label: earliest } = useRememberedEarliest(i18n);
  return (
    <section aria-labelledby="home-trending" aria-busy={trending.isPending} className="render-when-near">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="home-trending" className="text-2xl font-bold text-gray-900">
          <Trans>Trending Now</Trans>
        </h2>
        <Link to="/products" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          <Trans>
            View all<span className="sr-only"> products</span>
          </Trans>
        </Link>
      </div>
      {trending.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: TRENDING_COUNT }, (_, i) => (
            <ProductSkeleton key={i} />
          ))}
        </div>
      ) : trending.isError ? (
        <ErrorState title={t`Failed to fetch products`} error={trending.error} onRetry={() => void trending.refetch()} />
      ) : trending.data.products.length === 0 ? (
        <EmptyState title={t`No trending products available`} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {trending.data.products.slice(0, TRENDING_COUNT).map((product) => (
            <li key={product._id} className="flex">
              <Suspense>
                <ProductCard product={product} earliest={earliest} />
              </Suspense>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
