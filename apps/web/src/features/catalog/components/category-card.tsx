// A category tile on the home page: its picture and name, linking to the listing filtered by it.
import type { Category } from '@phoolwari/contracts';
import { Link } from 'react-router';
import { Plural } from '@lingui/react/macro';
import { localized } from '@phoolwari/contracts/storefront-values';
import { useLanguage } from '../../../i18n/i18n';
import { ProductImage } from '../../../components/product-image';
import { categoryPath } from '../../../lib/catalogue-paths';

// Matches the home grid: 2 columns on phones, 4 from sm, 6 from lg.
// eslint-disable-next-line lingui/no-unlocalized-strings -- an img sizes media list, not words
const CATEGORY_SIZES = '(min-width: 1024px) 16vw, (min-width: 640px) 25vw, 50vw';

export function CategoryCard({ category: original }: { category: Category }) {
  const category = localized(original, useLanguage());
  const products = category.productCount;
  return (
    <Link
      to={categoryPath(category)}
      // Full height of its grid row, so tiles whose names wrap to three lines and those on one line
      // end at the same place.
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <div className="overflow-hidden">
        {/* The name is the link's text, so the picture is decorative (empty alt). */}
        <ProductImage src={category.image || undefined} alt="" sizes={CATEGORY_SIZES} className="transition-transform duration-300 group-hover:scale-105" />
      </div>
      <div className="flex flex-1 flex-col justify-center p-3 text-center">
        <h3 className="text-sm font-semibold text-gray-900 group-hover:text-brand-700 sm:text-base">{category.name}</h3>
        {products !== undefined && (
          <p className="text-xs text-gray-600">
            <Plural value={products} one="# product" other="# products" />
          </p>
        )}
      </div>
    </Link>
  );
}
