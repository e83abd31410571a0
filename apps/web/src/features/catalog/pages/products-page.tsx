// The catalogue listing (/products). Every choice (search, category, maximum price, sort, page,
// grid or list) lives in the URL, so links, Back and reload keep it; the server filters, sorts
// and paginates. While a new page or filter loads, the previous list stays, dimmed.
import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigation, useSearchParams, type NavigateOptions } from 'react-router';
import type { Sort } from '@phoolwari/contracts';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { localized } from '@phoolwari/contracts/storefront-values';
import { useLanguage } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/page-title';
import { useCategories } from '../api/categories';
import { useProducts } from '../api/products';
import { FilterPanel } from '../components/filter-panel';
import { FilterIcon, GridIcon, ListIcon } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { ProductCard } from '../components/product-card';
import { ProductSkeleton } from '../../../components/skeletons';
import { buttonClasses } from '../../../components/button';
import { EmptyState, ErrorState } from '../../../components/status-views';
import {
  SORT_LABELS,
  SORT_OPTIONS,
  activeFilterCount,
  readFilters,
  toListQuery,
  withChanges,
  withoutFilters,
  type DeliveryFilter,
  type ProductView,
} from '../lib/product-filters';
import { useRememberedEarliest } from '../../../lib/earliest-delivery';

const PRODUCT_SKELETONS = 6;
/** The grid's first row on a phone: two cards, whose pictures are the largest thing on screen. */
const FIRST_ROW_ON_A_PHONE = 2;
const FILTERS_ID = 'product-filters';
// Filter changes keep the scroll position (the list is right there); Back still restores it. And
// the router's updates for them render at once rather than as a transition: until that render, the
// page's filters are the old ones, and a second filter tapped in between (easily, on a slow phone)
// would be built on them and drop the first.
const FILTER_NAV: NavigateOptions = { preventScrollReset: true, flushSync: true };

