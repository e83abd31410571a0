// PUT /api/admin-public/products/:id: replaces a product's editable fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductWrite } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { invalidateCatalogue } from './admin-keys';

export async function updateProduct({ id, body }: { id: string; body: ProductWrite }): Promise<Product> {
  return (await apiRequest<{ product: Product }>(`/admin-public/products/${id}`, { method: 'PUT', body })).product;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateCatalogue(queryClient) });
}
