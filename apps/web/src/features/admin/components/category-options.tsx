// The categories of a category <select>, after the select's own first option. An inactive category
// stays choosable, since products may still sit in it, and says that it is inactive.
import type { Category } from '@phoolwari/contracts';

export function CategoryOptions({ categories }: { categories: readonly Pick<Category, '_id' | 'name' | 'isActive'>[] | undefined }) {
  return categories?.map((c) => (
    <option key={c._id} value={c._id}>
      {c.name}
      {c.isActive ? '' : ' (inactive)'}
    </option>
  ));
}