export function ProductsPage() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  // What a change builds on: while the last change's list is still loading, its address, not the
  // one on screen. (setParams' function form is handed this render's params: React Router does not
  // queue changes as React's setState does.)
  const pending = useNavigation().location;
  const pathname = useLocation().pathname;
  const pendingSearch = pending?.pathname === pathname ? pending.search : undefined;
  const latest = useMemo(() => (pendingSearch === undefined ? params : new URLSearchParams(pendingSearch)), [params, pendingSearch]);
  const filters = readFilters(params);
  const products = useProducts(toListQuery(filters));
  const categories = useCategories();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const top = useRef<HTMLElement>(null);

  const change = useCallback(
    (changes: Parameters<typeof withChanges>[1], options: NavigateOptions = FILTER_NAV) => setParams(withChanges(latest, changes), options),
    [setParams, latest],
  );
  // The slider replaces the history entry: Back should leave the page, not replay each price.
  const onMaxPrice = useCallback((maxPrice: number | undefined) => change({ maxPrice }, { ...FILTER_NAV, replace: true }), [change]);
  // The shell scrolls to the top only when the path changes; a new page of the same list is a
  // query change, so the list's top is brought into view here and focus moves there (it would
  // otherwise stay on a page link at the bottom).
  const toTopOfList = () => {
    top.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  const clearFilters = () => setParams(withoutFilters(latest), FILTER_NAV);

  const category = categories.data?.find((c) => c.slug === filters.category);
  const categoryName = category && localized(category, language).name;
  const search = filters.search;
  const heading = search ? t`Results for “${search}”` : (categoryName ?? t`All Products`);
  useDocumentTitle(search ? t`Search: ${search}` : (categoryName ?? t`Products`));
  const activeCount = activeFilterCount(filters);
  const view = filters.view;

  // One answer for the whole page: every card's "Earliest" and the delivery filters come from it.
  const { delivery, served, label: earliest } = useRememberedEarliest(i18n);
  // Products carry nothing about delivery (every product goes by every slot of the shop), so the
  // server cannot filter them by it: the delivery filters are derived from the zone's slots for the
  // remembered pincode. Same-day holds when the earliest delivery is today; midnight when a midnight
  // slot is still open on the first day the shop can deliver. When it does not hold, no product can
  // come that way, and the page says so instead of the list.
  const deliveryHolds =
    filters.delivery === undefined || !served
      ? true
      : filters.delivery === 'same-day'
        ? served.earliest?.daysAhead === 0
        : served.kinds.some((kind) => kind.kind === 'midnight' && kind.available);
  const deliveryNeedsPincode = filters.delivery !== undefined && !served;
  const pincode = served?.pincode;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <header ref={top} tabIndex={-1} className="mb-4 scroll-mt-32 outline-none">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{heading}</h1>
        <div className="mt-1 flex items-center justify-between gap-3">
          <p role="status" className="min-h-5 text-sm text-gray-700">
            {products.data
              ? countLine(products.data.products.length, products.data.total, filters.search, i18n)
              : products.isError
                ? t`Products could not be loaded`
                : t`Loading products…`}
          </p>
          <ViewToggle value={view} onChange={(next) => change({ view: next })} />
        </div>
      </header>

      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="mb-4 flex flex-wrap items-center gap-2 lg:col-start-2 lg:row-start-1">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={FILTERS_ID}
            onClick={() => setFiltersOpen((open) => !open)}
            className={buttonClasses('secondary', 'lg:hidden')}
          >
            <FilterIcon className="size-4" />
            <Trans>Filters</Trans>
            {activeCount > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{activeCount}</span>}
          </button>
          <SortSelect value={filters.sort} onChange={(sort) => change({ sort })} />
          <DeliveryFilters value={filters.delivery} onChange={(next) => change({ delivery: next })} />
        </div>

        <Suspense>
          <FilterPanel
            id={FILTERS_ID}
            open={filtersOpen}
            className="mb-4 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mb-0 lg:self-start"
            categories={categories.data}
            categoriesPending={categories.isPending}
            categoriesError={categories.isError}
            onRetryCategories={() => void categories.refetch()}
            selectedCategory={filters.category}
            // On a phone a chosen category applies at once and the panel folds away, so the products
            // (and the count above them) are in view; the slider keeps it open while it moves.
            onCategory={(category) => {
              change({ category });
              setFiltersOpen(false);
            }}
            maxPrice={filters.maxPrice}
            onMaxPrice={onMaxPrice}
            // Clear Filter also ends the search (withoutFilters), so it is there for a search alone.
            canClear={activeCount > 0 || filters.search !== ''}
            onClear={clearFilters}
          />
        </Suspense>

        <section aria-label={t`Product results`} aria-busy={products.isFetching} className="lg:col-start-2 lg:row-start-2">
          {deliveryNeedsPincode && (
            <p role="note" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {delivery.data && !delivery.data.serviceable
                ? delivery.data.message
                : delivery.isFetching
                  ? t`Checking delivery…`
                  : t`Check delivery to your pincode on a product’s page to filter by delivery.`}
            </p>
          )}
          {!deliveryHolds && served ? (
            <EmptyState
              title={filters.delivery === 'same-day' ? t`No same-day delivery to ${pincode} now` : t`No midnight delivery to ${pincode} now`}
              detail={earliest}
              action={
                <button type="button" onClick={() => change({ delivery: undefined })} className={buttonClasses('primary')}>
                  <Trans>Show every delivery</Trans>
                </button>
              }
            />
          ) : products.isPending ? (
            <ProductGrid view={view}>
              {Array.from({ length: PRODUCT_SKELETONS }, (_, i) => (
                <li key={i} className="flex">
                  <ProductSkeleton variant={view} />
                </li>
              ))}
            </ProductGrid>
          ) : !products.data ? (
            <ErrorState title={t`Failed to fetch products`} error={products.error} onRetry={() => void products.refetch()} />
          ) : products.data.products.length === 0 ? (
            products.data.total > 0 ? (
              <EmptyState
                title={t`No products on this page`}
                action={
                  <Link to={`?${withChanges(params, { page: undefined }).toString()}`} className={buttonClasses('secondary')}>
                    <Trans>Go to the first page</Trans>
                  </Link>
                }
              />
            ) : (
              <EmptyState
                title={t`No products found`}
                detail={t`Try a different search, another category or a higher price.`}
                action={
                  <button type="button" onClick={clearFilters} className={buttonClasses('primary')}>
                    <Trans>Clear Filter</Trans>
                  </button>
                }
              />
            )
          ) : (
            <>
              {products.isError && (
                // A failed page change keeps the previous list on screen, with a way to try again.
                <div className="mb-4">
                  <ErrorState title={t`Failed to fetch products`} error={products.error} onRetry={() => void products.refetch()} />
                </div>
              )}
              <ProductGrid view={view} dimmed={products.isPlaceholderData}>
                {products.data.products.map((product, i) => (
                  <li key={product._id} className="flex">
                    <Suspense>
                      <ProductCard product={product} variant={view} headingLevel={2} priority={i < FIRST_ROW_ON_A_PHONE} earliest={earliest} />
                    </Suspense>
                  </li>
                ))}
              </ProductGrid>
              <div className="mt-8">
                <Pagination
                  page={products.data.page}
                  totalPages={products.data.totalPages}
                  hrefFor={(page) => `?${withChanges(params, { page }).toString()}`}
                  onNavigate={toTopOfList}
                />
              </div>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function countLine(shown: number, total: number, search: string, i18n: I18n): string {
  return search
    ? i18n._(msg`${plural(total, { one: `Showing ${shown} of # product for “${search}”`, other: `Showing ${shown} of # products for “${search}”` })}`)
    : i18n._(msg`${plural(total, { one: `Showing ${shown} of # product`, other: `Showing ${shown} of # products` })}`);
}

function ProductGrid({ view, dimmed = false, children }: { view: ProductView; dimmed?: boolean; children: ReactNode }) {
  return (
    <ul
      className={`${view === 'list' ? 'flex flex-col gap-3' : 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4'} transition-opacity ${dimmed ? 'opacity-60' : ''}`}
    >
      {children}
    </ul>
  );
}

function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const { t } = useLingui();
  return (
    <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-gray-800 sm:flex-none">
      <span className="shrink-0 max-sm:sr-only">
        <Trans>Sort by</Trans>
      </span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as Sort)}
        className="min-h-11 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
      >
        {SORT_OPTIONS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Same-day and midnight delivery, each a toggle; pressing the pressed one lets it go. */
function DeliveryFilters({ value, onChange }: { value: DeliveryFilter | undefined; onChange: (next: DeliveryFilter | undefined) => void }) {
  const { t } = useLingui();
  const options = [
    { filter: 'same-day' as const, label: t`Same-day delivery` },
    { filter: 'midnight' as const, label: t`Midnight delivery` },
  ];
  return (
    <div role="group" aria-label={t`Delivery`} className="flex shrink-0 gap-1.5 max-sm:basis-full">
      {options.map(({ filter, label }) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(value === filter ? undefined : filter)}
          className={`min-h-11 rounded-lg border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${value === filter ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600'}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function ViewToggle({ value, onChange }: { value: ProductView; onChange: (view: ProductView) => void }) {
  const { t } = useLingui();
  const options = [
    { view: 'grid' as const, label: t`Grid view`, Icon: GridIcon },
    { view: 'list' as const, label: t`List view`, Icon: ListIcon },
  ];
  return (
    <div role="group" aria-label={t`Layout`} className="flex shrink-0 rounded-lg border border-gray-300 bg-white p-0.5">
      {options.map(({ view, label, Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          aria-label={label}
          title={label}
          onClick={() => onChange(view)}
          className={`inline-flex size-10 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${value === view ? 'bg-brand-700 text-white' : 'text-gray-700 hover:text-brand-700'}`}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}
