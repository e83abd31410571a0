// POST /api/admin-public/products: adds a product; the admin lists and the storefront's catalogue
// are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductWrite } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { invalidateCatalogue } from './admin-keys';

export async function createProduct(body: ProductWrite): Promise<Product> {
  return (await apiRequest<{ product: Product }>('/admin-public/products', { method: 'POST', body })).product;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => invalidateCatalogue(queryClient) });
}
