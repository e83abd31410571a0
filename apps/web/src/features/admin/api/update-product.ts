// PUT /api/admin-public/products/:id: replaces a product's editable fields, saying which stock the
// edit started from (the server refuses to overwrite sales made meanwhile: 409 STOCK_CHANGED).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductUpdate } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { invalidateCatalogue } from './admin-keys';

export async function updateProduct({ id, body }: { id: string; body: ProductUpdate }): Promise<Product> {
  return (await apiRequest<{ product: Product }>(`/admin-public/products/${id}`, { method: 'PUT', body })).product;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  // A refused edit (the stock moved meanwhile) refreshes the lists too, so the new stock shows.
  return useMutation({ mutationFn: updateProduct, onSettled: () => invalidateCatalogue(queryClient) });
}
