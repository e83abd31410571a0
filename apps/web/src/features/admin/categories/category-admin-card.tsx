// A category in the admin grid (spec §2 Categories tab): picture, name (and its Hindi), Active/Inactive badge,
// description, sort order, product count, and Edit, Activate/Deactivate and Delete.
import type { Category } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { ProductImage } from '../../../components/product-image';
import { StatusBadge } from '../../../components/status-badge';

const CARD_SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 112px';

interface CategoryAdminCardProps {
  category: Category;
  statusBusy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

export function CategoryAdminCard({ category, statusBusy, onEdit, onToggle, onDelete }: CategoryAdminCardProps) {
  const count = category.productCount;
  return (
    // On a phone the picture sits beside the text and the buttons take the full width below.
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <div className="flex flex-1 sm:flex-col">
        <div className={`w-28 shrink-0 sm:w-full ${category.isActive ? '' : 'opacity-70'}`}>
          <ProductImage src={category.image || undefined} alt="" sizes={CARD_SIZES} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-semibold text-gray-900">{category.name}</h3>
            <StatusBadge active={category.isActive} />
          </div>
          {category.hi?.name && (
            <p lang="hi" className="-mt-1 text-sm text-gray-700">
              {category.hi.name}
            </p>
          )}
          <p className="line-clamp-3 text-sm text-gray-700">{category.description}</p>
          <dl className="mt-auto grid grid-cols-2 gap-x-3 text-sm">
            <dt className="text-gray-600">Sort order</dt>
            <dd className="text-gray-900">{category.sortOrder}</dd>
            <dt className="text-gray-600">Products</dt>
            <dd className="text-gray-900">{count ?? '—'}</dd>
          </dl>
        </div>
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] gap-2 px-3 pb-3 sm:px-4 sm:pb-4">
        <Button variant="secondary" onClick={onEdit} className="px-2">
          Edit <span className="sr-only">{category.name}</span>
        </Button>
        {/* Not disabled while busy: a disabled button would drop the keyboard focus. */}
        <Button variant="secondary" onClick={statusBusy ? undefined : onToggle} aria-busy={statusBusy || undefined} className="px-3">
          {category.isActive ? 'Deactivate' : 'Activate'} <span className="sr-only">{category.name}</span>
        </Button>
        <Button variant="ghost" onClick={onDelete} className="px-2 text-red-700 hover:bg-red-50">
          Delete <span className="sr-only">{category.name}</span>
        </Button>
      </div>
    </article>
  );
}
