// A product in the admin grid (spec §2 Products tab): picture or placeholder, name, description,
// its Hindi name when it has one, price with the original struck through when higher, availability, stock, a New badge, whether it
// is featured or an add-on, and Edit and Delete. The buttons name the product for screen readers
// ("Edit Red Rose Bouquet").
import type { Product } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { ProductImage } from '../../../components/product-image';
import { ProductPrice } from '../../../components/product-price';

const CARD_SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 112px';

interface ProductAdminCardProps {
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
}

export function ProductAdminCard({ product, onEdit, onDelete }: ProductAdminCardProps) {
  return (
    // A row with a thumbnail on a phone, a tile from sm up.
    <article className="flex h-full overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm sm:flex-col">
      <div className="relative w-28 shrink-0 sm:w-full">
        <ProductImage src={product.images[0]} alt="" sizes={CARD_SIZES} />
        {product.isNew && <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">New</span>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <div>
          <h3 className="line-clamp-2 font-semibold text-gray-900">{product.name}</h3>
          {product.hi?.name && (
            <p lang="hi" className="line-clamp-1 text-sm text-gray-700">
              {product.hi.name}
            </p>
          )}
          <p className="text-xs text-gray-600">
            {product.category.name}
            {product.featured && ' · Featured'}
            {product.isAddon && ' · Add-on'}
            {product.options.length > 0 && ` · Sizes: ${product.options.map((o) => o.label).join(', ')}`}
            {product.personalisationMax > 0 && ' · Message allowed'}
          </p>
        </div>
        <p className="line-clamp-2 text-sm text-gray-700">{product.description}</p>
        <ProductPrice price={product.price} originalPrice={product.originalPrice} from={product.options.length > 1} />
        <div className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <AvailabilityBadge availability={product.availability} />
          <span>Stock: {product.stock}</span>
          <span className="text-gray-600">
            · {product.images.length} {product.images.length === 1 ? 'picture' : 'pictures'}
          </span>
        </div>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <Button variant="secondary" onClick={onEdit}>
            Edit <span className="sr-only">{product.name}</span>
          </Button>
          <Button variant="ghost" onClick={onDelete} className="text-red-700 hover:bg-red-50">
            Delete <span className="sr-only">{product.name}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
