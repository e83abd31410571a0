// The listing's filters: maximum price, category chips and Clear Filter. On phones it is a
// collapsible panel under a Filters button (see ProductsPage); from lg up it is the sidebar.
import type { Category } from '@phoolwari/contracts';
import { Trans } from '@lingui/react/macro';
import { localized } from '@phoolwari/contracts/storefront-values';
import { useLanguage } from '../../../i18n/i18n';
import { PriceFilter } from './price-filter';
import { buttonClasses } from '../../../components/button';

interface FilterPanelProps {
  id: string;
  /** Shown on phones only when opened; always shown from lg up (as the sidebar). */
  open: boolean;
  categories: Category[] | undefined;
  categoriesPending: boolean;
  categoriesError: boolean;
  onRetryCategories: () => void;
  selectedCategory: string | undefined;
  /** A category by its address word (what the listing's URL names). */
  onCategory: (categorySlug: string | undefined) => void;
  maxPrice: number | undefined;
  onMaxPrice: (maxPrice: number | undefined) => void;
  canClear: boolean;
  onClear: () => void;
  className?: string;
}

const chip =
  'inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const chipOn = 'border-brand-700 bg-brand-700 text-white';
const chipOff = 'border-gray-300 bg-white text-gray-800 hover:border-brand-600 hover:text-brand-700';

export function FilterPanel(props: FilterPanelProps) {
  const { categories, selectedCategory, onCategory } = props;
  const language = useLanguage();
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      className={`${props.open ? 'flex' : 'hidden lg:flex'} flex-col gap-6 rounded-xl border border-gray-200 bg-white p-4 ${props.className ?? ''}`}
    >
      <h2 id={`${props.id}-title`} className="text-lg font-bold text-gray-900">
        <Trans>Filters</Trans>
      </h2>

      <PriceFilter value={props.maxPrice} onCommit={props.onMaxPrice} />

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-gray-900">
          <Trans>Category</Trans>
        </legend>
        {props.categoriesPending ? (
          <div className="flex flex-wrap gap-2" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="h-10 w-20 animate-pulse rounded-full bg-gray-200 motion-reduce:animate-none" />
            ))}
          </div>
        ) : props.categoriesError ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-red-800" role="alert">
            <Trans>Failed to fetch categories</Trans>
            <button type="button" onClick={props.onRetryCategories} className="font-semibold underline underline-offset-2">
              <Trans>Retry</Trans>
            </button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              aria-pressed={selectedCategory === undefined}
              onClick={() => onCategory(undefined)}
              className={`${chip} ${selectedCategory === undefined ? chipOn : chipOff}`}
            >
              <Trans>All</Trans>
            </button>
            {(categories ?? []).map((category) => {
              const on = category.slug === selectedCategory;
              return (
                <button
                  key={category._id}
                  type="button"
                  aria-pressed={on}
                  // A second press on the chosen chip turns it off again.
                  onClick={() => onCategory(on ? undefined : category.slug)}
                  className={`${chip} ${on ? chipOn : chipOff}`}
                >
                  {localized(category, language).name}
                </button>
              );
            })}
          </div>
        )}
      </fieldset>

      <button type="button" onClick={props.onClear} disabled={!props.canClear} className={buttonClasses('secondary', 'w-full')}>
        <Trans>Clear Filter</Trans>
      </button>
    </section>
  );
}
