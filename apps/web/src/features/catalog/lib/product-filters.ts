// The products page keeps every filter, the sort, the page and the view in the URL so a link or a
// reload shows the same list. This module reads those search params defensively (a hand-edited
// URL must not crash the page or send the server a query it rejects) and turns them into the
// API's list query. The server does the filtering; nothing here filters products.
// Types only: a value import from the contract would pull zod into this page's chunk.
import type { ProductListQuery, Sort } from '@phoolwari/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The price slider's range; its top value means "no maximum". */
export const PRICE_SLIDER = { min: 0, max: 1000, step: 50 } as const;
/** Products per page on the listing. */
export const PAGE_SIZE = 12;

/** The home page's Trending shows this many products (spec §9); the server's popularity sort puts featured first. */
export const TRENDING_COUNT = 4;
export const TRENDING_QUERY = { sort: 'popularity', page: 1, limit: TRENDING_COUNT } as const;
/** The contract rejects longer search terms, so a longer one from the header is cut, not refused. */
const MAX_SEARCH_LENGTH = 100;
/** A category's address word ('roses') or, as older links have it, its id. */
const CATEGORY_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type ProductView = 'grid' | 'list';
/** Delivery the customer wants: today, or the midnight surprise (for the pincode they gave). */
export type DeliveryFilter = 'same-day' | 'midnight';
const DELIVERY_FILTERS: readonly string[] = ['same-day', 'midnight'] satisfies DeliveryFilter[];

/** Every sort of the contract with its label; the Record type makes a missing or unknown sort a compile error. */
export const SORT_LABELS: Record<Sort, MessageDescriptor> = {
  popularity: msg`Popularity`,
  'price-low': msg`Price: Low to High`,
  'price-high': msg`Price: High to Low`,
  rating: msg`Rating`,
  newest: msg`Newest`,
};
/** The sorts in the order the select offers them. */
export const SORT_OPTIONS = Object.keys(SORT_LABELS) as Sort[];

export interface ProductFilters {
  search: string;
  category?: string;
  /** Undefined means no maximum (the slider at its top). */
  maxPrice?: number;
  sort: Sort;
  page: number;
  view: ProductView;
  delivery?: DeliveryFilter;
}

/** The URL's search params as filters, with anything malformed replaced by its default. */
export function readFilters(params: URLSearchParams): ProductFilters {
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const delivery = params.get('delivery') ?? '';
  return {
    search,
    category: CATEGORY_KEY.test(category) && category.length <= 80 ? category : undefined,
    maxPrice: readMaxPrice(params.get('maxPrice')),
    sort: (SORT_OPTIONS as string[]).includes(sort) ? (sort as Sort) : 'popularity',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    ...(DELIVERY_FILTERS.includes(delivery) && { delivery: delivery as DeliveryFilter }),
  };
}

function readMaxPrice(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < PRICE_SLIDER.min) return undefined;
  // Snap to the slider's step so the slider and the query always agree.
  const snapped = Math.round(value / PRICE_SLIDER.step) * PRICE_SLIDER.step;
  return snapped >= PRICE_SLIDER.max ? undefined : snapped;
}

/** The list query the server is asked for. */
export function toListQuery(filters: ProductFilters): ProductListQuery {
  const query: ProductListQuery = { sort: filters.sort, page: filters.page, limit: PAGE_SIZE };
  if (filters.search) query.search = filters.search;
  if (filters.category) query.category = filters.category;
  if (filters.maxPrice !== undefined) query.maxPrice = filters.maxPrice;
  return query;
}

/** How many of search, category and price are narrowing the list (for the phone's Filters button). */
/** The filters chosen (category, price, delivery): the Filters button's count. The search words are not a filter there (the heading shows them). */
export function activeFilterCount(filters: ProductFilters): number {
  return [filters.category !== undefined, filters.maxPrice !== undefined, filters.delivery !== undefined].filter(Boolean).length;
}

type ParamChanges = Partial<Record<'search' | 'category' | 'maxPrice' | 'sort' | 'page' | 'view' | 'delivery', string | number | undefined>>;

/**
 * New search params from the current ones with some changed (undefined or '' removes a key).
 * Any change other than the page or the view starts again at page 1, since the old page number
 * means nothing for a different list.
 */
export function withChanges(current: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  const resetsPage = Object.keys(changes).some((key) => key !== 'page' && key !== 'view');
  if (resetsPage) next.delete('page');
  // Page 1 and the default view are the defaults: keep URLs short and canonical.
  if (next.get('page') === '1') next.delete('page');
  if (next.get('view') === 'grid') next.delete('view');
  return next;
}

/** Params with every filter (search, category, price, delivery) removed; the sort and the view are kept. */
export function withoutFilters(current: URLSearchParams): URLSearchParams {
  return withChanges(current, { search: undefined, category: undefined, maxPrice: undefined, delivery: undefined });
}
