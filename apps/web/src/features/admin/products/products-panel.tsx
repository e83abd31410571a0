// The Products tab (spec §2): search and category filter, a card grid with Edit and Delete, pages
// of 12, the Add/Edit dialog and a confirmation before deleting. Every state of the list is
// shown: loading (skeletons), failure (with Retry), empty (with 'Add Your First Product').
import { useState } from 'react';
import type { Product } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminCategories } from '../api/get-categories';
import { useAdminProducts } from '../api/get-products';
import { AdminPagination } from '../../../components/admin-pagination';
import { CategoryOptions } from '../components/category-options';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CardSkeletons } from '../../../components/panel-states';
import { SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ProductAdminCard } from './product-admin-card';
import { ProductFormDialog } from './product-form';

export const PRODUCTS_PAGE_SIZE = 12;

type Editing = { mode: 'add' } | { mode: 'edit'; product: Product } | null;

export function ProductsPanel() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const products = useAdminProducts({ search, category, page, limit: PRODUCTS_PAGE_SIZE });
  const categories = useAdminCategories();
  const remove = useDeleteProduct();
  const filtered = search !== '' || category !== '';

  // A new search or category starts again at page 1.
  const onSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  const onCategory = (value: string) => {
    setCategory(value);
    setPage(1);
  };

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast.success('Product deleted successfully!');
      setDeleting(null);
      // The last product of the last page is gone: step back a page.
      if (products.data && products.data.products.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete product'));
    }
  }

  const data = products.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField label="Search products" value={searchText} onChange={onSearch} placeholder="Search products" />
        <label className="block sm:w-56">
          <span className="sr-only">Filter by category</span>
          <select
            value={category}
            onChange={(e) => onCategory(e.target.value)}
            className="block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600"
          >
            <option value="">All categories</option>
            <CategoryOptions categories={categories.data} />
          </select>
        </label>
        <Button onClick={() => setEditing({ mode: 'add' })} className="sm:ml-auto">
          Add Product
        </Button>
      </div>

      <p role="status" className="min-h-5 text-sm text-gray-700">
        {data
          ? `${data.total} ${data.total === 1 ? 'product' : 'products'}${filtered ? ' match' : ''}`
          : products.isError
            ? 'Products could not be loaded'
            : 'Loading products…'}
      </p>

      <section aria-label="Product list" aria-busy={products.isFetching}>
        {products.isPending ? (
          <CardSkeletons count={8} />
        ) : !data ? (
          <ErrorState title="Failed to fetch products" error={products.error} onRetry={() => void products.refetch()} />
        ) : data.products.length === 0 ? (
          filtered ? (
            <EmptyState
              title="No products found"
              detail="No product matches this search or category."
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    onSearch('');
                    onCategory('');
                  }}
                >
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No products found"
              detail="The shop has no products yet."
              action={<Button onClick={() => setEditing({ mode: 'add' })}>Add Your First Product</Button>}
            />
          )
        ) : (
          <>
            {products.isError && (
              <div className="mb-4">
                <ErrorState title="Failed to fetch products" error={products.error} onRetry={() => void products.refetch()} />
              </div>
            )}
            <ul
              className={`grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${products.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data.products.map((product) => (
                <li key={product._id}>
                  <ProductAdminCard product={product} onEdit={() => setEditing({ mode: 'edit', product })} onDelete={() => setDeleting(product)} />
                </li>
              ))}
            </ul>
            <div className="mt-6">
              <AdminPagination label="Products" page={data.page} totalPages={data.totalPages} onPage={setPage} />
            </div>
          </>
        )}
      </section>

      {editing && (
        <ProductFormDialog
          product={editing.mode === 'edit' ? editing.product : undefined}
          categories={categories.data}
          categoriesPending={categories.isPending}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete product?"
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>“{deleting.name}” will be removed from the shop. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
