// The Categories tab (spec §2): every category, inactive ones too, as cards with Edit,
// Activate/Deactivate and Delete; the Add/Edit dialog; a confirmation before deleting, whose
// refusal while products remain (409 CATEGORY_IN_USE) is shown in the server's words.
import { useState } from 'react';
import type { Category } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/get-categories';
import { useSetCategoryStatus } from '../api/set-category-status';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CardSkeletons } from '../../../components/panel-states';
import { CategoryAdminCard } from './category-admin-card';
import { CategoryFormDialog } from './category-form';

type Editing = { mode: 'add' } | { mode: 'edit'; category: Category } | null;

export function CategoriesPanel() {
  const categories = useAdminCategories();
  const setStatus = useSetCategoryStatus();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  function toggle(category: Category) {
    const isActive = !category.isActive;
    setStatus.mutate(
      { id: category._id, isActive },
      {
        onSuccess: () => toast.success(`Category ${isActive ? 'activated' : 'deactivated'}`),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update category status')),
      },
    );
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast.success('Category deleted successfully!');
      setDeleting(null);
    } catch (error) {
      // The dialog closes either way: the toast carries the reason (e.g. products still in it).
      setDeleting(null);
      toast.error(errorMessage(error, 'Failed to delete category'));
    }
  }

  const list = categories.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-gray-700">
          {list
            ? `${list.length} ${list.length === 1 ? 'category' : 'categories'}, ${list.filter((c) => c.isActive).length} active`
            : categories.isError
              ? 'Categories could not be loaded'
              : 'Loading categories…'}
        </p>
        <Button onClick={() => setEditing({ mode: 'add' })}>Add Category</Button>
      </div>

      <section aria-label="Category list" aria-busy={categories.isFetching}>
        {categories.isPending ? (
          <CardSkeletons count={4} />
        ) : !list ? (
          <ErrorState title="Failed to fetch categories" error={categories.error} onRetry={() => void categories.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            title="No categories found"
            detail="Products are sorted into categories; add the first one."
            action={<Button onClick={() => setEditing({ mode: 'add' })}>Add Your First Category</Button>}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.map((category) => (
              <li key={category._id}>
                <CategoryAdminCard
                  category={category}
                  statusBusy={setStatus.isPending && setStatus.variables.id === category._id}
                  onEdit={() => setEditing({ mode: 'edit', category })}
                  onToggle={() => toggle(category)}
                  onDelete={() => setDeleting(category)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {editing && <CategoryFormDialog category={editing.mode === 'edit' ? editing.category : undefined} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete category?"
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>“{deleting.name}” will be removed. This cannot be undone.</p>
          {deleting.productCount ? (
            <p className="mt-2 font-medium text-red-800">
              It still has {deleting.productCount} {deleting.productCount === 1 ? 'product' : 'products'}: move or delete them first, or the shop will refuse.
            </p>
          ) : null}
        </ConfirmDialog>
      )}
    </div>
  );
}
